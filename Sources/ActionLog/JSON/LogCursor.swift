/// A pull parser over one line of the log: the line's values are read in the order they are
/// written, straight from its bytes, by each type's `init(logCursor:)`, with no tree in between.
///
/// The cursor reads only the log's own spelling, as this build writes it: members in their written
/// order (sorted by key, inside values), every key once, no escape in a key, no `null` for an
/// absent field, no white space between tokens. Anything else is a `Miss`: the reader then reads
/// the line again through the tree (`JSONValue`, `LogObject`, `LogCase`), which reads every
/// spelling the log ever had and names the line and field of what is wrong. So a value the cursor reads is the value the tree gives.
public struct LogCursor {
    /// The line is not in the spelling the cursor reads; the tree reads it instead.
    public struct Miss: Error {
        public init() {}
    }

    @usableFromInline var parser: JSONParser
    /// Whether the cursor is just inside `{` or `[`, where no comma comes before the next member.
    @usableFromInline var atStart = false

    /// A cursor at the start of `bytes`, integers read as they are spelled (as the log reader does).
    @usableFromInline
    package init(_ bytes: UnsafeRawBufferPointer) {
        parser = JSONParser(bytes: bytes, integers: .bySpelling)
    }

    // MARK: Objects
    // The members that walk the line's punctuation are inlinable: each app's reads compile to
    // straight-line code.

    /// Enters an object: `{`.
    @inlinable
    public mutating func beginObject() throws(Miss) {
        try expect(UInt8(ascii: "{"))
        atStart = true
    }

    /// Leaves an object: `}`, with no member left unread.
    @inlinable
    public mutating func endObject() throws(Miss) {
        try expect(UInt8(ascii: "}"))
        atStart = false
    }

    /// An object with no members, `{}`: the fields of a case that has none.
    @inlinable
    public mutating func emptyObject() throws(Miss) {
        try beginObject()
        try endObject()
    }

    /// The member `key`, which must come next; the cursor is then on its value.
    @inlinable
    public mutating func field(_ key: StaticString) throws(Miss) {
        guard try optionalField(key) else { throw Miss() }
    }

    /// Whether the next member is `key`, an optional field; when it is, the cursor is on its value.
    @inlinable
    public mutating func optionalField(_ key: StaticString) throws(Miss) -> Bool {
        guard parser.current != UInt8(ascii: "}") else { return false }
        let (start, wasAtStart) = (parser.index, atStart)
        try separator()
        let end = parser.index + 1 + key.utf8CodeUnitCount
        guard parser.current == UInt8(ascii: "\""), LogCursorName.bytes(parser.bytes, at: parser.index + 1, match: key),
            end < parser.bytes.count, parser.bytes[end] == UInt8(ascii: "\"")
        else {
            (parser.index, atStart) = (start, wasAtStart)
            return false
        }
        parser.index = end + 1
        try colon()
        return true
    }

    /// Whether `literal` comes next, then read: a run of punctuation and keys always written
    /// alike, matched whole (`{"type":"action","seq":`). The cursor is then after a member.
    @inlinable
    public mutating func skip(_ literal: StaticString) -> Bool {
        guard LogCursorName.bytes(parser.bytes, at: parser.index, match: literal) else { return false }
        parser.index += literal.utf8CodeUnitCount
        atStart = false
        return true
    }

    /// `literal`, which must come next (`skip(_:)`).
    @inlinable
    public mutating func expect(_ literal: StaticString) throws(Miss) {
        guard skip(literal) else { throw Miss() }
    }

    /// The key of an enum case's one-key object, `{"name.path":`; the cursor is then on the case's
    /// fields, and `endCase()` leaves the object.
    @inlinable
    public mutating func caseName() throws(Miss) -> LogCursorName {
        try beginObject()
        let name = try rawString()
        try colon()
        atStart = false
        return name
    }

    /// The key of the enum case's one-key object that comes next, read without moving the cursor
    /// (nor copying it); `nil` when no plain name is there.
    @inlinable
    public func nextCaseName() -> LogCursorName? {
        let bytes = parser.bytes, start = parser.index + 2
        guard start < bytes.count, bytes[start - 2] == UInt8(ascii: "{"), bytes[start - 1] == UInt8(ascii: "\"") else { return nil }
        let end = LogCursorName.plainEnd(of: bytes, from: start)
        guard end + 1 < bytes.count, bytes[end] == UInt8(ascii: "\""), bytes[end + 1] == UInt8(ascii: ":") else { return nil }
        return LogCursorName(bytes: UnsafeRawBufferPointer(rebasing: bytes[start..<end]))
    }

    /// Leaves a case's one-key object.
    @inlinable
    public mutating func endCase() throws(Miss) { try endObject() }

    /// The value of the member `key`, which must come next.
    @inlinable
    public mutating func callAsFunction<T: LogCodable>(_ key: StaticString, as type: T.Type = T.self) throws(Miss) -> T {
        try field(key)
        return try T(logCursor: &self)
    }

    /// The value of the member `key` when it comes next; `nil` when it does not (a field left out).
    @inlinable
    public mutating func optional<T: LogCodable>(_ key: StaticString, as type: T.Type = T.self) throws(Miss) -> T? {
        guard try optionalField(key) else { return nil }
        return try T(logCursor: &self)
    }

    /// The fields of a case with one field, `{"key":value}`: its value.
    @inlinable
    public mutating func only<T: LogCodable>(_ key: StaticString, as type: T.Type = T.self) throws(Miss) -> T {
        try beginObject()
        let value = try self(key, as: T.self)
        try endObject()
        return value
    }

    // MARK: Arrays

    /// Enters an array: `[`.
    @inlinable
    public mutating func beginArray() throws(Miss) {
        try expect(UInt8(ascii: "["))
        atStart = true
    }

    /// Whether another item follows (the cursor is then on it); `false` past the closing `]`.
    @inlinable
    public mutating func nextItem() throws(Miss) -> Bool {
        if parser.current == UInt8(ascii: "]") {
            parser.index += 1
            atStart = false
            return false
        }
        try separator()
        return true
    }

    // MARK: Values

    /// A string value. Plain ASCII without escapes, most of a log's strings, is made straight
    /// from the line's bytes; any other string goes through the parser.
    public mutating func string() throws(Miss) -> String {
        if let plain = plainString() { return plain.text }
        guard parser.current == UInt8(ascii: "\"") else { throw Miss() }
        do { return try parser.string() } catch { throw Miss() }
    }

    /// A string value without escapes, as bytes of the line: for names compared with literals.
    @inlinable
    public mutating func rawString() throws(Miss) -> LogCursorName {
        guard let plain = plainString() else { throw Miss() }
        return plain
    }

    /// The string value that comes next, read, when it is plain ASCII text with no escape or
    /// control character; `nil` (and nothing read) otherwise.
    @inlinable
    mutating func plainString() -> LogCursorName? {
        let start = parser.index + 1, bytes = parser.bytes
        guard parser.current == UInt8(ascii: "\""), case let end = LogCursorName.plainEnd(of: bytes, from: start),
            end < bytes.count, bytes[end] == UInt8(ascii: "\"")
        else { return nil }
        parser.index = end + 1
        return LogCursorName(bytes: UnsafeRawBufferPointer(rebasing: bytes[start..<end]))
    }

    /// A number spelled as an integer. Plain digits (an optional `-`, no leading zero, at most 18
    /// digits) are read here; any other spelling is left to the parser, which reads it as the
    /// tree does.
    public mutating func integer() throws(Miss) -> Int64 {
        let bytes = parser.bytes
        var index = parser.index
        let negative = index < bytes.count && bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        let first = index
        var value: Int64 = 0
        while index < bytes.count, index - first < 18, case let digit = bytes[index] &- UInt8(ascii: "0"), digit < 10 {
            value = value &* 10 &+ Int64(digit)
            index += 1
        }
        let digits = index - first
        let plain = digits > 0 && !(bytes[first] == UInt8(ascii: "0") && (digits > 1 || negative))
        if plain, index == bytes.count || !Self.continuesNumber(bytes[index]) {
            parser.index = index
            return negative ? -value : value
        }
        guard case .int(let value) = try number() else { throw Miss() }
        return value
    }

    /// Whether `byte` may go on a number's spelling after its digits.
    private static func continuesNumber(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"): true
        default: false
        }
    }

    /// A number, integer or not.
    public mutating func number() throws(Miss) -> JSONValue {
        guard let byte = parser.current, byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else {
            throw Miss()
        }
        do { return try parser.number() } catch { throw Miss() }
    }

    /// `true` or `false`.
    public mutating func bool() throws(Miss) -> Bool {
        if try literal("true") { return true }
        if try literal("false") { return false }
        throw Miss()
    }

    /// Whether the value is `null` (then read).
    public mutating func null() throws(Miss) -> Bool {
        return try literal("null")
    }

    /// Any value, as the tree the parser gives for it: for values the log keeps whole.
    public mutating func value() throws(Miss) -> JSONValue {
        atStart = false
        do { return try parser.value() } catch { throw Miss() }
    }

    /// The end of the line: nothing is left.
    @usableFromInline
    package mutating func end() throws(Miss) {
        guard parser.index == parser.bytes.count else { throw Miss() }
    }

    /// The end of a line's object, and of the line: nothing is left after its `}`.
    @inlinable
    package mutating func endLine() throws(Miss) {
        try endObject()
        try end()
    }

    // MARK: Punctuation

    @inlinable
    mutating func expect(_ byte: UInt8) throws(Miss) {
        guard parser.current == byte else { throw Miss() }
        parser.index += 1
    }

    @inlinable
    mutating func colon() throws(Miss) {
        try expect(UInt8(ascii: ":"))
    }

    /// The comma before a member or item, none right after the opening bracket.
    @inlinable
    mutating func separator() throws(Miss) {
        if atStart {
            atStart = false
        } else {
            try expect(UInt8(ascii: ","))
        }
    }

    private mutating func literal(_ word: StaticString) throws(Miss) -> Bool {
        guard LogCursorName.bytes(parser.bytes, at: parser.index, match: word) else { return false }
        parser.index += word.utf8CodeUnitCount
        return true
    }
}
