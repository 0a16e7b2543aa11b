import Foundation

// Standard values read straight from a line's bytes (`LogCursor`), each exactly as its
// `init(logValue:at:)` reads it from the tree.

extension String {
    /// Reads the value straight from a line's bytes; `Miss` leaves it to `init(logValue:at:)`.
    public init(logCursor cursor: inout LogCursor) throws(LogCursor.Miss) { self = try cursor.string() }
}

extension Bool {
    /// Reads the value straight from a line's bytes; `Miss` leaves it to `init(logValue:at:)`.
    public init(logCursor cursor: inout LogCursor) throws(LogCursor.Miss) { self = try cursor.bool() }
}

extension Int {
    /// Reads the value straight from a line's bytes; `Miss` leaves it to `init(logValue:at:)`.
    public init(logCursor cursor: inout LogCursor) throws(LogCursor.Miss) {
        guard let value = Int(exactly: try cursor.integer()) else { throw LogCursor.Miss() }
        self = value
    }
}

extension Int64 {
    /// Reads the value straight from a line's bytes; `Miss` leaves it to `init(logValue:at:)`.
    public init(logCursor cursor: inout LogCursor) throws(LogCursor.Miss) { self = try cursor.integer() }
}

extension Double {
    /// A number, or one of the strings that stand for the numbers JSON cannot spell (`"nan"`,
    /// `"inf"`, `"-inf"`, as `logValue` writes them).
    public init(logCursor cursor: inout LogCursor) throws(LogCursor.Miss) {
        if cursor.parser.current == UInt8(ascii: "\"") {
            let name = try cursor.rawString()
            if name.is("nan") {
                self = .nan
            } else if name.is("inf") {
                self = .infinity
            } else if name.is("-inf") {
                self = -.infinity
            } else {
                throw LogCursor.Miss()
            }
            return
        }
        switch try cursor.number() {
        case .int(let number): self = Double(number)
        case .double(let number): self = number
        default: throw LogCursor.Miss()
        }
    }
}

extension Array where Element: LogCodable {
    /// Reads the value straight from a line's bytes; `Miss` leaves it to `init(logValue:at:)`.
    public init(logCursor cursor: inout LogCursor) throws(LogCursor.Miss) {
        try cursor.beginArray()
        var elements: [Element] = []
        while try cursor.nextItem() { elements.append(try Element(logCursor: &cursor)) }
        self = elements
    }
}

extension Optional where Wrapped: LogCodable {
    /// Reads the value straight from a line's bytes; `Miss` leaves it to `init(logValue:at:)`.
    public init(logCursor cursor: inout LogCursor) throws(LogCursor.Miss) {
        self = try cursor.null() ? nil : try Wrapped(logCursor: &cursor)
    }
}

extension Result where Success: LogCodable, Failure: LogCodable {
    /// Reads the value straight from a line's bytes; `Miss` leaves it to `init(logValue:at:)`.
    public init(logCursor cursor: inout LogCursor) throws(LogCursor.Miss) {
        let name = try cursor.caseName()
        if name.is("success") {
            self = .success(try Success(logCursor: &cursor))
        } else if name.is("failure") {
            self = .failure(try Failure(logCursor: &cursor))
        } else {
            throw LogCursor.Miss()
        }
        try cursor.endCase()
    }
}

extension URL {
    /// Reads the value straight from a line's bytes; `Miss` leaves it to `init(logValue:at:)`.
    public init(logCursor cursor: inout LogCursor) throws(LogCursor.Miss) {
        guard let url = URL(string: try cursor.string()) else { throw LogCursor.Miss() }
        self = url
    }
}

extension Timestamp {
    /// Reads the value straight from a line's bytes; `Miss` leaves it to `init(logValue:at:)`.
    /// This build writes 24 characters (`2026-11-18T11:06:40.250Z`): they are read in place when
    /// the closing quote is where it must be (the parse takes only digits and separators, so no
    /// quote or backslash hides among them); a time of any other length goes through `rawString()`.
    public init(logCursor cursor: inout LogCursor) throws(LogCursor.Miss) {
        var lastDay = LastDay()
        try self.init(logCursor: &cursor, lastDay: &lastDay)
    }

    /// Reads the value as `init(logCursor:)` does, the day's number kept in `lastDay` from one
    /// line to the next (`Timestamp.LastDay`).
    @usableFromInline
    package init(logCursor cursor: inout LogCursor, lastDay: inout LastDay) throws(LogCursor.Miss) {
        let bytes = cursor.parser.bytes, start = cursor.parser.index + 1, length = 24
        if start + length < bytes.count, bytes[start - 1] == UInt8(ascii: "\""), bytes[start + length] == UInt8(ascii: "\""),
            let time = Timestamp(utf8: UnsafeRawBufferPointer(rebasing: bytes[start..<start + length]), lastDay: &lastDay)
        {
            cursor.parser.index = start + length + 1
            self = time
            return
        }
        guard let time = Timestamp(utf8: try cursor.rawString().bytes, lastDay: &lastDay) else { throw LogCursor.Miss() }
        self = time
    }
}

extension JSONValue {
    /// Reads the value straight from a line's bytes; `Miss` leaves it to `init(logValue:at:)`.
    public init(logCursor cursor: inout LogCursor) throws(LogCursor.Miss) { self = try cursor.value() }
}

extension LogCodable where Self: RawRepresentable, RawValue: LogCodable {
    /// Reads the value straight from a line's bytes; `Miss` leaves it to `init(logValue:at:)`.
    /// Inlinable, so that each enum's reading is compiled for it: reached through its generic
    /// form, the raw value and its match cost about a thousand instructions a value.
    @inlinable
    public init(logCursor cursor: inout LogCursor) throws(LogCursor.Miss) {
        guard let value = Self(rawValue: try RawValue(logCursor: &cursor)) else { throw LogCursor.Miss() }
        self = value
    }
}
