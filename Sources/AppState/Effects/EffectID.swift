/// Names one effect in flight, so that it can be cancelled and its result matched to its cause.
///
/// Reducers make ids from data they already hold (`"feed"`, `"image:<url>"`, `"page:3"`), never
/// from a random source, so that the same actions always produce the same ids.
public struct EffectID: Identifier, ExpressibleByStringLiteral {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
}
