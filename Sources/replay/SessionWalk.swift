import ActionLog
import AppState
import Reducers

/// Folds a log input by input for the debugging views (`--steps`, `--watch`, `--skip`, `--html`,
/// `--emit-test`, `shrink`): each input comes with the checkpoint recorded after it, and inputs
/// can be left out of the fold (a what-if). `Replayer` stays the one path for plain replay and
/// `--verify`.
struct SessionWalk<F: Feature> {
    struct Step {
        var seq: Int
        var line: Int
        var time: Timestamp
        var input: StoreInput<F>
        /// The action reduced: the input's own or its result's decoded one; `nil` when dropped.
        var action: F.Action?
        /// Left out by `--skip`: `after` is `before`, and no effect was returned.
        var skipped: Bool
        var before: F.State
        var after: F.State
        /// The effects this build's reducer returned.
        var effects: [Effect]
        /// What the recording wrote after the input; `nil` when the log has no checkpoint for it.
        var recorded: Checkpoint?
    }

    struct Outcome {
        var state: F.State
        var lastSeq: Int
        var tornTailLine: Int?
        var migration: MigrationReport
    }

    var until: Int?
    var skipping: SequenceRanges?
    /// A recorded snapshot to start from: inputs up to its `seq` are read, not reduced.
    var start: (seq: Int, state: F.State)?

    /// Replays the log in `opening`, handing each step to `body` once its checkpoint (if any) is read.
    func run(_ opening: LogOpening, _ body: (Step) throws -> Void) throws -> Outcome {
        let reader = try LogReader<F.Action, EffectResult>(opening, schema: F.logSchema)
        var state = try F.initialState(of: opening)
        var pending: Step?
        var lastSeq = 0
        while let (line, entry) = try reader.next() {
            let input: StoreInput<F>, seq: Int, time: Timestamp
            switch entry {
            case .checkpoint(let checkpoint):
                guard pending?.seq == checkpoint.seq else { continue }
                // A snapshot taken on demand comes in a checkpoint of its own, after the input's.
                if let recorded = pending?.recorded, checkpoint.effects == nil {
                    pending?.recorded?.snapshot = checkpoint.snapshot ?? recorded.snapshot
                } else {
                    pending?.recorded = checkpoint
                }
                continue
            case .action(let number, let at, let action): (input, seq, time) = (.action(action), number, at)
            case .result(let number, let at, let result): (input, seq, time) = (.result(result), number, at)
            case .launch: continue
            }
            if let step = pending { try body(step) }
            pending = nil
            if let until, seq > until { break }
            lastSeq = seq
            if let start, seq <= start.seq {
                if seq == start.seq { state = start.state }
                continue
            }
            let skipped = skipping?.contains(seq) ?? false
            let action = input.action
            let before = state
            let effects = skipped ? [] : action.map { F.reduce(&state, $0) } ?? []
            pending = Step(
                seq: seq, line: line, time: time, input: input, action: action, skipped: skipped,
                before: before, after: state, effects: effects, recorded: nil)
        }
        if let step = pending { try body(step) }
        return Outcome(state: state, lastSeq: lastSeq, tornTailLine: reader.tornTailLine, migration: reader.migration)
    }
}
