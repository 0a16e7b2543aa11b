import ActionLog
import AppState
import Reducers

/// The data of the HTML timeline: one entry per step (0 is the initial state), each with the
/// input, the changed paths, the effects recorded after it, and the whole state after it.
struct TimelineData<F: Feature> {
    private(set) var steps: [JSONValue] = []

    init(initial: JSONValue) {
        steps.append(.object([
            ("changes", .array([])), ("effects", .array([])), ("input", .string("initial state")), ("kind", .string("initial")),
            ("seq", .int(0)), ("state", initial),
        ]))
    }

    mutating func append(_ step: Step<F>, before: JSONValue, after: JSONValue) {
        var members: [(key: String, value: JSONValue)] = [("seq", .int(Int64(step.seq))), ("time", .string("\(step.time)"))]
        if let launch = step.launch {
            members.append(("launch", .string(LaunchText.line(launch))))
        }
        switch step.input {
        case .action(let action):
            members += [("kind", .string("action")), ("input", .string(action.logValue.inlineText))]
        case .result(let result):
            members += [
                ("kind", .string("result")), ("input", .string("result " + (result.logValue.caseName ?? ""))),
                ("raw", .string(ShownJSON.expanded(result.logValue).inlineText)),
                ("decoded", .string(step.action.map { $0.logValue.inlineText } ?? "(dropped: no action)")),
            ]
        }
        let changes = step.skipped ? [] : StateDiff(from: before, to: after).changes.map { JSONValue.string($0.path) }
        let effects = step.recorded?.effects ?? .array(step.effects.map(\.logValue))
        let effectTexts: [JSONValue] = if case .array(let items) = effects {
            items.map { .string(ShownJSON.expanded($0).inlineText) }
        } else { [] }
        let screen = TreeText.render(F.screenValue(of: step.after)).split(separator: "\n").map { JSONValue.string(String($0)) }
        let refusals = Refusals.lines(after: after).map(JSONValue.string)
        members += [
            ("screen", .array(screen)), ("refused", .array(refusals)), ("changes", .array(changes)), ("effects", .array(effectTexts)), ("skipped", .bool(step.skipped)), ("state", after),
        ]
        steps.append(.object(members.sorted { Array($0.key.utf8).lexicographicallyPrecedes(Array($1.key.utf8)) }))
    }

    /// The steps as JSON that is safe inside a `<script>` element: `<` is escaped, so no `</script>`.
    var scriptJSON: String {
        String(decoding: CanonicalWriter.bytes(of: .array(steps)), as: UTF8.self).replacingOccurrences(of: "<", with: "\\u003c")
    }
}
