import ActionLog
import AppState
import Reducers

/// The data of the HTML timeline: the state and the screen at the start, then each step as
/// `replay --steps --json` spells it (`StepJSON`: the changes, old → new, of the state and of the
/// screen, the input, the effects, the refusal). The page rebuilds any step's state by applying
/// the changes in order, so it holds changes, not whole states: whole trees appear only as
/// keyframes, before each launch (which starts the state again) and every `keyframeInterval`
/// steps (so reaching a step late in a long session applies few changes).
struct TimelineData<F: Feature> {
    /// Steps between two keyframes taken for speed alone.
    static var keyframeInterval: Int { 5_000 }

    private let app: String
    private let initial: JSONValue
    private var steps: [JSONValue] = []
    /// The first checkpoint this build does not match (`--verify`), as `DivergenceJSON` spells it.
    var divergence: JSONValue?
    private let json = StepJSON<F>(focus: nil)

    init(initialState: JSONValue, initialScreen: JSONValue) {
        app = F.name
        initial = .logObject(members: [("screen", initialScreen), ("state", initialState)])
    }

    mutating func append(_ step: Step<F>, states: (before: JSONValue, after: JSONValue), screens: (before: JSONValue, after: JSONValue)) {
        var object = json.object(step, before: states.before, after: states.after, screens: screens)
        if step.launch != nil || (steps.count + 1) % Self.keyframeInterval == 0,
            case .object(var members) = object
        {
            members.append(("keyframe", .logObject(members: [("screen", screens.before), ("state", states.before)])))
            object = .logObject(members: members)
        }
        steps.append(object)
    }

    /// The data as JSON that is safe inside a `<script>` element: `<` is escaped, so no `</script>`
    /// or `<!--` can end or change it, whatever the log holds.
    var scriptJSON: String {
        let data = JSONValue.logObject(
            members: [("app", .string(app)), ("initial", initial), ("steps", .array(steps))] + (divergence.map { [("divergence", $0)] } ?? []))
        return String(decoding: CanonicalWriter.bytes(of: data), as: UTF8.self).replacingOccurrences(of: "<", with: "\\u003c")
    }
}
