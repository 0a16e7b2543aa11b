import ActionLog
import AppState

extension Feature {
    /// The screen of `state` as JSON, spelled by name like the log (`null` if it cannot be
    /// encoded, which a screen of plain values never fails to be).
    package static func screenValue(of state: State) -> JSONValue {
        (try? JSONValue(encoding: screen(of: state))) ?? .null
    }

    /// What changed on screen from `before` to `after`, with paths under `screen`
    /// (`screen.browser.back.isEnabled`).
    package static func screenDiff(from before: State, to after: State) -> StateDiff {
        StateDiff(screen: screenValue(of: before), to: screenValue(of: after))
    }
}
