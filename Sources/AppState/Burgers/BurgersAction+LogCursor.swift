import ActionLog

// Burgers' actions read straight from a line (`LogCursor`), in the spelling of
// `BurgersAction+LogCodable.swift`. The cases that carry a result are read from the tree of
// their fields.

extension BurgersAction: LogCursorCase {
    /// Reads the case `name` straight from a line's bytes, the cursor on its fields.
    public init(logCase name: LogCursorName, cursor c: inout LogCursor) throws(LogCursor.Miss) {
        if name.is("appeared") {
            self = .appeared(at: try c.only("at"))
        } else if name.is("refreshPulled") {
            self = .refreshPulled(at: try c.only("at"))
        } else if name.is("connectivityChanged") {
            try c.beginObject()
            let at: Timestamp = try c("at")
            self = .connectivityChanged(connectivity: try c("connectivity"), at: at)
            try c.endObject()
        } else if name.is("clockTicked") {
            self = .clockTicked(time: try c.only("time"))
        } else if name.is("burgerTapped") {
            self = .burgerTapped(burger: try c.only("burger"))
        } else if name.is("buyTapped") {
            self = .buyTapped(burger: try c.only("burger"))
        } else if name.is("alertDismissed") {
            try c.emptyObject()
            self = .alertDismissed
        } else {
            try self.init(treeOfCase: name, cursor: &c)
        }
    }
}
