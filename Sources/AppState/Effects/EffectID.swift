/// Names one effect in flight, so that it can be cancelled and its result matched to its cause.
///
/// Reducers make ids from data they already hold (`"feed"`, `"image:<url>"`, `"page:3"`), never
/// from a random source, so that the same actions always produce the same ids.
public struct EffectID: Hashable, Comparable, Codable, Sendable, ExpressibleByStringLiteral,
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

    public static func < (lhs: EffectID, rhs: EffectID) -> Bool { lhs.rawValue < rhs.rawValue }
    public var description: String { rawValue }
}
