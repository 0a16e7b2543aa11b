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
/// `lastRefusal` when the input was refused.
struct StepJSON<F: Feature> {
    var focus: StatePath?

    /// `step` with the state trees before and after it and, when no focus limits the listing,
    /// the screens'.
    func object(_ step: Step<F>, before: JSONValue, after: JSONValue, screens: (before: JSONValue, after: JSONValue)?) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("seq", .int(Int64(step.seq))), ("time", .string("\(step.time)")), ("action", step.action?.logValue ?? .null),
            ("skipped", .bool(step.skipped)),
        ]
        if let launch = step.launch { members.append(("launch", .string(LaunchText.line(launch)))) }
        members.append(("input", .string(step.input.kind)))
        if case .result(let result) = step.input { members.append(("result", result.logValue)) }
        let diff = StateDiff(from: before, to: after).filtered { focus?.overlaps($0.path) ?? true }
        members.append(("changes", diff.json))
        members.append(("screen", screens.map { StateDiff(from: $0.before, to: $0.after).json } ?? .array([])))
        let replayed = JSONValue.array(step.effects.map(\.logValue))
        let recorded = step.recorded?.effects ?? replayed
        members.append(("effects", recorded))
        if CanonicalWriter.bytes(of: recorded) != CanonicalWriter.bytes(of: replayed) { members.append(("replayedEffects", replayed)) }
        if let refused = after["lastRefusal"], refused != .null { members.append(("refused", refused)) }
        return .logObject(members: members)
    }

}
