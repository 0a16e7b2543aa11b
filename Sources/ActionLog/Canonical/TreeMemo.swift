/// The trees of the long arrays one encoding met, for the next encoding of a value that shares
/// most of them, such as a store's next state: an array whose storage is the very storage met last
/// time gives its tree again without being encoded. A long array of equatable elements that is new
/// (one slot of a thousand changed, a list built again) is compared with the last one of its type,
/// element by element, and only the elements that differ are encoded.
///
/// That is sound because the memo keeps each array it holds a tree of: its storage can then be
/// neither freed (and its address reused) nor changed in place (a change copies it to new
/// storage first), so the same address and count mean the same elements. What a driver spends
/// encoding the state after an input is then about the arrays the input replaced, not the state.
/// (A state's arrays are made in Swift and own their storage; an array bridged lazily from
/// Objective-C would not, and a memo must not be used on such values.)
package final class TreeMemo {
    private struct Entry {
        /// The array itself, which keeps its storage alive and unchanged.
        var array: Any
        var tree: JSONValue
        var generation: Int
    }

    private var entries: [StorageIdentity: Entry] = [:]
    /// The last long array of each element type met, with its elements' trees.
    private var lastOfType: [ObjectIdentifier: (array: Any, elements: [JSONValue], generation: Int)] = [:]
    private var generation = 0

    /// Arrays shorter than this are encoded each time: keeping them costs more than it saves.
    static let minimumCount = 16

    package init() {}

    /// The tree of `value`, as `JSONValue(encoding:)` gives it; the arrays the encoding did not
    /// meet are forgotten.
    package func tree<T: Encodable>(of value: T) throws -> JSONValue {
        generation += 1
        defer {
            entries = entries.filter { $0.value.generation == generation }
            lastOfType = lastOfType.filter { $0.value.generation == generation }
        }
        return try TreeEncoder.tree(of: value, memo: self)
    }

    func identity(of array: any StorageIdentified) -> StorageIdentity? {
        array.storageIdentity.flatMap { $0.count >= Self.minimumCount ? $0 : nil }
    }

    func tree(at identity: StorageIdentity) -> JSONValue? {
        guard var entry = entries[identity] else { return nil }
        entry.generation = generation
        entries[identity] = entry
        return entry.tree
    }

    func keep(_ tree: JSONValue, of array: any StorageIdentified, at identity: StorageIdentity) {
        entries[identity] = Entry(array: array, tree: tree, generation: generation)
    }

    /// The trees of `array`'s elements: an element equal to the one at its index in the last long
    /// array of its type gives that one's tree again (the state's types encode equal values the
    /// same way: their `==` compares what they encode).
    func elementTrees<Element: Equatable & Encodable>(of array: [Element]) throws -> [JSONValue] {
        let type = ObjectIdentifier(Element.self)
        let entry = lastOfType[type]
        let previous = entry?.array as? [Element] ?? [], previousTrees = entry?.elements ?? []
        var trees: [JSONValue] = []
        trees.reserveCapacity(array.count)
        for (index, element) in array.enumerated() {
            if index < previous.count, previous[index] == element {
                trees.append(previousTrees[index])
            } else {
                trees.append(try TreeEncoder.node(of: element, memo: self).tree)
            }
        }
        lastOfType[type] = (array, trees, generation)
        return trees
    }
}

/// An array whose elements can be compared, so a memo encodes only those that changed.
protocol ElementwiseEncodable {
    func elementTrees(memo: TreeMemo) throws -> [JSONValue]
}

extension Array: ElementwiseEncodable where Element: Equatable & Encodable {
    func elementTrees(memo: TreeMemo) throws -> [JSONValue] { try memo.elementTrees(of: self) }
}

/// Where an array's elements are stored, and how many there are.
struct StorageIdentity: Hashable {
    var address: UInt
    var count: Int
}

protocol StorageIdentified {
    /// `nil` when there are no elements to store.
    var storageIdentity: StorageIdentity? { get }
}

extension Array: StorageIdentified {
    var storageIdentity: StorageIdentity? {
        withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { StorageIdentity(address: UInt(bitPattern: $0), count: buffer.count) }
        }
    }
}
