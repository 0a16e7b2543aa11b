import Foundation

/// The one JSON encoding used for states, actions and log lines.
///
/// A `CanonicalEncodable` value writes its bytes itself; any other value is encoded into a
/// `JSONValue` tree by `TreeEncoder` (the tree `JSONEncoder` and a parse would give) and written
/// out by `CanonicalWriter`, so equal values give equal bytes on every platform (keys sorted by their
/// UTF-8 bytes). That holds only if no `Set`, and no `Dictionary` with non-`String` keys, is
/// encoded: their order changes from one process to the next. States use arrays and `OrderedSet`.
package enum CanonicalJSON {
    package static func encode<T: Encodable>(_ value: T) throws -> Data {
        if let bytes = CanonicalOutput.bytes(of: value) { return Data(bytes) }
        return CanonicalWriter.bytes(of: try TreeEncoder.tree(of: value))
    }

    /// The same bytes through `JSONEncoder` and `JSONDecoder`: the slow reference `encode` is tested against.
    package static func referenceEncode<T: Encodable>(_ value: T) throws -> Data {
        CanonicalWriter.bytes(of: try JSONValue(referenceParsing: JSONEncoder().encode(value)))
    }

    package static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        try JSONDecoder().decode(type, from: data)
    }
}
