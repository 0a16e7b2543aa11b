import ActionLog
import AppState
import Reducers

/// One step of `--steps` as text: the input (a result with the action it decoded to), the state
/// changes (within the focused subtree), what changed on screen (marked `(screen)`), and the effects the recording wrote, in full.
struct StepText<F: Feature> {
    var focus: StatePath?

    /// `step` with the state trees before and after it and, when no focus limits the listing,
    /// the screens' (`Feature.screenValue(of:)`).
    func text(_ step: Step<F>, before: JSONValue, after: JSONValue, screens: (before: JSONValue, after: JSONValue)?) -> String {
        var text = step.launch.map { LaunchText.line($0) + "\n" } ?? ""
        switch step.input {
        case .action(let action):
            text += "#\(step.seq) \(step.time) \(action.logValue.inlineText)\n"
        case .result(let result):
            text += "#\(step.seq) \(step.time) result \(ShownJSON.expanded(result.logValue).inlineText)\n"
            text += "    decoded: " + (step.action.map { $0.logValue.inlineText } ?? "(dropped: no action)") + "\n"
        }
        if step.skipped { return text + "    (skipped)\n" }
        let whole = StateDiff(from: before, to: after)
        let diff = whole.filtered { focus?.overlaps($0.path) ?? true }
        let screen = screens.map { StateDiff(screen: $0.before, to: $0.after).lines().map { "\($0) (screen)" } } ?? []
        if diff.isEmpty && screen.isEmpty {
            text += focus.map { "    (no change at \($0))\n" } ?? "    (no change)\n"
        } else {
            text += (diff.lines() + screen).map { "    \($0)\n" }.joined()
        }
        text += Refusals.lines(after: after).map { "    \($0)\n" }.joined()
        let replayed = JSONValue.array(step.effects.map(\.logValue))
        guard let recorded = step.recorded?.effects else {
            return text + Self.effectLines(replayed, label: "effect")
        }
        text += Self.effectLines(recorded, label: "effect")
        if CanonicalWriter.bytes(of: recorded) != CanonicalWriter.bytes(of: replayed) {
            text += step.effects.isEmpty
                ? "    this replay returns no effect\n"
                : "    this replay returns other effects:\n" + Self.effectLines(replayed, label: "  effect")
        }
        return text
    }

    private static func effectLines(_ effects: JSONValue, label: String) -> String {
        guard case .array(let items) = effects else { return "" }
        return items.map { "    \(label): \(ShownJSON.expanded($0).inlineText)\n" }.joined()
    }
}
