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

/// The content hash of a state: SHA-256 of its canonical JSON, written `sha256:<hex>`.
public struct StateHash: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The hash as written, `sha256:<hex>`.
    public var rawValue: String

    /// The hash written `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    package init<T: Encodable>(of value: T) throws {
        rawValue = "sha256:" + SHA256.hex(of: try CanonicalJSON.encode(value))
    }

    /// Decodes the value from its JSON form.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    /// Encodes the value in its JSON form.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// The value as text.
    public var description: String { rawValue }
}

/// `sha256:` and 64 lower-case hex digits; anything else is a malformed field, never a divergence.
extension StateHash: LogCodable {
    /// The value as the log spells it.
    public var logValue: JSONValue { .string(rawValue) }

    /// Reads the value from the log's spelling at `path`, the error naming that path.
    public init(logValue: JSONValue, at path: String) throws(LogDecodingError) {
        var text = try String(logValue: logValue, at: path)
        guard text.withUTF8({ Self.isSpelling(UnsafeRawBufferPointer($0)) }) else {
            throw LogDecodingError(path: path, reason: .invalid("expected sha256: and 64 lower-case hex digits, got \"\(text)\""))
        }
        self.init(rawValue: text)
    }

    /// Reads the hash straight from a line's bytes; anything but its spelling is a miss, which the
    /// tree reads and names.
    public init(logCursor cursor: inout LogCursor) throws(LogCursor.Miss) {
        let text = try cursor.rawString()
        guard Self.isSpelling(text.bytes) else { throw LogCursor.Miss() }
        self.init(rawValue: text.text)
    }

    /// Whether `bytes` are `sha256:` and 64 lower-case hex digits.
    private static func isSpelling(_ bytes: UnsafeRawBufferPointer) -> Bool {
        let prefix: StaticString = "sha256:"
        guard bytes.count == prefix.utf8CodeUnitCount + 64, LogCursorName.bytes(bytes, at: 0, match: prefix) else { return false }
        var offset = prefix.utf8CodeUnitCount
        while offset < bytes.count {
            guard WordScan.areLowerHexDigits(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))) else { return false }
            offset += 8
        }
        return true
    }
}
