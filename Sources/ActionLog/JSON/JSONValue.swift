import Foundation

/// A JSON document as a tree, for printing states and diffing them. Object keys stay sorted.
public enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case int(Int64)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    /// The tree of any encodable value, through its canonical JSON.
    public init<T: Encodable>(encoding value: T) throws {
        self = try TreeEncoder.tree(of: value)
    }

    /// Parses JSON text with the log's own byte parser: strict, duplicate keys refused; a comma
    /// after the last member or item only when `allowsTrailingCommas` (as JSON5 allows).
    package init(parsing data: Data, integers: IntegerReading = .byValue, allowsTrailingCommas: Bool = false) throws(JSONSyntaxError) {
        try self.init(parsing: data, shape: .whole, integers: integers, allowsTrailingCommas: allowsTrailingCommas)
    }

    /// Parses JSON text to `shape`: checked whole, with only the parts the shape names built
    /// (`JSONShape`).
    package init(
        parsing data: Data, shape: JSONShape, integers: IntegerReading = .byValue, allowsTrailingCommas: Bool = false
    ) throws(JSONSyntaxError) {
        self = try data.withUnsafeBytes { bytes in
            Result { () throws(JSONSyntaxError) in
                try JSONParser.parse(bytes, shape: shape, integers: integers, allowsTrailingCommas: allowsTrailingCommas)
            }
        }.get()
    }

    /// Parses JSON text in place.
    package init(parsing bytes: UnsafeRawBufferPointer, integers: IntegerReading = .byValue) throws(JSONSyntaxError) {
        self = try JSONParser.parse(bytes, integers: integers)
    }

    /// Parses JSON text through Foundation's `JSONDecoder`: the slow reference that the byte
    /// parser is tested against.
    package init(referenceParsing data: Data) throws {
        self = try JSONDecoder().decode(JSONValue.self, from: data)
    }

    /// Whether the two values are the same.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.int(let a), .int(let b)): a == b
        case (.double(let a), .double(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)):
            // Members in the same storage (a tree given again by a `TreeMemo`) are equal at once.
            a.count == b.count
                && (a.withUnsafeBufferPointer { $0.baseAddress } == b.withUnsafeBufferPointer { $0.baseAddress }
                    || zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value })
        default: false
        }
    }

    /// The value under `key`, when this is an object that has it.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The value in one line of Swift-like text. Objects shaped like encoded enum cases read as
    /// calls: `{"pushed":{"_0":{"item":{"_0":"a"}}}}` reads `pushed(item("a"))`.
    package var inlineText: String {
        if case .object(let members) = self, members.count == 1,
            case .object(let arguments) = members[0].value
        {
            let name = members[0].key
            if arguments.isEmpty { return name }
            let list = arguments.map { argument in
                argument.key.hasPrefix("_") ? argument.value.inlineText : "\(argument.key): \(argument.value.inlineText)"
            }
            return "\(name)(\(list.joined(separator: ", ")))"
        }
        return plainText
    }

    private var plainText: String {
        switch self {
        case .null: "null"
        case .bool(let value): String(value)
        case .int(let value): String(value)
        case .double(let value): String(value)
        case .string(let value): Self.quoted(value)
        case .array(let items):
            "[" + items.map(\.inlineText).joined(separator: ", ") + "]"
        case .object(let members):
            "{" + members.map { "\($0.key): \($0.value.inlineText)" }.joined(separator: ", ") + "}"
        }
    }

    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}

extension JSONValue: Decodable {
    /// Decodes the value from its JSON form.
    public init(from decoder: any Decoder) throws {
        if var list = try? decoder.unkeyedContainer() {
            var items: [JSONValue] = []
            while !list.isAtEnd { items.append(try list.decode(JSONValue.self)) }
            self = .array(items)
            return
        }
        if let keyed = try? decoder.container(keyedBy: AnyKey.self) {
            self = .object(
                try keyed.allKeys.map(\.stringValue).sorted().map { key in
                    (key, try keyed.decode(JSONValue.self, forKey: AnyKey(stringValue: key)))
                })
            return
        }
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            self = .null
        } else if let value = try? single.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? single.decode(Int64.self) {
            self = .int(value)
        } else if let value = try? single.decode(Double.self) {
            self = .double(value)
        } else {
            self = .string(try single.decode(String.self))
        }
    }
}

extension JSONValue: Encodable {
    /// Encodes the value in its JSON form.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var single = encoder.singleValueContainer()
            try single.encodeNil()
        case .bool(let value):
            var single = encoder.singleValueContainer()
            try single.encode(value)
        case .int(let value):
            var single = encoder.singleValueContainer()
            try single.encode(value)
        case .double(let value):
            var single = encoder.singleValueContainer()
            try single.encode(value)
        case .string(let value):
            var single = encoder.singleValueContainer()
            try single.encode(value)
        case .array(let items):
            var list = encoder.unkeyedContainer()
            for item in items { try list.encode(item) }
        case .object(let members):
            var keyed = encoder.container(keyedBy: AnyKey.self)
            for member in members { try keyed.encode(member.value, forKey: AnyKey(stringValue: member.key)) }
        }
    }
}

/// A coding key for any string, used to walk JSON objects whose keys are not known in advance.
struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { return nil }
}
