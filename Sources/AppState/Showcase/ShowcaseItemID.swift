import ActionLog
/// The id of an item of the Showcase app: a screen pushed on a stack, and a favorite.
public struct ShowcaseItemID: StringIdentifier, ExpressibleByStringLiteral {
    /// The id as the log spells it.
    public var rawValue: String
    /// The item whose id is `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
}
