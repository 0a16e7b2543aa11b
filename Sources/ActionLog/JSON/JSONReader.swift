import Foundation

/// A JSON document read in one pass straight into a wire model: each member's value read where it
/// stands, by the model's own code, with no tape in between and no member looked up by name.
///
/// It takes the documents a model expects and refuses the rest with an error whose only use is to
/// say so: a model read this way falls back to its tape (`JSONNode`), and that to `JSONDecoder`,
/// which names what is wrong. So a model's `init(jsonReader:)` must give, for every document it
/// takes, the value its other routes give: members it does not know are checked and passed over
/// (`skipValue()`, as `JSONDecoder` passes them over); a member it knows given twice, a key with
/// escapes, a value of another kind than expected are refused. The document is checked as strictly as a tree's
/// parse checks it (`JSONParser`).
package struct JSONReader {
    @usableFromInline var parser: JSONParser

    /// Reads the whole of `data` with `read`: one value with only white space around it; `nil`
    /// when `read` refuses it or anything follows it.
    package static func read<T>(
        _ data: Data, allowsTrailingCommas: Bool = false, _ read: (inout JSONReader) throws(JSONSyntaxError) -> T
    ) -> T? {
        data.withUnsafeBytes { bytes in
            var reader = JSONReader(parser: JSONParser(bytes: bytes, integers: .bySpelling, allowsTrailingCommas: allowsTrailingCommas))
            reader.parser.skipSpace()
            guard let value = try? read(&reader) else { return nil }
            reader.parser.skipSpace()
            return reader.parser.index == bytes.count ? value : nil
        }
    }

    /// The error that refuses the document here.
    @inlinable
    package func refusal() -> JSONSyntaxError { parser.error("not a document this reader takes") }

    /// Where a reader is in the object or array it reads element by element (`nextMember(_:)`,
    /// `nextItem(_:)`): on its opening, or past an element.
    package enum Position {
        case opening, pastElement
    }

    /// The key of the next member of the object here, the reader then on its value; `nil` past the
    /// object's end. Start with `position` at `.opening`, the reader on the opening brace; call again
    /// once the value is read, or passed over (`skipValue()`) when its key is not known:
    ///
    ///     var position = JSONReader.Position.opening
    ///     while let key = try reader.nextMember(&position) { ... }
    ///
    /// A loop and not a closure per member: the fields a model gathers stay plain local values,
    /// where a closure's captures were boxed and copied through their types' metadata.
    @inlinable
    package mutating func nextMember(_ position: inout Position) throws(JSONSyntaxError) -> LogCursorName? {
        guard try hasElement(&position, opening: UInt8(ascii: "{"), closing: UInt8(ascii: "}"), after: "a member") else { return nil }
        guard parser.current == UInt8(ascii: "\""), case .plain(let name) = try parser.memberKey() else { throw refusal() }
        parser.skipSpace()
        guard parser.current == UInt8(ascii: ":") else { throw refusal() }
        parser.index += 1
        parser.skipSpace()
        return LogCursorName(bytes: name)
    }

    /// Whether the array here has another item, the reader then on it. Start with `position` at
    /// `.opening`, the reader on the opening bracket; call again once the item is read.
    @inlinable
    package mutating func nextItem(_ position: inout Position) throws(JSONSyntaxError) -> Bool {
        try hasElement(&position, opening: UInt8(ascii: "["), closing: UInt8(ascii: "]"), after: "an item")
    }

    /// Whether the container `opening` and `closing` enclose has another element, the reader then
    /// on it: from its opening (`.opening`), or past the element before (`.pastElement`). Always inlined: each loop of a model reads
    /// through it.
    @inlinable @inline(__always)
    mutating func hasElement(
        _ position: inout Position, opening: UInt8, closing: UInt8, after element: StaticString
    ) throws(JSONSyntaxError) -> Bool {
        switch position {
        case .opening:
            guard parser.current == opening else { throw refusal() }
            try parser.enter()
            if parser.current == closing {
                parser.leave()
                return false
            }
            position = .pastElement
            return true
        case .pastElement:
            return try !parser.isClosed(by: closing, after: element)
        }
    }

    /// Checks the value here and passes over it: the value of a member a model does not know.
    @inlinable
    package mutating func skipValue() throws(JSONSyntaxError) { try parser.skipValue() }

    /// The strings of the array here.
    @inlinable
    package mutating func strings() throws(JSONSyntaxError) -> [String] {
        var items: [String] = []
        var position = Position.opening
        while try nextItem(&position) { items.append(try string()) }
        return items
    }

    /// Whether the value here is `null`, passed over when it is.
    @inlinable
    package mutating func null() throws(JSONSyntaxError) -> Bool {
        guard parser.current == UInt8(ascii: "n") else { return false }
        try parser.literal("null")
        return true
    }

    /// The string here.
    @inlinable
    package mutating func string() throws(JSONSyntaxError) -> String {
        guard parser.current == UInt8(ascii: "\"") else { throw refusal() }
        return try parser.string()
    }

    /// The string here, or `nil` for `null` (as `decodeIfPresent` reads a member given).
    @inlinable
    package mutating func optionalString() throws(JSONSyntaxError) -> String? {
        try null() ? nil : try string()
    }

    /// The truth value here.
    @inlinable
    package mutating func bool() throws(JSONSyntaxError) -> Bool {
        switch parser.current {
        case UInt8(ascii: "t"): try parser.literal("true"); return true
        case UInt8(ascii: "f"): try parser.literal("false"); return false
        default: throw refusal()
        }
    }

    /// The number here, as `JSONDecoder` reads a `Double`.
    @inlinable
    package mutating func double() throws(JSONSyntaxError) -> Double {
        guard isAtNumber else { throw refusal() }
        switch try parser.number() {
        case .int(let value): return Double(value)
        case .double(let value): return value
        default: throw refusal()
        }
    }

    /// The integer here, spelled with digits alone; `nil` for any other number, which is read past.
    @inlinable
    package mutating func integer() throws(JSONSyntaxError) -> Int? {
        guard isAtNumber else { throw refusal() }
        guard case .int(let value) = try parser.number() else { return nil }
        return Int(exactly: value)
    }

    /// Whether a number starts here.
    @inlinable
    var isAtNumber: Bool {
        guard let first = parser.current else { return false }
        return first == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first)
    }

    /// The number here, or `nil` for `null`.
    @inlinable
    package mutating func optionalDouble() throws(JSONSyntaxError) -> Double? {
        try null() ? nil : try double()
    }

    /// Refuses a member whose value was read already: a member given twice, which the tape
    /// refuses too.
    @inlinable
    package func first(_ isFirst: Bool) throws(JSONSyntaxError) {
        guard isFirst else { throw refusal() }
    }

    /// Reads the string here into `field`, unless it is set already.
    @inlinable
    package mutating func string(into field: inout String?) throws(JSONSyntaxError) {
        try first(field == nil)
        field = try string()
    }

    /// Reads the integer here into `field`, unless it is set already; any other number is refused.
    @inlinable
    package mutating func integer(into field: inout Int?) throws(JSONSyntaxError) {
        try first(field == nil)
        guard let value = try integer() else { throw refusal() }
        field = value
    }

    /// Reads the truth value here into `field`, unless it is set already.
    @inlinable
    package mutating func bool(into field: inout Bool?) throws(JSONSyntaxError) {
        try first(field == nil)
        field = try bool()
    }

    /// Reads the string or `null` here into `field`, unless it is set already.
    @inlinable
    package mutating func optionalString(into field: inout String??) throws(JSONSyntaxError) {
        try first(field == nil)
        field = .some(try optionalString())
    }

    /// Reads the number or `null` here into `field`, unless it is set already.
    @inlinable
    package mutating func optionalDouble(into field: inout Double??) throws(JSONSyntaxError) {
        try first(field == nil)
        field = .some(try optionalDouble())
    }
}
