/// A line of text being typed, view-only state of a front end until it is submitted.
struct TextField: Equatable {
    var text = ""

    enum Outcome: Equatable {
        case editing
        case submitted(String)
        case cancelled
    }

    /// Applies `key`: characters are typed, backspace deletes, enter submits, escape cancels.
    mutating func apply(_ key: Key) -> Outcome {
        switch key {
        case .character(let character): text.append(character)
        case .backspace: if !text.isEmpty { text.removeLast() }
        case .enter: return .submitted(text)
        case .escape, .interrupt: return .cancelled
        default: break
        }
        return .editing
    }
}
