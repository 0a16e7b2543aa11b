import ActionLog
import AppState
import Reducers

/// The one walk over a log: `state = fold(step, initial, inputs)`, where an input is an action a
/// front end sent, or an effect result that the feature's `action(for:)` decodes again here, both
/// applied by the engine's one step (`Feature.step`). Plain replay, `--verify`, every debugging
/// view (`--steps`, `--watch`, `--skip`, the timeline, `--emit-test`, `--compare`, `shrink`) and
/// the benchmarks walk logs through here.
///
/// A log may span processes: at each launch line the fold starts again from that launch's initial
/// state (stored data reaches the new process as results, as always), so a session continued
/// after a relaunch replays to the states the user had.
public struct Replayer<F: Feature> {
    /// What a replay found. Equal outcomes found the same state, checkpoints, divergence, torn
    /// line, migration and launches: a log read ahead and read line by line must give equal ones.
    public struct Outcome: Equatable {
        /// The state the replay reached.
        public var state: F.State
        /// The last input read and applied.
        public var lastSeq: Int
        /// Checkpoints compared and matched (`verify` only).
        public var checkpointsVerified = 0
        /// Checkpoints whose state hash was recorded under another state schema, or whose effects
        /// under an action schema before `F.effectsComparableSince` with no comparable hash beside
        /// them: not compared.
        public var checkpointsNotComparable = 0
        /// The first checkpoint that does not match (`verify` only).
        public var divergence: Divergence?
        /// A last line without a newline (a write torn by a crash), reported and not replayed; `nil`
        /// when the log ends whole.
        public var tornTailLine: Int?
        /// What the app's upcasters migrated: how many actions of each case were rewritten.
        public var migration: MigrationReport
        /// The first launch lines read (at most `keptLaunches`): the processes after the first,
        /// whose fold started again. A log relaunched every few inputs would otherwise hold its
        /// replay's memory in proportion to its launches.
        public private(set) var launches: [ProcessLaunch] = []
        /// How many launch lines were read, those past `keptLaunches` included.
        public private(set) var launchCount = 0
        /// The launch lines before the line the replay started reading from (`Start.resumePoint`).
        public var launchesBeforeStart = 0

        /// How many launch lines an outcome keeps.
        public static var keptLaunches: Int { 1_000 }

        /// How many processes wrote the log: the header's, and one per launch line.
        public var processes: Int { launchesBeforeStart + launchCount + 1 }

        /// Counts a launch line read, and keeps it while fewer than `keptLaunches` are kept.
        mutating func record(_ launch: ProcessLaunch) {
            launchCount += 1
            if launches.count < Self.keptLaunches { launches.append(launch) }
        }
    }

    /// Replay up to and including input `until`; the whole log when `nil`.
    public var until: Int?
    /// Replay up to the end of launch `untilLaunch` (1 is the process the header starts), just
    /// before the next launch line: the state that process last had.
    public var untilLaunch: Int?
    /// Check every checkpoint (the effects each input returned, the state's hash) and stop at the
    /// first that differs.
    public var verify: Bool
    /// Judge every checkpoint as `verify` does, without stopping at a divergence: each step gets its
    /// verdict (`Step.verdict`) and the outcome the counts and the first divergence. A state hash
    /// for every checkpoint that holds one, which walks that show no verdict (the shrinker,
    /// coverage, `--watch`) spare.
    public var judging: Bool
    /// Inputs left out of the fold, a what-if (`--skip`): read and shown, not applied.
    public var skipping: ((Int) -> Bool)?
    /// A recorded snapshot to start from: the inputs up to its `seq` are read, not applied; with
    /// the snapshot's `resumePoint`, they are not read either.
    public var start: Start?
    /// Whether a walk that builds no step (`run(_:)`: plain replay and `--verify`) reads the log
    /// on a thread of its own, ahead of the fold; by default, a long log's.
    public var readAhead: ReadAhead = .forLongLogs

    /// When the log's lines are read on a thread of their own, ahead of the fold (`LogReadAhead`):
    /// a long log's replay then decodes on one core while it folds on another, and that thread
    /// also decodes results to their actions whenever it is ahead. The outcome is the same either
    /// way.
    public enum ReadAhead: Sendable {
        /// Every line read as the fold reaches it.
        case never
        /// A regular file of `longLogBytes` or more: a thread's start is then little beside the
        /// reading, and a short log (a bundled session) is read on the fold's own thread.
        case forLongLogs
        /// Any log (what tests compare with `never`).
        case always
        /// Any log, every result decoded by the reading thread: with `always`, both ends of the
        /// work that thread may take on (what tests compare with `never`).
        case alwaysDecodingResults

        /// The size from which a log counts as long: a thread costs some tens of microseconds to
        /// start, a megabyte of log some milliseconds to replay.
        public static var longLogBytes: Int { 1 << 20 }

        /// Whether a file of `size` bytes (`nil`: not a regular file) is read ahead.
        func applies(toFileOf size: Int?) -> Bool {
            switch self {
            case .never: false
            case .forLongLogs: size.map { $0 >= Self.longLogBytes } ?? false
            case .always, .alwaysDecodingResults: true
            }
        }

        /// The results the reading thread decodes to their actions, as the step would.
        var resultDecoding: LogReadAhead<F.Action, EffectResult, F.Action?>.ResultDecoding {
            .init(everyResult: self == .alwaysDecodingResults) { StoreInput<F>.result(copy $0).action }
        }
    }

    /// A state recorded in the log (a snapshot) after input `seq`.
    public struct Start {
        /// The input the snapshot was recorded after.
        public var seq: Int
        /// The state recorded.
        public var state: F.State
        /// Where the snapshot's line is: reading starts there. The effects requested before it
        /// are then unknown, so until the next launch a result answering none of those known is
        /// let through, as in a rolling recording's later segment.
        public var resumePoint: ResumePoint?

        /// Starts from `state`, recorded after input `seq`, reading from `resumePoint` when given.
        public init(seq: Int, state: F.State, resumePoint: ResumePoint? = nil) {
            self.seq = seq
            self.state = state
            self.resumePoint = resumePoint
        }
    }

    /// A replay with these options; with none, a plain replay of the whole log.
    public init(
        until: Int? = nil, untilLaunch: Int? = nil, verify: Bool = false, judging: Bool = false,
        skipping: ((Int) -> Bool)? = nil, start: Start? = nil, readAhead: ReadAhead = .forLongLogs
    ) {
        self.until = until
        self.untilLaunch = untilLaunch
        self.verify = verify
        self.judging = judging
        self.skipping = skipping
        self.start = start
        self.readAhead = readAhead
    }

    /// Replays the log opened in `opening`; with `verify`, stops at the first diverging checkpoint.
    ///
    /// Compiled for each app's feature as well, so the walk and the log reader run on concrete
    /// types (no generic metadata is looked up per line): a caller that names the feature calls
    /// that copy (`exported`), and a generic caller, such as a tool that finds the app in
    /// `FeatureRegistry`, is sent to it at run time by the generic entry point.
    @_specialize(exported: true, where F == ShowcaseFeature)
    @_specialize(exported: true, where F == LunchFeature)
    @_specialize(exported: true, where F == DiningFeature)
    @_specialize(exported: true, where F == PlacesFeature)
    @_specialize(exported: true, where F == BurgersFeature)
    @_specialize(exported: true, where F == FilmsFeature)
    @_specialize(where F == ShowcaseFeature)
    @_specialize(where F == LunchFeature)
    @_specialize(where F == DiningFeature)
    @_specialize(where F == PlacesFeature)
    @_specialize(where F == BurgersFeature)
    @_specialize(where F == FilmsFeature)
    public func run(_ opening: LogOpening) throws(LogError) -> Outcome {
        var walk = try Walk(self, opening, steps: false)
        try walk.runToEnd()
        return walk.outcome
    }

    /// Replays the log opened in `opening`, handing each step to `onStep` once the checkpoint
    /// recorded after it (if any) is read. A generic caller (`replay --steps`, `--html`) is sent
    /// to the copy compiled for its app, as `run(_:)` is.
    @_specialize(where F == ShowcaseFeature)
    @_specialize(where F == LunchFeature)
    @_specialize(where F == DiningFeature)
    @_specialize(where F == PlacesFeature)
    @_specialize(where F == BurgersFeature)
    @_specialize(where F == FilmsFeature)
    public func run(_ opening: LogOpening, onStep: (Step<F>) throws -> Void) throws -> Outcome {
        var walk = try Walk(self, opening, steps: true)
        while let step = try walk.next() { try onStep(step) }
        return walk.outcome
    }

    /// A walk through the log opened in `opening`, one step at a time (`Walk.next()`).
    public func walk(_ opening: LogOpening) throws(LogError) -> Walk {
        try Walk(self, opening, steps: true)
    }
}

extension StateHasher {
    /// The hash of `state`, or a `LogError` at `file:line` in the (never seen) case that it cannot
    /// be encoded.
    mutating func hash<State: Encodable>(of state: State, file: String, line: Int) throws(LogError) -> StateHash {
        do { return try hash(of: state) } catch {
            throw LogError(file: file, line: line, problem: .malformed(field: nil, reason: "state cannot be encoded: \(error)"))
        }
    }
}
