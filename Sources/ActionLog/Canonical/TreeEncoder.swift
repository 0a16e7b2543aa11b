import Foundation

/// Encodes an `Encodable` value straight into a `JSONValue` tree: the same tree that `JSONEncoder`
/// followed by a parse gives (its default strategies: `Data` as base64, `URL` as its absolute
/// string, `Date` as its own encoding, non-finite numbers refused, a number with an exact integer
/// value an integer), without writing and reading text in between. `codingPath` is not tracked.
struct TreeEncoder: Encoder {
    let box: TreeBox
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    static func tree<T: Encodable>(of value: T, memo: TreeMemo? = nil) throws -> JSONValue {
        // A value that writes its canonical JSON itself builds its tree the same way, several
        // times faster than `Codable`'s containers; a memo's reuse of long arrays is worth more.
        if memo == nil, let tree = CanonicalOutput.tree(of: value) { return tree }
        let node = try node(of: value, memo: memo)
        if case .box(let box) = node, case .empty = box.content {
            throw EncodingError.invalidValue(value, .init(codingPath: [], debugDescription: "\(T.self) did not encode any values."))
        }
        return node.tree
    }

    /// The node of one value, special types first; an array `memo` holds the tree of is not
    /// encoded again.
    static func node<T: Encodable>(of value: T, memo: TreeMemo?) throws -> TreeNode {
        if let memo, let array = value as? any StorageIdentified, let identity = memo.identity(of: array) {
            if let tree = memo.tree(at: identity) { return .leaf(tree) }
            let tree: JSONValue
            if let elements = value as? any ElementwiseEncodable {
                tree = .array(try elements.elementTrees(memo: memo))
            } else {
                let box = TreeBox(memo: memo)
                try value.encode(to: TreeEncoder(box: box))
                tree = box.tree
            }
            memo.keep(tree, of: array, at: identity)
            return .leaf(tree)
        }
        // The special types are told by their metatypes first: a dynamic cast for each of them on
        // every value encoded was most of the cost of encoding a state.
        let type = ObjectIdentifier(T.self)
        if type == ObjectIdentifier(Data.self), let data = value as? Data { return .leaf(.string(data.base64EncodedString())) }
        if type == ObjectIdentifier(URL.self), let url = value as? URL { return .leaf(.string(url.absoluteString)) }
        if type == ObjectIdentifier(Decimal.self), let decimal = value as? Decimal {
            return .leaf(try JSONValue(parsing: Data(decimal.description.utf8)))
        }
        let box = TreeBox(memo: memo)
        try value.encode(to: TreeEncoder(box: box))
        return .box(box)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .empty = box.content { box.content = .object([]) }
        return KeyedEncodingContainer(KeyedTreeContainer<Key>(box: box))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .empty = box.content { box.content = .array([]) }
        return UnkeyedTreeContainer(box: box)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { SingleTreeContainer(box: box) }
}

/// A value being encoded: a leaf already known, or a box its containers fill.
enum TreeNode {
    case leaf(JSONValue)
    case box(TreeBox)

    var tree: JSONValue {
        switch self {
        case .leaf(let value): value
        case .box(let box): box.tree
        }
    }
}

/// What one value's containers wrote.
final class TreeBox {
    enum Content {
        case empty
        case value(JSONValue)
        case object([(key: String, node: TreeNode)])
        case array([TreeNode])
    }

    /// Unchecked: only this file's containers touch it, one call at a time, and a dynamic
    /// exclusivity check on each of its many reads and writes cost more than the encoding.
    @exclusivity(unchecked) var content = Content.empty
    /// The trees of arrays encoded before, shared by every box of one encoding.
    let memo: TreeMemo?

    init(memo: TreeMemo?) { self.memo = memo }

    /// The tree, object keys sorted; a key written twice keeps its last value, as in `JSONEncoder`.
    var tree: JSONValue {
        switch content {
        case .empty: return .object([])
        case .value(let value): return value
        case .array(let items): return .array(items.map(\.tree))
        case .object(let members) where zip(members, members.dropFirst()).allSatisfy({ $0.key < $1.key }):
            // Written in key order already (and so each key once): nothing to sort.
            return .object(members.map { ($0.key, $0.node.tree) })
        case .object(let members):
            var sorted = members.enumerated().sorted { $0.element.key < $1.element.key || ($0.element.key == $1.element.key && $0.offset < $1.offset) }
            sorted.indices.dropFirst().reversed().forEach { index in
                if sorted[index - 1].element.key == sorted[index].element.key { sorted.remove(at: index - 1) }
            }
            return .object(sorted.map { ($0.element.key, $0.element.node.tree) })
        }
    }

    func append(_ key: String, _ node: TreeNode) {
        guard case .object(var members) = content else { return }
        content = .empty
        members.append((key, node))
        content = .object(members)
    }

    func append(_ node: TreeNode) {
        guard case .array(var items) = content else { return }
        content = .empty
        items.append(node)
        content = .array(items)
    }
}

/// The leaves of JSON's own types, as `JSONEncoder` writes them and a parse reads them back.
enum TreeLeaf {
    static func int<T: BinaryInteger>(_ value: T) -> JSONValue {
        if let exact = Int64(exactly: value) { return .int(exact) }
        return .double(Double(value))
    }

    static func double(_ value: Double) throws -> JSONValue {
        guard value.isFinite else {
            throw EncodingError.invalidValue(value, .init(codingPath: [], debugDescription: "Unable to encode \(value) directly in JSON."))
        }
        if let exact = Int64(exactly: value) { return .int(exact) }
        return .double(value)
    }

    static func float(_ value: Float) throws -> JSONValue {
        guard value.isFinite else { return try double(Double(value)) }
        return try double(Double(value.description) ?? Double(value))
    }
}
