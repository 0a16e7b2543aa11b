import Foundation

/// The one JSON encoding used for states, actions and log lines.
///
/// Keys are sorted and slashes are not escaped, so equal values always give equal bytes. That holds
/// only if no `Set`, and no `Dictionary` with non-`String` keys, is encoded: their order changes
/// from one process to the next. States use arrays and `OrderedSet` instead.
public enum CanonicalJSON {
    public static func encode<T: Encodable>(_ value: T) throws -> Data {
        try makeEncoder().encode(value)
    }

    public static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        try JSONDecoder().decode(type, from: data)
    }

    /// A fresh encoder with the canonical settings (encoders are not `Sendable`, so none is shared).
    public static func makeEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}

/// The content hash of a state: SHA-256 of its canonical JSON, written `sha256:<hex>`.
public struct StateHash: Hashable, Codable, Sendable, CustomStringConvertible {
    public var rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    public init<T: Encodable>(of value: T) throws {
        rawValue = "sha256:" + SHA256.hex(of: try CanonicalJSON.encode(value))
    }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public var description: String { rawValue }
}
