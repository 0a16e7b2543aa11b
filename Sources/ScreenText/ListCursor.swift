/// The cursor of a list a front end shows: view-only state, kept in range.
public struct ListCursor: Equatable, Sendable {
    public var row = 0

    public init() {}

    /// Keeps the cursor within `count` rows.
    public mutating func clamp(_ count: Int) {
        row = max(0, min(row, count - 1))
    }
}
