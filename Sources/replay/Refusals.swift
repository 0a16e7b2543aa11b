import ActionLog
import AppState

/// Where a state says that the reducer refused the last action, and why: the app's one
/// `lastRefusal`, set by the action refused and cleared by the next one.
enum Refusals {
    /// What `after`, the state an action left, says it was refused for: none or one line.
    static func lines(after: JSONValue) -> [String] {
        guard case .object(let members) = after,
            let refusal = members.first(where: { $0.key == "lastRefusal" })?.value, refusal != .null
        else { return [] }
        return ["refused: \(refusal.inlineText)"]
    }
}
