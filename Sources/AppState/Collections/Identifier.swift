import ActionLog

/// A typed identifier backed by a raw value: it encodes as that bare value (the standard library's
/// `Codable` for raw-representable types), sorts and prints as it.
///
/// Conform with a one-line struct, `struct FilmID: Identifier { var rawValue: Int }`, and keep
/// ids of different things from being mixed up without any boilerplate.
public protocol Identifier: RawRepresentable, Hashable, Comparable, CanonicalEncodable, Codable, Sendable, CustomStringConvertible
where RawValue: Comparable & CanonicalEncodable & Codable & Sendable & CustomStringConvertible {
    init(rawValue: RawValue)
}

extension Identifier {
    /// The id `rawValue`.
    public init(_ rawValue: RawValue) { self.init(rawValue: rawValue) }
    /// Whether `lhs` comes before `rhs`.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    /// The value as text.
    public var description: String { rawValue.description }
}

/// An identifier spelled as a string, such as a restaurant's or a Showcase item's id: it is read
/// from a log line as a string is, and a list of them is stored as the bare strings without
/// `Codable` (see `FavoritesReducer.persist`).
public protocol StringIdentifier: Identifier where RawValue == String {}

extension StringIdentifier where Self: ExpressibleByStringLiteral {
    /// The id spelled `value`.
    public init(stringLiteral value: String) { self.init(rawValue: value) }
}

extension Identifier where Self: ExpressibleByIntegerLiteral, RawValue == Int {
    /// The id numbered `value`.
    public init(integerLiteral value: Int) { self.init(rawValue: value) }
}
