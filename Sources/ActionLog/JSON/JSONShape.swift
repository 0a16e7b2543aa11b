/// The parts of a JSON document a reader looks at: the members of an object it reads, by name,
/// each with its own shape, and the items of an array.
///
/// A parse to a shape (`JSONValue(parsing:shape:…)`) checks the whole document as strictly as a
/// full parse, but the tree it builds leaves out the members of a shaped object that the shape
/// does not name (a wire model's response holds many a model never reads: a place's viewport,
/// icons, types). A value of another kind than its shape expects is built whole. One thing is
/// not refused: a name repeated among the members left out, which `JSONDecoder` ignores too.
package indirect enum JSONShape: Sendable {
    /// The value whole.
    case whole
    /// An object with only the members named, each in its shape.
    case object(members: [Member])
    /// An array whose items each have the shape.
    case array(item: JSONShape)

    /// A member a shaped object keeps.
    package struct Member: Sendable {
        let name: String
        /// The name's UTF-8 bytes, compared with a key's own bytes.
        let utf8: [UInt8]
        let shape: JSONShape

        init(name: String, shape: JSONShape) {
            self.name = name
            utf8 = Array(name.utf8)
            self.shape = shape
        }
    }

    /// An object with only the members named, each whole.
    package static func object(_ names: String...) -> JSONShape {
        .object(members: names.map { Member(name: $0, shape: .whole) })
    }

    /// An object with only the members named, each in the shape given.
    package static func object(_ members: KeyValuePairs<String, JSONShape>) -> JSONShape {
        .object(members: members.map { Member(name: $0.key, shape: $0.value) })
    }

    /// The shape of the member `name` of a shaped object; `nil` when the object leaves it out.
    func member(_ name: String) -> JSONShape? {
        switch self {
        case .whole, .array: return .whole
        case .object(let members): return members.first { $0.name == name }?.shape
        }
    }

    /// The shape of the member whose name is `key`'s UTF-8 bytes; `nil` when the object leaves it out.
    func member(_ key: UnsafeRawBufferPointer) -> JSONShape? {
        switch self {
        case .whole, .array: return .whole
        case .object(let members):
            let name = LogCursorName(bytes: key)
            return members.first { name.is($0.utf8) }?.shape
        }
    }
}
