import ActionLog
import AppState

/// Folds a log into a state: `state = fold(reduce, initial, inputs)`, where an input is an action
/// a front end sent, or an effect result that the feature's `action(for:)` decodes again here.
public struct Replayer<F: Feature> {
    /// A checkpoint that the replay does not match.
    public struct Divergence: Equatable, Sendable {
        public enum Kind: Equatable, Sendable {
            case state(recorded: StateHash, replayed: StateHash)
            /// The effects the input returned, each side in the log's canonical JSON.
            case effects(recorded: String, replayed: String)
        }

        public var seq: Int
        public var line: Int
        public var kind: Kind

        public init(seq: Int, line: Int, kind: Kind) {
            self.seq = seq
            self.line = line
            self.kind = kind
        }
    }

    public struct Outcome {
        public var state: F.State
        public var lastSeq: Int
        public var checkpointsVerified = 0
        /// Checkpoints whose state hash was recorded under another state schema: not compared.
        public var checkpointsNotComparable = 0
        public var divergence: Divergence?
        public var tornTailLine: Int?
        public var migration: MigrationReport
    }

    /// One applied input, for `--steps` and debugging tools.
    public struct Step {
        public var seq: Int
        public var line: Int
        public var time: Timestamp
        public var input: StoreInput<F>
        /// The action reduced: the input's own, or the one its result decoded to (`nil`: dropped).
        public var action: F.Action?
        public var before: F.State
        public var after: F.State
        public var effects: [Effect]
    }

    public var until: Int?
    public var verify: Bool

    public init(until: Int? = nil, verify: Bool = false) {
        self.until = until
        self.verify = verify
    }

    /// Replays the log opened in `opening`. With `verify`, stops at the first diverging checkpoint.
    public func run(_ opening: LogOpening, onStep: ((Step) -> Void)? = nil) throws(LogError) -> Outcome {
        let reader = try LogReader<F.Action, EffectResult>(opening, schema: F.logSchema)
        var state = try F.initialState(of: opening)
        var outcome = Outcome(state: state, lastSeq: 0, migration: reader.migration)
        var effects: [Effect] = []
        while let (line, entry) = try reader.next() {
            let input: StoreInput<F>, seq: Int, time: Timestamp
            switch entry {
            case .action(let number, let at, let action): (input, seq, time) = (.action(action), number, at)
            case .result(let number, let at, let result): (input, seq, time) = (.result(result), number, at)
            case .checkpoint(let checkpoint):
                guard verify else { continue }
                if let divergence = try check(checkpoint, line: line, state: state, effects: effects, reader, &outcome) {
                    outcome.divergence = divergence
                    return finished(outcome, state, reader)
                }
                continue
            case .launch: continue
            }
            if let until, seq > until { return finished(outcome, state, reader) }
            outcome.lastSeq = seq
            let action = input.action
            guard let onStep else {
                effects = action.map { F.reduce(&state, $0) } ?? []
                continue
            }
            let before = state
            effects = action.map { F.reduce(&state, $0) } ?? []
            onStep(Step(seq: seq, line: line, time: time, input: input, action: action, before: before, after: state, effects: effects))
        }
        return finished(outcome, state, reader)
    }

    private func check(
        _ checkpoint: Checkpoint, line: Int, state: F.State, effects: [Effect],
        _ reader: LogReader<F.Action, EffectResult>, _ outcome: inout Outcome
    ) throws(LogError) -> Divergence? {
        // Equal trees are equal effects; trees that differ (their key order may too) are compared
        // by their canonical bytes.
        if let recorded = checkpoint.effects, case let replayedTree = JSONValue.array(effects.map(\.logValue)), replayedTree != recorded {
            let replayed = String(decoding: CanonicalWriter.bytes(of: replayedTree), as: UTF8.self)
            let written = String(decoding: CanonicalWriter.bytes(of: recorded), as: UTF8.self)
            guard replayed == written else {
                return Divergence(seq: checkpoint.seq, line: line, kind: .effects(recorded: written, replayed: replayed))
            }
        }
        if let recorded = checkpoint.state {
            guard reader.checkpointsComparable else {
                outcome.checkpointsNotComparable += 1
                return nil
            }
            let replayed = try StateHash(of: state, file: reader.file, line: line)
            guard replayed == recorded else {
                return Divergence(seq: checkpoint.seq, line: line, kind: .state(recorded: recorded, replayed: replayed))
            }
        }
        outcome.checkpointsVerified += 1
        return nil
    }

    private func finished(_ outcome: Outcome, _ state: F.State, _ reader: LogReader<F.Action, EffectResult>) -> Outcome {
        var outcome = outcome
        outcome.state = state
        outcome.tornTailLine = reader.tornTailLine
        outcome.migration = reader.migration
        return outcome
    }
}

extension StateHash {
    /// The hash of `state`, or a `LogError` at `file:line` in the (never seen) case that it cannot
    /// be encoded.
    init<State: Encodable>(of state: State, file: String, line: Int) throws(LogError) {
        do { try self.init(of: state) } catch {
            throw LogError(file: file, line: line, problem: .malformed(field: nil, reason: "state cannot be encoded: \(error)"))
        }
    }
}
