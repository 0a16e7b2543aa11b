import Foundation

/// A value of a JSON document read to a shape (`JSONShape`) into a tape: the parts the shape names
/// as one flat list of entries over the document's own bytes, strings made only when read. What a
/// wire model reads (`JSONNodeDecodable`): no tree of values is built and torn down.
///
/// A node is valid only inside `read(_:shape:allowsTrailingCommas:_:)`, while its bytes are.
/// Numbers are read as a `JSONValue` parse reads them with `.bySpelling`.
package struct JSONNode {
    /// What an entry holds.
    enum Kind: UInt8 {
        case null, `false`, `true`, int, double, string, escapedString, array, object
    }

    /// One value of the tape. An object's entry is followed by each member's key (a string) and
    /// value; an array's by each item.
    struct Entry {
        var kind: Kind
        /// A string's first byte after its quote; an object's count of members, an array's of items.
        var start = 0
        /// A string's closing quote; a container's: the index of the entry after its last.
        var end = 0
        /// An integer's or a double's bits.
        var bits: UInt64 = 0

        /// The index of the entry after this one's value, this one at `index`.
        func next(at index: Int) -> Int {
            kind == .array || kind == .object ? end : index + 1
        }

        mutating func close(count: Int, next: Int) {
            (start, end) = (count, next)
        }
    }

    let entries: UnsafeBufferPointer<Entry>
    let bytes: UnsafeRawBufferPointer
    let index: Int

    /// Reads `data` to `shape` and gives its root to `read`; `nil` when the tape does not take the
    /// document: it is not JSON, or holds what the tape leaves to a tree (`JSONValue`), such as a
    /// key given twice.
    package static func read<T>(
        _ data: Data, shape: JSONShape, allowsTrailingCommas: Bool = false, _ read: (JSONNode) -> T?
    ) -> T? {
        data.withUnsafeBytes { bytes in
            var parser = JSONParser(bytes: bytes, integers: .bySpelling, allowsTrailingCommas: allowsTrailingCommas)
            var entries: [Entry] = []
            // About one entry for every 16 bytes of the documents the apps read: grown once, if at
            // all. At most 64 KiB up front, which the allocator hands out without asking the system
            // for fresh pages (larger blocks are mapped, zeroed and unmapped each time).
            entries.reserveCapacity(min(bytes.count / 16, 2048))
            do {
                parser.skipSpace()
                try parser.tape(shaped: shape, into: &entries)
                parser.skipSpace()
            } catch {
                return nil
            }
            guard parser.index == bytes.count else { return nil }
            return entries.withUnsafeBufferPointer { entries in read(JSONNode(entries: entries, bytes: bytes, index: 0)) }
        }
    }

    private var entry: Entry { entries[index] }

    /// The member `key` of an object; `nil` when this is not an object or has no such member. A
    /// model names its members as literals: their bytes are compared with no string in between.
    package subscript(key: StaticString) -> JSONNode? {
        member(named: UnsafeRawBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
    }

    /// The member `key` of an object, named by text made at run time.
    package subscript(key: String) -> JSONNode? {
        var key = key
        return key.withUTF8 { member(named: UnsafeRawBufferPointer($0)) }
    }

    /// The member whose key is `name`'s bytes, when this is an object.
    private func member(named name: UnsafeRawBufferPointer) -> JSONNode? {
        guard entry.kind == .object else { return nil }
        var child = index + 1
        for _ in 0..<entry.start {
            if LogCursorName.same(text(of: entries[child]), name) {
                return JSONNode(entries: entries, bytes: bytes, index: child + 1)
            }
            child = entries[child + 1].next(at: child + 1)
        }
        return nil
    }

    /// The items, when this is an array: read from the tape as they are met, none kept.
    package var items: Items? {
        guard entry.kind == .array else { return nil }
        return Items(array: self)
    }

    /// The items of an array of the tape, in order.
    package struct Items: Sequence {
        fileprivate let array: JSONNode

        /// How many items there are.
        package var count: Int { array.entry.start }

        package func makeIterator() -> Iterator {
            Iterator(array: array, position: array.index + 1, left: array.entry.start)
        }

        package struct Iterator: IteratorProtocol {
            fileprivate let array: JSONNode
            /// The entry of the next item.
            fileprivate var position: Int
            /// How many items are left.
            fileprivate var left: Int

            package mutating func next() -> JSONNode? {
                guard left > 0 else { return nil }
                let item = JSONNode(entries: array.entries, bytes: array.bytes, index: position)
                position = array.entries[position].next(at: position)
                left -= 1
                return item
            }
        }
    }

    package var isNull: Bool { entry.kind == .null }
    package var isObject: Bool { entry.kind == .object }

    /// The bytes between a string entry's quotes.
    private func text(of entry: Entry) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(rebasing: bytes[entry.start..<entry.end])
    }

    /// The text, when this is a string.
    package var stringValue: String? {
        switch entry.kind {
        case .string: return String(decoding: text(of: entry), as: UTF8.self)
        case .escapedString:
            var parser = JSONParser(bytes: bytes, integers: .bySpelling)
            parser.index = entry.start - 1
            return try? parser.string()
        default: return nil
        }
    }

    /// The truth value, when this is `true` or `false`.
    package var boolValue: Bool? {
        switch entry.kind {
        case .true: true
        case .false: false
        default: nil
        }
    }

    /// The number, when this is one, as `JSONDecoder` reads a `Double`.
    package var doubleValue: Double? {
        switch entry.kind {
        case .int: Double(Int64(bitPattern: entry.bits))
        case .double: Double(bitPattern: entry.bits)
        default: nil
        }
    }

    /// The integer, when this is one spelled with digits alone.
    package var intValue: Int? {
        guard entry.kind == .int else { return nil }
        return Int(exactly: Int64(bitPattern: entry.bits))
    }

    /// Whether this is a number that is not spelled as an integer.
    package var isDouble: Bool { entry.kind == .double }

    /// The member `key` read by `read`, as `decodeIfPresent` reads it: `.some(nil)` when it is
    /// absent or `null`, `nil` when `read` does not take it. Inlinable, so that each reader's
    /// call is specialized rather than asking the runtime for the optional's type.
    @inlinable
    package func optional<T>(_ key: StaticString, _ read: (JSONNode) -> T?) -> T?? {
        guard let value = self[key], !value.isNull else { return .some(nil) }
        return read(value).map { .some($0) }
    }

    /// The member `key` as text, as `decodeIfPresent(String.self, forKey:)` reads it.
    package func optionalString(_ key: StaticString) -> String?? { optional(key) { $0.stringValue } }

    /// The member `key` as a number, as `decodeIfPresent(Double.self, forKey:)` reads it.
    package func optionalDouble(_ key: StaticString) -> Double?? { optional(key) { $0.doubleValue } }
}
