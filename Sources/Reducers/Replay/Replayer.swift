import ActionLog
import AppState

/// Folds a log into a state: `state = fold(reduce, initial, actions)`.
public struct Replayer<F: Feature> {
    /// A checkpoint whose hash differs from the replayed state's.
    public struct Divergence: Equatable, Sendable {
        public var seq: Int
        public var line: Int
        public var recorded: StateHash
        public var replayed: StateHash
    }

    public struct Outcome {
        public var state: F.State
        public var lastSeq: Int
        public var checkpointsVerified: Int
        public var divergence: Divergence?
        public var tornTailLine: Int?
    }

    /// One applied action, for `--steps` and debugging tools.
    public struct Step {
        public var seq: Int
        public var line: Int
        public var time: Timestamp
        public var action: F.Action
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
        let reader = try LogReader<F>(opening)
        var state = try LogReader<F>.initialState(of: opening)
        var outcome = Outcome(state: state, lastSeq: 0, checkpointsVerified: 0)
        while let (line, entry) = try reader.next() {
            switch entry {
            case .action(let seq, let time, let action):
                if let until, seq > until { return finished(outcome, state, reader) }
                outcome.lastSeq = seq
                guard let onStep else {
                    _ = F.reduce(&state, action)
                    continue
                }
                let before = state
                let effects = F.reduce(&state, action)
                onStep(Step(seq: seq, line: line, time: time, action: action, before: before, after: state, effects: effects))
            case .checkpoint(let seq, let recorded):
                guard verify else { continue }
                let replayed = try StateHash(of: state, file: reader.file, line: line)
                guard replayed == recorded else {
                    outcome.divergence = Divergence(seq: seq, line: line, recorded: recorded, replayed: replayed)
                    return finished(outcome, state, reader)
                }
                outcome.checkpointsVerified += 1
            }
        }
        return finished(outcome, state, reader)
    }

    private func finished(_ outcome: Outcome, _ state: F.State, _ reader: LogReader<F>) -> Outcome {
        var outcome = outcome
        outcome.state = state
        outcome.tornTailLine = reader.tornTailLine
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
