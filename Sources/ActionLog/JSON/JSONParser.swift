/// A strict JSON parser over bytes (RFC 8259), the log's hot path: none of Foundation's parsing, one pass, and
/// the same tree as the reference route through `JSONDecoder` (`JSONValue(referenceParsing:)`),
/// object keys sorted. Stricter than it: a duplicate key is refused, and every error names the
/// JSON path where it was met.
@usableFromInline
struct JSONParser {
    @usableFromInline let bytes: UnsafeRawBufferPointer
    @usableFromInline var index = 0
    var depth = 0
    static let maximumDepth = 512
    /// The longest number read, in characters: far more than any value of a log needs.
    static let longestNumber = 1_000

    /// Which numbers are read as `.int`.
    let integers: JSONValue.IntegerReading
    /// Whether a comma may follow an object's last member or an array's last item (as JSON5 allows).
    let allowsTrailingCommas: Bool

    /// The tree of the whole of `bytes` to `shape` (`JSONShape`): one value, with only white space
    /// around it.
    static func parse(
        _ bytes: UnsafeRawBufferPointer, shape: JSONShape = .whole, integers: JSONValue.IntegerReading = .byValue,
        allowsTrailingCommas: Bool = false
    ) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: bytes, integers: integers, allowsTrailingCommas: allowsTrailingCommas)
        parser.skipSpace()
        let value = try parser.value(shaped: shape)
        parser.skipSpace()
        guard parser.index == bytes.count else { throw parser.error("unexpected text after the value") }
        return value
    }

    init(bytes: UnsafeRawBufferPointer, integers: JSONValue.IntegerReading, allowsTrailingCommas: Bool = false) {
        self.bytes = bytes
        self.integers = integers
        self.allowsTrailingCommas = allowsTrailingCommas
    }

    @inlinable
    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// Moves past white space. The spaces that indent a line (a pretty-printed body's, after its
    /// line feed or a tab) are passed over eight at a time.
    @inlinable
    mutating func skipSpace() {
        // Most calls meet no white space at all (a key's colon, a value's comma).
        guard index < bytes.count, bytes[index] <= 0x20 else { return }
        skipSpaceRun()
    }

    @usableFromInline
    mutating func skipSpaceRun() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0D: index += 1
            case 0x0A, 0x09:
                index += 1
                skipIndentation()
            default: return
            }
        }
    }

    /// Moves past the spaces at the index, eight at a time while eight bytes are left.
    @usableFromInline
    mutating func skipIndentation() {
        while index + 8 <= bytes.count {
            let others = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)) ^ WordScan.spaces
            guard others == 0 else {
                index += others.trailingZeroBitCount / 8
                return
            }
            index += 8
        }
    }

    mutating func value() throws(JSONSyntaxError) -> JSONValue { try value(shaped: .whole) }

    /// The value at the index, to `shape`.
    mutating func value(shaped shape: JSONShape) throws(JSONSyntaxError) -> JSONValue {
        guard let byte = current else { throw error("unexpected end of the text") }
        switch byte {
        case UInt8(ascii: "{"): return try object(shaped: shape)
        case UInt8(ascii: "["):
            guard case .array(let item) = shape else { return try array(item: .whole) }
            return try array(item: item)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw error("unexpected character")
        }
    }

    @usableFromInline
    mutating func literal(_ word: StaticString) throws(JSONSyntaxError) {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { throw error("unexpected end of the text") }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] {
            throw error("unexpected character")
        }
        index += count
    }

    @usableFromInline
    mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        guard depth <= Self.maximumDepth else { throw error("nested deeper than \(Self.maximumDepth) levels") }
        index += 1
        skipSpace()
    }

    /// An object, the index on its opening brace, to `shape`: members left out are checked and
    /// passed over; keys sorted, each once.
    private mutating func object(shaped shape: JSONShape) throws(JSONSyntaxError) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = []
        var sorted = true
        try self.members { parser, key throws(JSONSyntaxError) in
            guard let memberShape = key.shape(in: shape) else {
                try parser.skipValue()
                return nil
            }
            let name = key.text
            let member = try parser.value(shaped: memberShape)
            if let last = members.last, !(last.key < name) {
                sorted = false
                if last.key == name { return parser.duplicate(name) }
            }
            members.append((name, member))
            return nil
        }
        guard !sorted else { return .object(members) }
        members.sort { $0.key < $1.key }
        for position in members.indices.dropFirst() where members[position - 1].key == members[position].key {
            throw duplicate(members[position].key)
        }
        return .object(members)
    }

    /// An array, the index on its opening bracket, each item to `item`.
    private mutating func array(item: JSONShape) throws(JSONSyntaxError) -> JSONValue {
        var items: [JSONValue] = []
        try self.items { parser, _ throws(JSONSyntaxError) in items.append(try parser.value(shaped: item)) }
        return .array(items)
    }

    /// Reads the members of the object at the index (its opening brace); the index ends past its
    /// closing one. `read` reads each member's value, the index on it, and returns an error met at
    /// the object itself (a key given twice), if any. An error met inside a member is given the
    /// member's key on its way out (`JSONSyntaxError.inside(key:)`): reading keeps no path. Every
    /// reader of objects goes through here: a tree's, a tape's, a skip.
    @inline(__always) @usableFromInline
    mutating func members(
        _ read: (inout JSONParser, MemberKey) throws(JSONSyntaxError) -> JSONSyntaxError?
    ) throws(JSONSyntaxError) {
        try enter()
        if current == UInt8(ascii: "}") { return leave() }
        while true {
            guard current == UInt8(ascii: "\"") else { throw error("expected a key in quotes") }
            let key = try memberKey()
            skipSpace()
            guard current == UInt8(ascii: ":") else { throw error("expected : after the key") }
            index += 1
            skipSpace()
            let atObject: JSONSyntaxError?
            do { atObject = try read(&self, key) } catch { throw error.inside(key: key.text) }
            if let atObject { throw atObject }
            if try isClosed(by: UInt8(ascii: "}"), after: "a member") { return }
        }
    }

    /// Reads the items of the array at the index (its opening bracket); the index ends past its
    /// closing one. `read` reads each item, the index on it, given its position. An error met at an
    /// item, or just after it, is given the item's position on its way out.
    @inline(__always) @usableFromInline
    mutating func items(_ read: (inout JSONParser, Int) throws(JSONSyntaxError) -> Void) throws(JSONSyntaxError) {
        try enter()
        if current == UInt8(ascii: "]") { return leave() }
        var position = 0
        while true {
            do throws(JSONSyntaxError) {
                try read(&self, position)
                if try isClosed(by: UInt8(ascii: "]"), after: "an item") { return }
            } catch {
                throw error.inside(index: position)
            }
            position += 1
        }
    }

    /// After a member or an item (`element`): whether the container ends here, `closing` then
    /// passed; false past the comma before the next one.
    @inline(__always) @usableFromInline
    mutating func isClosed(by closing: UInt8, after element: StaticString) throws(JSONSyntaxError) -> Bool {
        skipSpace()
        switch current {
        case UInt8(ascii: ","):
            index += 1
            skipSpace()
            guard allowsTrailingCommas, current == closing else { return false }
        case closing: break
        default: throw error("expected , or \(Character(Unicode.Scalar(closing))) after \(element)")
        }
        leave()
        return true
    }

    /// Moves past a container's closing.
    @usableFromInline
    mutating func leave() {
        index += 1
        depth -= 1
    }

    /// A member's key, the index on its opening quote: the text's own bytes when it has no escape
    /// or byte beyond ASCII (as nearly every key), else its text.
    @usableFromInline
    mutating func memberKey() throws(JSONSyntaxError) -> MemberKey {
        let end = LogCursorName.plainEnd(of: bytes, from: index + 1)
        guard end < bytes.count, bytes[end] == UInt8(ascii: "\"") else { return .text(try string()) }
        defer { index = end + 1 }
        return .plain(UnsafeRawBufferPointer(rebasing: bytes[(index + 1)..<end]))
    }

    private func duplicate(_ key: String) -> JSONSyntaxError {
        error("duplicate key \"\(JSONSyntaxError.quoted(key))\"")
    }

    /// An error at the index, its path given on the way out by the containers it was met in.
    @usableFromInline
    func error(_ reason: String) -> JSONSyntaxError {
        JSONSyntaxError(path: "", offset: index, reason: reason)
    }
}

/// A member's key as `JSONParser` reads it.
@usableFromInline
enum MemberKey {
    /// The key's own bytes in the text: no escape, nothing beyond ASCII.
    case plain(UnsafeRawBufferPointer)
    case text(String)

    var text: String {
        switch self {
        case .plain(let bytes): String(decoding: bytes, as: UTF8.self)
        case .text(let text): text
        }
    }

    /// The shape of the member in an object of `shape`; `nil` when the object leaves it out.
    func shape(in shape: JSONShape) -> JSONShape? {
        switch self {
        case .plain(let bytes): shape.member(bytes)
        case .text(let text): shape.member(text)
        }
    }
}

/// Where and why a text is not the JSON the log needs.
@usableFromInline
package struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The JSON path of the value being read, such as `action.browser` (empty at the root).
    package var path: String
    /// The byte offset in the text.
    package var offset: Int
    package var reason: String

    /// The same error, met inside the member `key` of an object.
    func inside(key: String) -> JSONSyntaxError {
        var outer = self
        outer.path = path.isEmpty ? key : path.first == "[" ? key + path : key + "." + path
        return outer
    }

    /// The same error, met at item `position` of an array.
    func inside(index position: Int) -> JSONSyntaxError {
        var outer = self
        outer.path = "[\(position)]" + (path.isEmpty || path.first == "[" ? path : "." + path)
        return outer
    }

    @usableFromInline
    package var description: String {
        path.isEmpty ? "at byte \(offset): \(reason)" : "\(path), at byte \(offset): \(reason)"
    }

    /// `text` as an error quotes it: whole up to 60 characters, otherwise its start and its size,
    /// so a line of megabytes never becomes a message of megabytes.
    static func quoted(_ text: String) -> String {
        guard text.count > 60 else { return text }
        return "\(text.prefix(40))… (\(text.utf8.count) bytes)"
    }
}
