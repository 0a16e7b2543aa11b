extension JSONValue {
    /// Which numbers a parse reads as integers (`.int`); the others are doubles.
    package enum IntegerReading: Sendable {
        /// Every number with an exact `Int64` value, however spelled (`1`, `1.0`, `1e0`, `-0`),
        /// as `JSONDecoder` reads it.
        case byValue
        /// Only numbers spelled as JSON integers (`1`, `-1`): `1.0`, `1e0` and `-0` are doubles,
        /// which an integer field refuses. How a log is read: its writer spells every integer
        /// with digits alone, so any other spelling is not a log this format wrote.
        case bySpelling
    }
}
