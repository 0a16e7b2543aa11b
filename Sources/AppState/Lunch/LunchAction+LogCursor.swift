import ActionLog

// Lunch's actions read straight from a line (`LogCursor`), in the spelling of
// `LunchAction+LogCodable.swift`. The cases that carry a result are read from the tree of
// their fields.

extension LunchAction: LogCursorCase {
    /// Reads the case `name` straight from a line's bytes, the cursor on its fields.
    public init(logCase name: LogCursorName, cursor c: inout LogCursor) throws(LogCursor.Miss) {
        if let child = name.child(of: "browser") {
            self = .browser(try BrowserAction(logCase: child, cursor: &c))
        } else if let tap: LunchAction = name.is("launched") ? .launched : name.is("retryTapped") ? .retryTapped
            : name.is("backTapped") ? .backTapped : name.is("mapButtonTapped") ? .mapButtonTapped
            : name.is("mapDismissed") ? .mapDismissed : nil
        {
            try c.emptyObject()
            self = tap
        } else if name.is("tabSelected") {
            self = .tabSelected(tab: try c.only("tab"))
        } else if name.is("restaurantTapped") {
            self = .restaurantTapped(restaurant: try c.only("restaurant"))
        } else if name.is("heartTapped") {
            self = .heartTapped(restaurant: try c.only("restaurant"))
        } else if name.is("imageRetryTapped") {
            self = .imageRetryTapped(url: try c.only("url"))
        } else if name.is("layoutChanged") {
            self = .layoutChanged(sizeClass: try c.only("sizeClass"))
        } else {
            try self.init(treeOfCase: name, cursor: &c)
        }
    }
}
