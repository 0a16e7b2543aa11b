import ActionLog

// Places' actions read straight from a line (`LogCursor`), in the spelling of
// `PlacesAction+LogCodable.swift`. The cases that carry a result are read from the tree of
// their fields.

extension PlacesAction: LogCursorCase {
    /// Reads the case `name` straight from a line's bytes, the cursor on its fields.
    public init(logCase name: LogCursorName, cursor c: inout LogCursor) throws(LogCursor.Miss) {
        if let tap: PlacesAction = name.is("backTapped") ? .backTapped : name.is("refreshPulled") ? .refreshPulled
            : name.is("myLocationTapped") ? .myLocationTapped : name.is("mapRefreshTapped") ? .mapRefreshTapped : nil
        {
            try c.emptyObject()
            self = tap
        } else if name.is("launched") {
            self = .launched(configuration: try c.only("configuration"))
        } else if name.is("locationPermissionChanged") {
            self = .locationPermissionChanged(permission: try c.only("permission"))
        } else if name.is("locationUpdated") {
            self = .locationUpdated(position: try c.only("position"))
        } else if name.is("locationUnavailable") {
            self = .locationUnavailable(reason: try c.only("reason"))
        } else if name.is("tabSelected") {
            self = .tabSelected(tab: try c.only("tab"))
        } else if name.is("rowTapped") {
            self = .rowTapped(place: try c.only("place"))
        } else if name.is("rowsBecameVisible") {
            self = .rowsBecameVisible(rows: try c.only("rows"))
        } else if name.is("mapMoved") {
            self = .mapMoved(centre: try c.only("centre"))
        } else if name.is("pageRetryDue") {
            self = .pageRetryDue(request: try c.only("request"))
        } else {
            try self.init(treeOfCase: name, cursor: &c)
        }
    }
}
