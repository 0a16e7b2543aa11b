import ActionLog
/// The id of one page of a browser's back-forward list, unique within it (1 for the first), so a
/// late report of the web view reaches the right entry. Spelled as the bare number.
public struct BrowserEntryID: Identifier, ExpressibleByIntegerLiteral {
    /// The number.
    public var rawValue: Int

    /// The entry numbered `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }
}
