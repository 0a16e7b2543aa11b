import ActionLog

extension LogCodable where Self: StringIdentifier {
    /// Reads the id straight from a line's bytes, as a string is read (ActionLog's reading of any
    /// raw-representable value is generic, and much slower for the ids that fill a log).
    public init(logCursor cursor: inout LogCursor) throws(LogCursor.Miss) {
        self.init(rawValue: try cursor.string())
    }
}
