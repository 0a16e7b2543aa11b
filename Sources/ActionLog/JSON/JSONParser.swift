/// A strict JSON parser over bytes (RFC 8259), the log's hot path: no Foundation, one pass, and
/// the same tree as the reference route through `JSONDecoder` (`JSONValue(referenceParsing:)`),
/// object keys sorted. Stricter than it: a duplicate key is refused, and every error names the
/// JSON path where it was met.
@usableFromInline
struct JSONParser {
    @usableFromInline let bytes: UnsafeRawBufferPointer
    @usableFromInline var index = 0
    var depth = 0
    /// The keys and indices from the root to the value being read, for errors.
    private var path: [PathPart] = []

    private enum PathPart {
        case key(String)
        case index(Int)
    }
    static let maximumDepth = 512
    /// The longest number read, in characters: far more than any value of a log needs.
    static let longestNumber = 1_000

    /// Which numbers are read as `.int`.
    let integers: JSONValue.IntegerReading
    /// Whether a comma may follow an object's last member or an array's last item (as JSON5 allows).
    let allowsTrailingCommas: Bool

    /// The tree of the whole of `bytes`: one value, with only white space around it.
    /// The tree of the whole of `bytes` to `shape` (`JSONShape`).
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

    @inlinable
    mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
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

    mutating func literal(_ word: StaticString) throws(JSONSyntaxError) {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { throw error("unexpected end of the text") }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] {
            throw error("unexpected character")
        }
        index += count
    }

    mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        guard depth <= Self.maximumDepth else { throw error("nested deeper than \(Self.maximumDepth) levels") }
        index += 1
        skipSpace()
    }

    private mutating func object(shaped shape: JSONShape) throws(JSONSyntaxError) -> JSONValue {
        try enter()
        var members: [(key: String, value: JSONValue)] = []
        var sorted = true
        if current == UInt8(ascii: "}") { return try close(&members, sorted: sorted) }
        while true {
            guard current == UInt8(ascii: "\"") else { throw error("expected a key in quotes") }
            let key = try string()
            skipSpace()
            guard current == UInt8(ascii: ":") else { throw error("expected : after the key") }
            index += 1
            skipSpace()
            path.append(.key(key))
            if let memberShape = shape.member(key) {
                let member = try value(shaped: memberShape)
                path.removeLast()
                if let last = members.last, !(last.key < key) {
                    sorted = false
                    if last.key == key { throw duplicate(key) }
                }
                members.append((key, member))
            } else {
                try skipValue()
                path.removeLast()
            }
            skipSpace()
            switch current {
            case UInt8(ascii: ","):
                index += 1
                skipSpace()
                if allowsTrailingCommas, current == UInt8(ascii: "}") { return try close(&members, sorted: sorted) }
            case UInt8(ascii: "}"): return try close(&members, sorted: sorted)
            default: throw error("expected , or } after a member")
            }
        }
    }

    /// The object of `members`, the index on its closing brace: keys sorted, each once.
    private mutating func close(
        _ members: inout [(key: String, value: JSONValue)], sorted: Bool
    ) throws(JSONSyntaxError) -> JSONValue {
        index += 1
        depth -= 1
        guard !sorted else { return .object(members) }
        members.sort { $0.key < $1.key }
        for position in members.indices.dropFirst() where members[position - 1].key == members[position].key {
            throw duplicate(members[position].key)
        }
        return .object(members)
    }

    private mutating func array(item: JSONShape) throws(JSONSyntaxError) -> JSONValue {
        try enter()
        var items: [JSONValue] = []
        if current == UInt8(ascii: "]") { return close(items) }
        path.append(.index(0))
        while true {
            path[path.count - 1] = .index(items.count)
            items.append(try value(shaped: item))
            skipSpace()
            switch current {
            case UInt8(ascii: ","):
                index += 1
                skipSpace()
                if allowsTrailingCommas, current == UInt8(ascii: "]") {
                    path.removeLast()
                    return close(items)
                }
            case UInt8(ascii: "]"):
                path.removeLast()
                return close(items)
            default: throw error("expected , or ] after an item")
            }
        }
    }

    /// The array of `items`, the index on its closing bracket.
    private mutating func close(_ items: [JSONValue]) -> JSONValue {
        index += 1
        depth -= 1
        return .array(items)
    }

    private func duplicate(_ key: String) -> JSONSyntaxError {
        JSONSyntaxError(path: Self.text(of: path), offset: index, reason: "duplicate key \"\(JSONSyntaxError.quoted(key))\"")
    }

    func error(_ reason: String) -> JSONSyntaxError {
        JSONSyntaxError(path: Self.text(of: path), offset: index, reason: reason)
    }

    private static func text(of path: [PathPart]) -> String {
        path.reduce("") { text, part in
            switch part {
            case .index(let index): text + "[\(index)]"
            case .key(let key): text.isEmpty ? key : text + "." + key
            }
        }
    }
}

/// Where and why a text is not the JSON the log needs.
package struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The JSON path of the value being read, such as `action.browser` (empty at the root).
    package var path: String
    /// The byte offset in the text.
    package var offset: Int
    package var reason: String

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
