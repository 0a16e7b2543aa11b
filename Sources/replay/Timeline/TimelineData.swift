import ActionLog
import AppState
import Foundation
import Reducers

/// The data of the HTML timeline: the state and the screen at the start, then each step as
/// `replay --steps --json` spells it (`StepJSON`: the changes, old → new, of the state and of the
/// screen, the input, the effects, the refusal). The page rebuilds any step's state by applying
/// the changes in order, so it holds changes, not whole states: whole trees appear only as
/// keyframes, before each launch (which starts the state again) and every `keyframeInterval`
/// steps (so reaching a step late in a long session applies few changes).
///
/// Steps are kept encoded, and within `budget` bytes: once the first half of the budget is
/// spent, later steps are kept in parts that each start at a keyframe, and the oldest parts are
/// let go while the rest exceeds the other half. The page then holds the session's first and last
/// steps, and says which inputs it leaves out.
struct TimelineData<F: Feature> {
    /// Steps between two keyframes taken for speed alone.
    static var keyframeInterval: Int { 5_000 }

    /// Consecutive steps of the session's end, the first with a keyframe.
    private struct Part {
        var steps: [Data] = []
        var bytes = 0
        var firstSeq: Int
    }

    /// The inputs a page over its budget leaves out.
    struct Omission: Equatable {
        var from: Int
        var to: Int
        var count: Int
    }

    private let app: String
    private let initial: JSONValue
    private let budget: Int
    private var head: [Data] = []
    private var headBytes = 0
    private var lastHeadSeq = 0
    private var tail: [Part] = []
    private var tailBytes = 0
    private var stepsSeen = 0
    private(set) var omission: Omission?
    /// The first checkpoint this build does not match (`--verify`), as `DivergenceJSON` spells it.
    var divergence: JSONValue?
    private let json = StepJSON<F>(focus: nil)

    init(initialState: JSONValue, initialScreen: JSONValue, budget: Int) {
        app = F.name
        initial = .logObject(members: [("screen", initialScreen), ("state", initialState)])
        self.budget = budget
    }

    mutating func append(_ step: Step<F>, states: (before: JSONValue, after: JSONValue), screens: (before: JSONValue, after: JSONValue)) {
        stepsSeen += 1
        let headIsFull = headBytes >= budget / 2
        let startsPart = headIsFull && (tail.last.map { $0.bytes >= budget / 8 || $0.steps.count >= Self.keyframeInterval } ?? true)
        var object = json.object(step, before: states.before, after: states.after, screens: screens)
        if step.launch != nil || stepsSeen % Self.keyframeInterval == 0 || startsPart, case .object(var members) = object {
            members.append(("keyframe", .logObject(members: [("screen", screens.before), ("state", states.before)])))
            object = .logObject(members: members)
        }
        let bytes = CanonicalWriter.bytes(of: object)
        guard headIsFull else {
            head.append(bytes)
            headBytes += bytes.count
            lastHeadSeq = step.seq
            return
        }
        if startsPart { tail.append(Part(firstSeq: step.seq)) }
        tail[tail.count - 1].steps.append(bytes)
        tail[tail.count - 1].bytes += bytes.count
        tailBytes += bytes.count
        while tailBytes > budget / 2, tail.count > 1 {
            let dropped = tail.removeFirst()
            tailBytes -= dropped.bytes
            omission = Omission(from: lastHeadSeq + 1, to: tail[0].firstSeq - 1, count: (omission?.count ?? 0) + dropped.steps.count)
        }
    }

    /// The data as JSON that is safe inside a `<script>` element: `<` is escaped, so no `</script>`
    /// or `<!--` can end or change it, whatever the log holds. Its members in canonical order:
    /// `app`, `divergence`, `initial`, `omitted` (`from`, `to`, `count`, `budget`), `steps`.
    var scriptJSON: String {
        var members: [(key: String, value: JSONValue)] = [("app", .string(app)), ("initial", initial)]
        if let divergence { members.append(("divergence", divergence)) }
        if let omission {
            members.append(("omitted", .logObject(members: [
                ("from", .int(Int64(omission.from))), ("to", .int(Int64(omission.to))),
                ("count", .int(Int64(omission.count))), ("budget", .int(Int64(budget))),
            ])))
        }
        var bytes = CanonicalWriter.bytes(of: .logObject(members: members))
        bytes.removeLast()  // the closing brace: `steps` sorts last
        bytes.append(contentsOf: #","steps":["#.utf8)
        for (index, step) in (head + tail.flatMap(\.steps)).enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes.append(step)
        }
        bytes.append(contentsOf: "]}".utf8)
        return Self.escapingLessThan(bytes)
    }

    /// `bytes` as text with each `<` written `\u003c`: JSON only has it inside strings, where the
    /// escape means the same character. One pass over the bytes (Foundation's
    /// `replacingOccurrences` took about 150 instructions a byte of a page).
    private static func escapingLessThan(_ bytes: Data) -> String {
        var escaped: [UInt8] = []
        escaped.reserveCapacity(bytes.count + bytes.count / 64)
        bytes.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress else { return }
            var start = 0
            while let found = memchr(base + start, Int32(UInt8(ascii: "<")), bytes.count - start) {
                let index = UnsafeRawPointer(found) - base
                escaped.append(contentsOf: bytes[start..<index])
                escaped.append(contentsOf: #"\u003c"#.utf8)
                start = index + 1
            }
            escaped.append(contentsOf: bytes[start...])
        }
        return String(decoding: escaped, as: UTF8.self)
    }
}
