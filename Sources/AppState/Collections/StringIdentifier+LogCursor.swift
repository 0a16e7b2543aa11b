import ActionLog

extension LogCodable where Self: StringIdentifier {
    /// Reads the id straight from a line's bytes, as a string is read: ActionLog's read of any
    /// raw-representable value is generic code that is not specialized across the module boundary,
    /// about a thousand instructions more per id on the Showcase benchmark.
    public init(logCursor cursor: inout LogCursor) throws(LogCursor.Miss) {
        self.init(rawValue: try cursor.string())
    }
}
