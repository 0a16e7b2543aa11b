import ActionLog
import AppState

/// Where a state says that the reducer refused the last action, and why: the fields named
/// `lastRefusal…` (and the browser's `lastError`) that reducers set when they ignore an action.
enum Refusals {
    /// The refusals `after` holds that this step set: changed by it, or set again by a step that
    /// changed nothing else.
    static func lines(after: JSONValue, diff: StateDiff) -> [String] {
        var found: [(path: String, value: JSONValue)] = []
        collect(after, path: "", into: &found)
        return found.filter { refusal in
            diff.isEmpty || diff.changes.contains { $0.path == refusal.path || $0.path.hasPrefix(refusal.path + ".") }
        }.map { "refused: \($0.value.inlineText) (\($0.path))" }
    }

    private static func collect(_ value: JSONValue, path: String, into found: inout [(path: String, value: JSONValue)]) {
        switch value {
        case .object(let members):
            for member in members {
                let child = path.isEmpty ? member.key : "\(path).\(member.key)"
                if member.key.hasPrefix("lastRefus") || member.key == "lastError", member.value != .null {
                    found.append((child, member.value))
                } else {
                    collect(member.value, path: child, into: &found)
                }
            }
        case .array(let items):
            for (index, item) in items.enumerated() { collect(item, path: "\(path)[\(index)]", into: &found) }
        default:
            break
        }
    }
}
