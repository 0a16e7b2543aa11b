import ActionLog
import AppState
import Effects
import Foundation
import LogReplay
import Reducers

/// One row of the table: a figure per action (or per call), with what it was measured on.
struct Figure: Codable, Sendable {
    var name: String
    var count: Int
    var nanoseconds: Double
    var note: String = ""
    /// The peak resident memory of the process that measured the row, in MiB.
    var peakMiB: Double?
    /// Megabytes of log a second, for a row that reads real logs (`appsessions`).
    var megabytesPerSecond: Double?
    /// Instructions an input, for a row counted by callgrind (`instructions`, `appinstructions`).
    var instructionsPerInput: Double?
    /// Instructions a byte of log, for a row counted by callgrind on real logs (`appinstructions`).
    var instructionsPerByte: Double?
    /// The bytes of log the row read (`appsessions`).
    var inputBytes: Int?
    /// The size of what the row wrote, in bytes (`timeline`: the page).
    var outputBytes: Int?
    /// For an anchor (`Anchors`): the name of the row whose bytes it read.
    var anchoring: String?
    /// For a row measured side by side with another (an anchor, `--verify`): the median, over
    /// runs taken in turn, of this row's figure over the other's (an anchor: the replay's MB/s over
    /// the anchor's; `--verify`: its time over plain replay's), so that both sides of each ratio
    /// ran at the same moment of a machine whose speed moves.
    var pairedRatio: Double?

    var perSecond: Double { nanoseconds > 0 ? 1e9 / nanoseconds : 0 }
}

/// A runner that answers nothing, so a store measures its own path only.
struct SilentRunner: EffectRunner {
    func run(_ effect: Effect) async -> EffectResult? { nil }
}

extension Store {
    /// Sends every action from inside the store's isolation: the store's own path, no actor hop.
    /// The effects it queued may still be running: a measurement waits for them (`settle()`)
    /// outside its timing, so that they do not slow the next one down.
    func sendAll(_ actions: [F.Action]) async {
        for action in actions { await send(action) }
    }
}

enum Measure {
    static func fold(_ actions: [ShowcaseAction], runs: Int) -> Figure {
        let time = median(runs: runs) {
            var state = Workload.initialState
            return seconds {
                for action in actions { consume(ShowcaseFeature.reduce(&state, action)) }
                consume(state)
            }
        }
        return Figure(name: "fold floor (pure reduce)", count: actions.count, nanoseconds: time * 1e9 / Double(actions.count))
    }

    static func storeSend(_ actions: [ShowcaseAction], runs: Int) async -> Figure {
        var times: [Double] = []
        for _ in 0..<max(1, runs) { times.append(await sendTime(actions)) }
        let time = times.sorted()[times.count / 2]
        return Figure(name: sendName, count: actions.count, nanoseconds: time * 1e9 / Double(actions.count))
    }

    /// Seconds of one store, not recording, sending every action; its effects settle afterwards.
    private static func sendTime(_ actions: [ShowcaseAction]) async -> Double {
        let store = Store<ShowcaseFeature>(initialState: Workload.initialState, runner: SilentRunner())
        let time = await seconds { await store.sendAll(actions) }
        await store.settle()
        return time
    }

    /// A store recording through a `Recorder` at its default policy and durability, and what
    /// recording adds to sending: each run sends the same actions through a store that does not
    /// record, then through one that does, and the second figure is the median of the runs'
    /// differences.
    static func storeRecord(_ actions: [ShowcaseAction], runs: Int) async throws -> [Figure] {
        var times: [Double] = []
        var added: [Double] = []
        for run in 0..<max(1, runs) {
            let sending = await sendTime(actions)
            let url = Workload.temporaryURL("record-\(run)")
            defer { try? FileManager.default.removeItem(at: url) }
            try? FileManager.default.removeItem(at: url)
            let writer = try LogWriter(url: url, header: ShowcaseFeature.logHeader(initial: .named("launch")))
            let store = Store<ShowcaseFeature>(
                initialState: Workload.initialState, runner: SilentRunner(), recorder: Recorder(writer: writer))
            let recording = await seconds {
                await store.sendAll(actions)
                await store.stopRecording()
            }
            await store.settle()
            if let error = await store.recordingError { throw error }
            times.append(recording)
            added.append(recording - sending)
        }
        let perAction = 1e9 / Double(actions.count)
        return [
            Figure(name: recordName, count: actions.count, nanoseconds: times.sorted()[times.count / 2] * perAction),
            Figure(
                name: recordingAddedName, count: actions.count, nanoseconds: added.sorted()[added.count / 2] * perAction,
                note: "recording minus sending, the same actions, runs in turn"),
        ]
    }

    static let replayName = "replay end to end (read, decode, fold)"
    static let verifyName = "replay --verify (default policy)"
    static let sendName = "store send, no observers"
    static let recordName = "store send, recording (default policy)"
    static let recordingAddedName = "recording added to send (paired runs)"
    static let memoryName = "generate + replay: peak memory, replay time"
    /// The fewest runs in turn a paired ratio is the median of.
    static let pairedRuns = 5

    /// Replays the log `runs` times (the median time); with `verify` and `pairedWithPlain`, each
    /// run replays it plainly too, in turn, and the figure carries the median of `--verify`'s time
    /// over plain replay's.
    static func replay(_ url: URL, count: Int, verify: Bool, pairedWithPlain: Bool, runs: Int) throws -> Figure {
        var checkpoints = 0
        func time(verifying: Bool) throws -> Double {
            try seconds {
                let outcome = try Replayer<ShowcaseFeature>(verify: verifying).run(LogOpening(url: url))
                guard outcome.lastSeq == count, outcome.divergence == nil else {
                    throw LogError(file: url.path, line: nil, problem: .malformed(field: nil, reason: "replay did not reach every input"))
                }
                checkpoints = outcome.checkpointsVerified
            }
        }
        var times: [Double] = []
        var ratios: [Double] = []
        // A ratio of runs in turn is the median of at least `pairedRuns`: with fewer, one run in a
        // slow phase of the machine moved it by a tenth.
        let paired = verify && pairedWithPlain
        for _ in 0..<max(1, runs, paired ? Self.pairedRuns : 1) {
            let plain = paired ? try time(verifying: false) : nil
            times.append(try time(verifying: verify))
            if let plain, plain > 0, let last = times.last { ratios.append(last / plain) }
        }
        var figure = Figure(
            name: verify ? verifyName : replayName, count: count, nanoseconds: times.sorted()[times.count / 2] * 1e9 / Double(count),
            note: verify ? "\(checkpoints) checkpoints verified" : "")
        if !ratios.isEmpty {
            figure.pairedRatio = ratios.sorted()[ratios.count / 2]
            figure.note += String(format: "; %.2f× plain replay, runs in turn", figure.pairedRatio ?? 0)
        }
        return figure
    }

    /// Foundation's `JSONDecoder` alone, decoding the log's lines (already in memory) to trees.
    static func jsonDecoderBaseline(_ url: URL, count: Int, runs: Int) throws -> Figure {
        let text = try Data(contentsOf: url)
        let lines = text.split(separator: UInt8(ascii: "\n")).dropFirst().map { Data($0) }
        let time = try median(runs: runs) {
            try seconds {
                let decoder = JSONDecoder()
                for line in lines { consume(try decoder.decode(JSONValue.self, from: line)) }
            }
        }
        return Figure(
            name: "JSONDecoder alone, same lines", count: count, nanoseconds: time * 1e9 / Double(count),
            note: "\(lines.count) lines")
    }

    /// `replay --steps`: the state's tree after each action and its diff with the one before.
    static func stepsDiff(_ actions: [ShowcaseAction]) throws -> Figure {
        var state = Workload.initialState
        var before = try JSONValue(encoding: state)
        let time = try seconds {
            for action in actions {
                consume(ShowcaseFeature.step(&state, .action(action)))
                let after = try JSONValue(encoding: state)
                consume(StateDiff(from: before, to: after))
                before = after
            }
        }
        return Figure(name: "--steps diff (tree + diff per action)", count: actions.count, nanoseconds: time * 1e9 / Double(actions.count))
    }

    /// Generates a log of `count` actions and replays it once: the row's figures are its peak
    /// memory and the replay's time (rows of two counts tell whether replay is linear). With
    /// `comparedWithItsFirst`, the log's first so many actions are then replayed twice (`until`),
    /// and the figure carries the whole replay's time over theirs: both sides of the ratio ran in
    /// one process, within seconds, where two rows run at two moments of a machine whose speed
    /// moves.
    static func generateAndReplay(_ count: Int, comparedWithItsFirst smallerCount: Int? = nil) throws -> Figure {
        let url = Workload.temporaryURL("memory")
        defer { try? FileManager.default.removeItem(at: url) }
        try LogGeneration.write(count, to: url)
        func replayTime(until: Int) throws -> Double {
            var outcome: Replayer<ShowcaseFeature>.Outcome?
            let time = try seconds { outcome = try Replayer<ShowcaseFeature>(until: until).run(LogOpening(url: url)) }
            guard let outcome, outcome.lastSeq == until else { throw OptionError(text: "replayed \(outcome?.lastSeq ?? 0) of \(until) actions") }
            return time
        }
        let time = try replayTime(until: count)
        // The peak of the whole replay, taken before the shorter ones: a second replay in one
        // process raised it by about 4 MiB (freed blocks the next one's buffers did not fit in).
        var figure = Figure(name: memoryName, count: count, nanoseconds: time * 1e9 / Double(count), peakMiB: peakResidentMiB())
        if let smallerCount {
            let around = (try replayTime(until: smallerCount) + (try replayTime(until: smallerCount))) / 2
            figure.pairedRatio = time / around
            figure.note = String(format: "%.1f× the time of its first %@ inputs, replayed just after", time / around, smallerCount.formatted())
        }
        return figure
    }

    /// Hashing one state for a checkpoint.
    static func checkpoint<State: Encodable>(_ name: String, _ state: State, runs: Int) throws -> Figure {
        let bytes = try CanonicalJSON.encode(state).count
        var repeats = 1
        while try seconds({ for _ in 0..<repeats { consume(try StateHash(of: state)) } }) < 0.05 { repeats *= 2 }
        let time = try median(runs: runs) { try seconds { for _ in 0..<repeats { consume(try StateHash(of: state)) } } }
        return Figure(name: name, count: repeats, nanoseconds: time * 1e9 / Double(repeats), note: "\(bytes / 1024) KiB canonical")
    }
}
