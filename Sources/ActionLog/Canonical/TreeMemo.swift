import Foundation

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
    /// same way: their `==` compares what they encode). Runs of elements whose bytes are the very
    /// bytes of the last array's are taken at once, without copying or comparing them one by one:
    /// this code is generic at run time, where each copy and `==` goes through the type's
    /// witnesses, thousands of instructions an element of a screen's row.
    func elementTrees<Element: Equatable & Encodable>(of array: [Element]) throws -> [JSONValue] {
        let type = ObjectIdentifier(Element.self)
        let entry = lastOfType[type]
        let previous = entry?.array as? [Element] ?? [], previousTrees = entry?.elements ?? []
        var trees: [JSONValue] = []
        trees.reserveCapacity(array.count)
        var index = 0
        while index < array.count {
            let run = Self.identicalRun(array, previous, from: index)
            if run > 0 {
                trees.append(contentsOf: previousTrees[index..<(index + run)])
                index += run
            } else if index < previous.count, previous[index] == array[index] {
                trees.append(previousTrees[index])
                index += 1
            } else {
                trees.append(try TreeEncoder.node(of: array[index], memo: self).tree)
                index += 1
            }
        }
        lastOfType[type] = (array, trees, generation)
        return trees
    }

    /// How many elements from `start` on have the same bytes in both arrays, compared a block of
    /// elements at a time. The same bytes are the same value, encoded the same way: any storage
    /// the bytes refer to (a string's, an array's) is the storage `previous` refers to, which the
    /// memo keeps, so it cannot have changed in place. (Bytes that differ, padding among them, may
    /// still be equal values: `==` decides those.)
    private static func identicalRun<Element>(_ array: [Element], _ previous: [Element], from start: Int) -> Int {
        let size = MemoryLayout<Element>.size, stride = MemoryLayout<Element>.stride
        let end = min(array.count, previous.count)
        guard start < end else { return 0 }
        return array.withUnsafeBytes { new in
            previous.withUnsafeBytes { old in
                guard let new = new.baseAddress, let old = old.baseAddress else { return 0 }
                func same(_ index: Int, count: Int) -> Bool {
                    memcmp(new + index * stride, old + index * stride, (count - 1) * stride + size) == 0
                }
                var index = start
                while index < end {
                    let block = min(identicalBlock, end - index)
                    if same(index, count: block) {
                        index += block
                        continue
                    }
                    while index < end, same(index, count: 1) { index += 1 }
                    break
                }
                return index - start
            }
        }
    }

    /// Elements compared by one `memcmp` before they are compared one by one.
    private static let identicalBlock = 64
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
