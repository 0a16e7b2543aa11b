/// The cursor of a list a front end shows: view-only state, kept in range.
package struct ListCursor: Equatable, Sendable {
    package var row = 0

    package init() {}

    /// Keeps the cursor within `count` rows.
    package mutating func clamp(_ count: Int) {
        row = max(0, min(row, count - 1))
    }
}
