import ActionLog
import AppState

/// One applied input, for everything that drives the engine: a live store's observers, a replay's
/// walk (`--steps`, the timeline, `shrink`, `--emit-test`, `--compare`), the probes and the tests.
public struct Step<F: Feature>: Sendable {
    /// The input's sequence number in its log (or its store).
    public var seq: Int
    /// The log line the input was read from; `nil` for a live store.
    public var line: Int?
    /// When the input was logged.
    public var time: Timestamp
    /// The input as reduced: an action as redacted for the log, or an effect result as reported.
    public var input: StoreInput<F>
    /// The action reduced: the input's own, or its result's decoded one (`nil`: dropped).
    public var action: F.Action?
    /// The state the input was applied to.
    public var before: F.State
    /// The state the input led to.
    public var after: F.State
    /// The effects this build's reducer returned.
    public var effects: [Effect]
    /// Left out of a what-if replay (`--skip`): `after` is `before`, and no effect was returned.
    public var skipped = false
    /// What the recording wrote after the input; `nil` live, or when the log has no checkpoint for it.
    public var recorded: Checkpoint?
    /// What the recording's checkpoint after the input says of this build's replay of it; `nil`
    /// live, when the log has no checkpoint for it, or when the walk does not judge (`judging`). A
    /// judging walk goes on past a divergence, unless it verifies.
    public var verdict: Verdict?
    /// The launch this input is the first of, when a process boundary comes just before it:
    /// `before` is then that launch's initial state.
    public var launch: ProcessLaunch?

    package init(
        seq: Int, line: Int? = nil, time: Timestamp, input: StoreInput<F>, action: F.Action?, before: F.State,
        after: F.State, effects: [Effect]
    ) {
        self.seq = seq
        self.line = line
        self.time = time
        self.input = input
        self.action = action
        self.before = before
        self.after = after
        self.effects = effects
    }

    /// A checkpoint's verdict on a step.
    public enum Verdict: Equatable, Sendable {
        /// Every recorded part (state hash, effects) is what this build computes.
        case matched
        /// Recorded under another state or effects schema: not compared.
        case notComparable
        /// A recorded part differs: what and where.
        case diverged(Divergence)
    }
}
