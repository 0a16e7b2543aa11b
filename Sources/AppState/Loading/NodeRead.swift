import ActionLog
import Foundation

/// Why a wire model could not be read from the byte parser's tape (`JSONNode`).
///
/// A part of a document that may be malformed (`Attempt`, `Lenient`) keeps its failure in state,
/// named as `JSONDecoder` names it. The tape names a failure only where that naming is certain (a
/// member missing, a value of another JSON type than the one expected); anything else is
/// `unnamed`, and `JSONDecoder` decodes the whole document and names it.
enum NodeReadFailure: Error {
    /// The words of `DecodeFailure.init(_:)` for `JSONDecoder`'s error, and the path to the value
    /// from the value being read.
    case named(path: [NodeKey], reason: String)
    /// A failure whose naming the tape does not reproduce.
    case unnamed

    /// The same failure, met below `key`.
    func below(_ key: NodeKey) -> NodeReadFailure {
        guard case .named(let path, let reason) = self else { return self }
        return .named(path: [key] + path, reason: reason)
    }

    /// A value of another JSON type than `expected` (`String`, `Dictionary<String, Any>`); a
    /// `null` is left to `JSONDecoder`.
    static func mismatch(_ value: JSONNode, expected: String) -> NodeReadFailure {
        value.isNull ? .unnamed : .named(path: [], reason: "expected \(expected)")
    }
}

/// A member name or an array index in a failure's path, rendered by `DecodeFailure.path(_:)`.
struct NodeKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init(_ key: String) { (stringValue, intValue) = (key, nil) }
    init(_ key: StaticString) { self.init(key.description) }
    init(_ index: Int) { (stringValue, intValue) = ("Index \(index)", index) }
    init?(stringValue: String) { self.init(stringValue) }
    init?(intValue: Int) { self.init(intValue) }
}

/// An object's members, read as `JSONDecoder`'s keyed container reads them.
struct NodeObject {
    private let value: JSONNode

    /// The members of `value`, which must be an object.
    init(_ value: JSONNode) throws(NodeReadFailure) {
        guard value.isObject else { throw .mismatch(value, expected: "Dictionary<String, Any>") }
        self.value = value
    }

    /// The member `key` read by `read`; it must be there (`decode`).
    func required<T>(_ key: StaticString, _ read: (JSONNode) throws(NodeReadFailure) -> T) throws(NodeReadFailure) -> T {
        guard let member = value[key] else { throw .named(path: [NodeKey(key)], reason: "missing") }
        do { return try read(member) } catch { throw error.below(NodeKey(key)) }
    }

    /// The member `key` read by `read`, `nil` when it is absent or `null` (`decodeIfPresent`).
    func optional<T>(_ key: StaticString, _ read: (JSONNode) throws(NodeReadFailure) -> T) throws(NodeReadFailure) -> T? {
        guard let member = value[key], !member.isNull else { return nil }
        do { return try read(member) } catch { throw error.below(NodeKey(key)) }
    }

    /// The member `key` read leniently, `nil` when it is absent or `null`: its failure, named at
    /// `path` (the object's path from the document's root, made only for a failure) and the key,
    /// is kept.
    func lenient<T>(
        _ key: StaticString, at path: @autoclosure () -> [NodeKey], _ read: (JSONNode) throws(NodeReadFailure) -> T
    ) throws(NodeReadFailure) -> Lenient<T>? {
        guard let member = value[key], !member.isNull else { return nil }
        return Lenient(try Attempt(node: member, at: path() + [NodeKey(key)], read))
    }
}

/// Reads of the values a wire model holds, as `JSONDecoder` decodes them.
enum NodeRead {
    static func string(_ value: JSONNode) throws(NodeReadFailure) -> String {
        guard let text = value.stringValue else { throw .mismatch(value, expected: "String") }
        return text
    }

    /// An integer spelled with digits alone; any other number is left to `JSONDecoder`.
    static func integer(_ value: JSONNode) throws(NodeReadFailure) -> Int {
        if let integer = value.intValue { return integer }
        if value.isDouble { throw .unnamed }
        throw .mismatch(value, expected: "Int")
    }

    static func number(_ value: JSONNode) throws(NodeReadFailure) -> Double {
        guard let number = value.doubleValue else { throw .mismatch(value, expected: "Double") }
        return number
    }

    /// An address, kept as text; text that is not one is left to `JSONDecoder`.
    static func address(_ value: JSONNode) throws(NodeReadFailure) -> AddressText {
        guard let text = value.stringValue, let address = AddressText(text) else { throw .unnamed }
        return address
    }

    /// An array, each item read by `read`.
    static func list<T>(_ value: JSONNode, _ read: (JSONNode) throws(NodeReadFailure) -> T) throws(NodeReadFailure) -> [T] {
        guard let items = value.items else { throw .mismatch(value, expected: "Array<Any>") }
        var list: [T] = []
        list.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            do { list.append(try read(item)) } catch { throw error.below(NodeKey(index)) }
        }
        return list
    }
}
