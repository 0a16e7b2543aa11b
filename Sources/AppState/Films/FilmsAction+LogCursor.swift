import ActionLog

// Films' actions read straight from a line (`LogCursor`), in the spelling of
// `FilmsAction+LogCodable.swift`. The cases that carry a result are read from the tree of
// their fields.

extension FilmsAction: LogCursorCase {
    /// Reads the case `name` straight from a line's bytes, the cursor on its fields.
    public init(logCase name: LogCursorName, cursor c: inout LogCursor) throws(LogCursor.Miss) {
        if name.is("appeared") {
            try c.emptyObject()
            self = .appeared
        } else if name.is("segmentSelected") {
            self = .segmentSelected(list: try c.only("list"))
        } else if name.is("retryTapped") {
            self = .retryTapped(list: try c.only("list"))
        } else if name.is("listScrolled") {
            try c.beginObject()
            let list: FilmListKind = try c("list")
            self = .listScrolled(list: list, offset: try c("offset"))
            try c.endObject()
        } else if name.is("heartTapped") {
            self = .heartTapped(film: try c.only("film"))
        } else if name.is("rowTapped") {
            self = .rowTapped(film: try c.only("film"))
        } else if name.is("returnedToList") {
            self = .returnedToList(via: try c.only("via"))
        } else {
            try self.init(treeOfCase: name, cursor: &c)
        }
    }
}
