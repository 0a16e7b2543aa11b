import ActionLog
import AppState
import Reducers

/// One step of `--steps --json`: a JSON object a tool reads without parsing text (JSON Lines).
///
/// `{"seq","time","input":"action"|"result","result"?,"action","changes":[…],"screen":[…],
/// "effects":[…],"replayedEffects"?,"refused"?,"skipped","launch"?}`: `action` is the action reduced
/// (for a result, the one it decoded to; `null` when dropped); `changes` and `screen` list
/// `{"path","old"?,"new"?}`; `effects` are those the recording wrote after the input, and
/// `replayedEffects` follows only when this build returns others; `refused` is the state's
/// `lastRefusal` when the input was refused; `checkpoint` is what the recording's checkpoint after
/// the input says of this build's replay: `"matched"`, `"notComparable"` (another schema's), or
/// `{"diverged":{…}}` as `DivergenceJSON` spells it, left out when the input has no checkpoint.
struct StepJSON<F: Feature> {
    var focus: StatePath?

    /// `step` with the state trees before and after it and, when no focus limits the listing,
    /// the screens'.
    func object(_ step: Step<F>, before: JSONValue, after: JSONValue, screens: (before: JSONValue, after: JSONValue)?) -> JSONValue {
        // Members listed in the order of their keys, as the canonical object has them, so that
        // building it checks the order rather than sorting.
        let diff = StateDiff(from: before, to: after).filtered { focus?.overlaps($0.path) ?? true }
        var members: [(key: String, value: JSONValue)] = [("action", step.action?.logValue ?? .null), ("changes", diff.json)]
        if let verdict = step.verdict { members.append(("checkpoint", Self.value(of: verdict))) }
        let replayed = JSONValue.array(step.effects.map(\.logValue))
        let recorded = step.recorded?.effects ?? replayed
        members.append(("effects", recorded))
        members.append(("input", .string(step.input.kind)))
        if let launch = step.launch { members.append(("launch", .string(LaunchText.line(launch)))) }
        if let refused = after["lastRefusal"], refused != .null { members.append(("refused", refused)) }
        if recorded != replayed, CanonicalWriter.bytes(of: recorded) != CanonicalWriter.bytes(of: replayed) {
            members.append(("replayedEffects", replayed))
        }
        if case .result(let result) = step.input { members.append(("result", result.logValue)) }
        members.append(("screen", screens.map { StateDiff(from: $0.before, to: $0.after).json } ?? .array([])))
        members.append(("seq", .int(Int64(step.seq))))
        members.append(("skipped", .bool(step.skipped)))
        members.append(("time", .string("\(step.time)")))
        return .logObject(members: members)
    }

    private static func value(of verdict: Step<F>.Verdict) -> JSONValue {
        switch verdict {
        case .matched: .string("matched")
        case .notComparable: .string("notComparable")
        case .diverged(let divergence): .logObject(members: [("diverged", DivergenceJSON.json(divergence))])
        }
    }
}
