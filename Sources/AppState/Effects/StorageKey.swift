/// A key of the small on-disk key-value store. Keys are short names, safe as file names.
public struct StorageKey: Identifier, ExpressibleByStringLiteral {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
}
