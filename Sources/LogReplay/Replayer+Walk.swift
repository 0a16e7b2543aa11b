import ActionLog
import AppState
import Reducers

extension Replayer {
    /// A replay in progress: `next()` reads the log up to the next step and returns it.
    public struct Walk {
        /// What the walk has found so far; the replay's outcome once `next()` returns `nil`.
        public private(set) var outcome: Outcome
        private let options: Replayer
        /// `options.start`'s input number, read on every line without copying its state.
        private let startSeq: Int?
        /// Whether checkpoints are judged: `options.verify` or `options.judging`.
        private let judges: Bool
        private let reader: LogReader<F.Action, EffectResult>
        /// The reader working on a thread of its own, ahead of the fold, when `options.readAhead`
        /// asks for it: then the walk takes its lines from here, never from `reader`, with the
        /// actions of the results that thread decoded.
        private let readAhead: LogReadAhead<F.Action, EffectResult, F.Action?>?
        /// Whether steps are built (each costs a copy of the state before it): not by `runToEnd()`.
        private let steps: Bool
        /// The last step applied, handed out once its checkpoints are read.
        private var pending: Step<F>?
        /// The effects the last input returned, for its checkpoint.
        private var effects: [Effect] = []
        /// A launch read since the last input, handed out with the next step.
        private var launch: ProcessLaunch?
        /// What the log shows requested and not yet answered, which each result must answer.
        private var inFlight: EffectsInFlight
        /// Hashes each state judged from where it first differs from the one judged before.
        private var hasher = StateHasher()
        private var isFinished = false

        init(_ options: Replayer, _ opening: LogOpening, steps: Bool) throws(LogError) {
            self.options = options
            startSeq = options.start?.seq
            judges = options.verify || options.judging
            self.steps = steps
            let resumePoint = options.start?.resumePoint
            reader = try LogReader(opening, schema: F.logSchema, resumingAt: resumePoint)
            inFlight = EffectsInFlight(header: opening.header, resumingMidLog: resumePoint != nil)
            outcome = Outcome(state: try F.initialState(of: opening), lastSeq: opening.header.seq, migration: reader.migration)
            if let start = options.start, let resumePoint {
                outcome.state = start.state
                outcome.lastSeq = resumePoint.seq
                outcome.launchesBeforeStart = resumePoint.launchesBefore
            }
            // Started last: from here on, only its thread reads the reader's lines.
            readAhead = !steps && options.readAhead.applies(toFileOf: opening.lines.sizeWhenOpened)
                ? LogReadAhead(reader, decoding: options.readAhead.resultDecoding) : nil
        }

        /// The state after the last input applied.
        public var state: F.State { outcome.state }

        /// Whether the log's state hashes and snapshots are of this build's state schema.
        public var checkpointsComparable: Bool { reader.checkpointsComparable }

        /// Whether the log's recorded effects are what this build's reducer returns for its inputs:
        /// written under an action schema since `F.effectsComparableSince`.
        public var effectsComparable: Bool { reader.header.actionSchema >= F.effectsComparableSince }

        /// Reads the whole log (up to `until`, or a divergence) building no step: plain replay and
        /// `--verify`, the hot path.
        mutating func runToEnd() throws(LogError) {
            if let readAhead {
                try runToEnd { () throws(LogError) in try readAhead.next() }
            } else {
                let reader = reader
                try runToEnd { () throws(LogError) in try reader.next() }
            }
            finish()
        }

        /// Reads the lines `next` gives, building no step, up to the end or `isFinished`.
        private mutating func runToEnd(reading next: () throws(LogError) -> (line: Int, entry: LogLine<F.Action, EffectResult>)?) throws(LogError) {
            while !isFinished, let (line, entry) = try next() {
                // Consumed: its payload is moved out rather than copied (a line's value is copied
                // through its type's metadata, hundreds of instructions a copy).
                switch consume entry {
                case .checkpoint(let checkpoint): try read(checkpoint, line: line)
                case .action(let seq, _, let action): apply(.action(action), seq: seq, line: line)
                case .result(let seq, _, let result):
                    try answer(result, line: line)
                    apply(.result(result), seq: seq, line: line)
                case .launch(let launch): try read(launch, line: line)
                }
            }
        }

        /// The next step, once the checkpoints recorded after it are read; `nil` at the end of the
        /// log, after `until`, or at a divergence (then in `outcome`).
        public mutating func next() throws(LogError) -> Step<F>? {
            while !isFinished, let (line, entry) = try reader.next() {
                switch entry {
                case .checkpoint(let checkpoint):
                    try read(checkpoint, line: line)
                    if isFinished { return handOut() }
                case .action(let seq, let time, let action):
                    if let ready = try read(.action(action), seq: seq, time: time, line: line) { return ready }
                case .result(let seq, let time, let result):
                    try answer(result, line: line)
                    if let ready = try read(.result(result), seq: seq, time: time, line: line) { return ready }
                case .launch(let launch):
                    try read(launch, line: line)
                    if isFinished { return handOut() }
                }
            }
            finish()
            return handOut()
        }

        /// Refuses a result that answers no effect the log shows in flight, or too large a body.
        private mutating func answer(_ result: EffectResult, line: Int) throws(LogError) {
            do { try inFlight.answer(result) } catch {
                throw LogError(file: reader.file, line: line, problem: LogError.Problem(error, schema: nil))
            }
        }

        /// Applies input `seq`, building no step: a result the reading thread decoded, with the
        /// action it decoded.
        private mutating func apply(_ input: StoreInput<F>, seq: Int, line: Int) {
            guard admits(seq) else { return inFlight.read(inputOnLine: line, replayed: nil) }
            let skipped = options.skipping?(seq) == true
            if skipped {
                effects = []
            } else if let readAhead, case .result = input, let decoded = readAhead.takeDecoded() {
                effects = F.step(&outcome.state, reducing: decoded).effects
            } else {
                effects = F.step(&outcome.state, input).effects
            }
            started(skipped ? nil : effects, line: line)
        }

        /// The input on `line` has been read, with the effects it started when replayed: they are
        /// in flight, and the checkpoint after it is expected to spell the last effects.
        private mutating func started(_ replayed: [Effect]?, line: Int) {
            inFlight.read(inputOnLine: line, replayed: replayed)
            expectEffects()
        }

        /// Tells the reader how this build spells `effects`, which the next checkpoint is expected
        /// to record. Not a reader working ahead: it reads each checkpoint's effects as they are.
        private func expectEffects() {
            guard readAhead == nil else { return }
            reader.expect(effectsSpelledAs: effects.isEmpty ? nil : effects.logSpelling)
        }

        /// Whether input `seq` is applied: not past `until` (the walk ends there), nor up to the
        /// snapshot the replay starts from (whose state it takes instead).
        private mutating func admits(_ seq: Int) -> Bool {
            if let until = options.until, seq > until {
                finish()
                return false
            }
            outcome.lastSeq = seq
            if let startSeq, seq <= startSeq {
                if seq == startSeq, let start = options.start { outcome.state = start.state }
                return false
            }
            return true
        }

        /// Applies input `seq` and keeps its step; returns the step before it, now complete.
        private mutating func read(_ input: StoreInput<F>, seq: Int, time: Timestamp, line: Int) throws(LogError) -> Step<F>? {
            let ready = handOut()
            guard admits(seq) else {
                inFlight.read(inputOnLine: line, replayed: nil)
                return ready
            }
            let skipped = options.skipping?(seq) ?? false
            let before = outcome.state
            let action: F.Action?
            if skipped {
                (action, effects) = (input.action, [])
            } else {
                (action, effects) = F.step(&outcome.state, input)
            }
            started(skipped ? nil : effects, line: line)
            pending = Step(
                seq: seq, line: line, time: time, input: input, action: action, before: before, after: outcome.state,
                effects: effects)
            pending?.skipped = skipped
            pending?.launch = launch
            launch = nil
            return ready
        }

        /// Starts the fold again from the launch's initial state; with `verify`, checks its hash.
        private mutating func read(_ launch: Launch, line: Int) throws(LogError) {
            let number = outcome.processes + 1
            if options.untilLaunch.map({ number > $0 }) == true || options.until.map({ launch.seq >= $0 }) == true {
                finish()
                return
            }
            let process = ProcessLaunch(number: number, line: line, launch: launch)
            outcome.record(process)
            inFlight.relaunched()
            if let startSeq, launch.seq < startSeq { return }
            outcome.state = try F.initialState(launch.initial, stateSchema: reader.header.stateSchema, file: reader.file, line: line)
            effects = []
            expectEffects()
            if steps { self.launch = process }
            guard judges, let recorded = launch.state else { return }
            tally(try verdict(of: Checkpoint(seq: launch.seq, state: recorded, effects: nil), recordedUnlike: nil, line: line))
        }

        /// Keeps `checkpoint` with its step and, when `verify` or `judging`, judges it once: the step
        /// gets its verdict, the outcome counts it, and the first divergence is kept (`verify` stops
        /// there).
        private mutating func read(_ checkpoint: Checkpoint, line: Int) throws(LogError) {
            // Compared once, and the recorded effects parsed once when they are not spelled as the
            // step's: the effects in flight and the verdict both need to know.
            var unlike: JSONValue?
            if checkpoint.hasEffects {
                // No effect, replayed and recorded, is told apart without reading what the reader
                // expected (a property of another module's class, checked for exclusive access).
                if effects.isEmpty ? checkpoint.recordsNoEffects : Self.effects(effects, expected: reader.expectedEffects, areSpelledAs: checkpoint) {
                    inFlight.recorded(effects, line: line)
                } else {
                    unlike = checkpoint.effects
                    inFlight.recorded(try decodedEffects(unlike ?? .null, line: line), line: line)
                }
            }
            // A plain replay keeps no step and judges nothing: it is done with the checkpoint.
            guard judges || steps else { return }
            let judging = judges && startSeq.map({ checkpoint.seq > $0 }) ?? true
            // A snapshot taken on demand comes in a checkpoint of its own, after the input's.
            let stepped = steps && pending?.seq == checkpoint.seq
            let onDemand = stepped && pending?.recorded != nil && !checkpoint.hasEffects
            let judged = judging ? try verdict(of: checkpoint, recordedUnlike: unlike, line: line) : nil
            if stepped {
                if onDemand {
                    if let snapshot = checkpoint.snapshot { pending?.recorded?.snapshot = snapshot }
                } else {
                    pending?.recorded = checkpoint
                    pending?.verdict = judged
                }
            }
            if let judged { tally(judged) }
        }

        /// Whether `effects`, the step's, are spelled as `checkpoint`'s: then they are the recorded
        /// effects (equal bytes or equal trees are equal effects), as in a walk that follows its
        /// log, and none is decoded. Effects the line spelled as this build writes them are compared
        /// byte for byte with the bytes this build writes for the step's (`expected`, when the
        /// reader was given them). Static: a method of the walk, called while it is being changed,
        /// was given a copy of the whole walk.
        private static func effects(_ effects: [Effect], expected: [UInt8]?, areSpelledAs checkpoint: Checkpoint) -> Bool {
            // Bytes the reader kept as expected are these very bytes: compared at once.
            if let spelling = checkpoint.effectsSpelling { return (expected ?? effects.logSpelling).hasSameBytes(as: spelling) }
            guard case .array(let items)? = checkpoint.effects, items.count == effects.count else { return false }
            return zip(items, effects).allSatisfy { $0 == $1.logValue }
        }

        /// The effects `recorded` spells, decoded from the tree.
        private func decodedEffects(_ recorded: JSONValue, line: Int) throws(LogError) -> [Effect] {
            do { return try [Effect](logValue: recorded, at: "effects") } catch {
                throw LogError(file: reader.file, line: line, problem: LogError.Problem(error, schema: nil))
            }
        }

        /// Counts a judged checkpoint's verdict and keeps the first divergence, which ends a
        /// `verify` walk.
        private mutating func tally(_ verdict: Step<F>.Verdict) {
            switch verdict {
            case .diverged(let divergence):
                if outcome.divergence == nil { outcome.divergence = divergence }
                if options.verify { finish() }
            case .notComparable: outcome.checkpointsNotComparable += 1
            case .matched: outcome.checkpointsVerified += 1
            }
        }

        /// What `checkpoint`, read after the last input, says of this build's state and effects. A
        /// checkpoint holding anything not comparable (a state hash of another state schema,
        /// effects of an action schema before `F.effectsComparableSince`) is not comparable.
        /// `recordedUnlike`: the recorded effects, when they are not known to be spelled as the
        /// step's (`nil` when they are, or when none are recorded).
        private mutating func verdict(of checkpoint: Checkpoint, recordedUnlike: JSONValue?, line: Int) throws(LogError) -> Step<F>.Verdict {
            // Equal trees are equal effects; trees that differ (their key order may too) are compared
            // by their canonical bytes.
            if effectsComparable, let recorded = recordedUnlike,
                case let replayedTree = JSONValue.array(effects.map(\.logValue)), replayedTree != recorded
            {
                let replayed = String(decoding: CanonicalWriter.bytes(of: replayedTree), as: UTF8.self)
                let written = String(decoding: CanonicalWriter.bytes(of: recorded), as: UTF8.self)
                guard replayed == written else {
                    return .diverged(Divergence(seq: checkpoint.seq, line: line, kind: .effects(recorded: written, replayed: replayed)))
                }
            }
            if let recorded = checkpoint.state, reader.checkpointsComparable {
                let replayed = try hasher.hash(of: outcome.state, file: reader.file, line: line)
                guard replayed == recorded else {
                    return .diverged(Divergence(seq: checkpoint.seq, line: line, kind: .state(recorded: recorded, replayed: replayed)))
                }
            }
            let stateLeftOut = checkpoint.state != nil && !reader.checkpointsComparable
            let effectsLeftOut = checkpoint.hasEffects && !effectsComparable
            return stateLeftOut || effectsLeftOut ? .notComparable : .matched
        }

        private mutating func handOut() -> Step<F>? {
            defer { pending = nil }
            return pending
        }

        private mutating func finish() {
            isFinished = true
            if let readAhead {
                (outcome.migration, outcome.tornTailLine) = readAhead.stop()
            } else {
                outcome.tornTailLine = reader.tornTailLine
                outcome.migration = reader.migration
            }
        }
    }
}
