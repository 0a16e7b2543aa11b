import ScreenText

extension ListCursor {
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
}
