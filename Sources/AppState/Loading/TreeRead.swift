import ActionLog
import Foundation

/// Why a wire model could not be read from the byte parser's tree (`JSONValue`).
///
/// A part of a document that may be malformed (`Attempt`, `Lenient`) keeps its failure in state,
/// named as `JSONDecoder` names it. The tree names a failure only where that naming is certain (a
/// member missing, a value of another JSON type than the one expected); anything else is
/// `unnamed`, and `JSONDecoder` decodes the whole document and names it.
enum TreeReadFailure: Error {
    /// The words of `DecodeFailure.init(_:)` for `JSONDecoder`'s error, and the path to the value
    /// from the value being read.
    case named(path: [TreeKey], reason: String)
    /// A failure whose naming the tree does not reproduce.
    case unnamed

    /// The same failure, met below `key`.
    func below(_ key: TreeKey) -> TreeReadFailure {
        guard case .named(let path, let reason) = self else { return self }
        return .named(path: [key] + path, reason: reason)
    }

    /// A value of another JSON type than `expected` (`String`, `Dictionary<String, Any>`); a
    /// `null` is left to `JSONDecoder`.
    static func mismatch(_ value: JSONValue, expected: String) -> TreeReadFailure {
        value == .null ? .unnamed : .named(path: [], reason: "expected \(expected)")
    }
}

/// A member name or an array index in a failure's path, rendered by `DecodeFailure.path(_:)`.
struct TreeKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init(_ key: String) { (stringValue, intValue) = (key, nil) }
    init(_ index: Int) { (stringValue, intValue) = ("Index \(index)", index) }
    init?(stringValue: String) { self.init(stringValue) }
    init?(intValue: Int) { self.init(intValue) }
}

/// An object's members, read as `JSONDecoder`'s keyed container reads them.
struct TreeObject {
    private let value: JSONValue

    /// The members of `value`, which must be an object.
    init(_ value: JSONValue) throws(TreeReadFailure) {
        guard case .object = value else { throw .mismatch(value, expected: "Dictionary<String, Any>") }
        self.value = value
    }

    /// The member `key` read by `read`; it must be there (`decode`).
    func required<T>(_ key: String, _ read: (JSONValue) throws(TreeReadFailure) -> T) throws(TreeReadFailure) -> T {
        guard let member = value[key] else { throw .named(path: [TreeKey(key)], reason: "missing") }
        do { return try read(member) } catch { throw error.below(TreeKey(key)) }
    }

    /// The member `key` read by `read`, `nil` when it is absent or `null` (`decodeIfPresent`).
    func optional<T>(_ key: String, _ read: (JSONValue) throws(TreeReadFailure) -> T) throws(TreeReadFailure) -> T? {
        guard let member = value[key], member != .null else { return nil }
        do { return try read(member) } catch { throw error.below(TreeKey(key)) }
    }

    /// The member `key` read leniently, `nil` when it is absent or `null`: its failure, named at
    /// `path` (the object's path from the document's root) and the key, is kept.
    func lenient<T>(
        _ key: String, at path: [TreeKey], _ read: (JSONValue) throws(TreeReadFailure) -> T
    ) throws(TreeReadFailure) -> Lenient<T>? {
        guard let member = value[key], member != .null else { return nil }
        return Lenient(try Attempt(tree: member, at: path + [TreeKey(key)], read))
    }
}

/// Reads of the values a wire model holds, as `JSONDecoder` decodes them.
enum TreeRead {
    static func string(_ value: JSONValue) throws(TreeReadFailure) -> String {
        guard case .string(let text) = value else { throw .mismatch(value, expected: "String") }
        return text
    }

    /// An integer spelled with digits alone; any other number is left to `JSONDecoder`.
    static func integer(_ value: JSONValue) throws(TreeReadFailure) -> Int {
        switch value {
        case .int(let number): guard let integer = Int(exactly: number) else { throw .unnamed }; return integer
        case .double: throw .unnamed
        default: throw .mismatch(value, expected: "Int")
        }
    }

    static func number(_ value: JSONValue) throws(TreeReadFailure) -> Double {
        guard let number = value.doubleValue else { throw .mismatch(value, expected: "Double") }
        return number
    }

    /// An address; text that is not one is left to `JSONDecoder`.
    static func url(_ value: JSONValue) throws(TreeReadFailure) -> URL {
        guard case .string(let text) = value, let url = URL(string: text) else { throw .unnamed }
        return url
    }

    /// An array, each item read by `read`.
    static func list<T>(_ value: JSONValue, _ read: (JSONValue) throws(TreeReadFailure) -> T) throws(TreeReadFailure) -> [T] {
        guard case .array(let items) = value else { throw .mismatch(value, expected: "Array<Any>") }
        var list: [T] = []
        list.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            do { list.append(try read(item)) } catch { throw error.below(TreeKey(index)) }
        }
        return list
    }
}
