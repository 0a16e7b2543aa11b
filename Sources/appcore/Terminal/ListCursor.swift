/// The cursor of a list a front end shows: view-only state, moved by keys and kept in range.
struct ListCursor: Equatable {
    var row = 0

    /// Moves one row for up and down, kept within `count` rows; whether the key was a move.
    mutating func move(_ key: Key, count: Int) -> Bool {
        switch key {
        case .up, .character("k"): row -= 1
        case .down, .character("j"): row += 1
        default: return false
        }
        clamp(count)
        return true
    }

    mutating func clamp(_ count: Int) {
        row = max(0, min(row, count - 1))
    }
}
