/// A key of the small on-disk key-value store. Keys are short names, safe as file names.
public struct StorageKey: Hashable, Comparable, Codable, Sendable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    public var rawValue: String

    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public static func < (lhs: StorageKey, rhs: StorageKey) -> Bool { lhs.rawValue < rhs.rawValue }
    public var description: String { rawValue }
}
