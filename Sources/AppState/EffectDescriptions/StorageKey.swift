import ActionLog
/// A key of the small on-disk key-value store. Keys are short names, safe as file names.
public struct StorageKey: StringIdentifier, ExpressibleByStringLiteral {
    /// The key as text.
    public var rawValue: String
    /// The key `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
}
