import ActionLog
import AppState
import Reducers

/// Runs a feature: takes one input at a time (an action, or an effect's result), records it,
/// reduces it, records what it returned, performs its effects and feeds their results back.
///
/// The store only performs: `StoreEngine` applies and logs each input through the engine's one
/// step, and `EffectScheduler` decides which effects start, which are cancelled and whose answers
/// are dropped (latest wins for an id; storage in order). With `.serial` ordering every effect runs
/// one at a time, each result reduced before the next starts, and `send` returns only once the
/// action's effects (and all they caused) are done: recordings made that way are identical from
/// run to run.
public actor Store<F: Feature> {
    /// Whether effects run side by side (`.concurrent`) or one at a time (`.serial`).
    public typealias EffectOrdering = EffectScheduler.Ordering

    /// The state after the last input.
    public private(set) var state: F.State
    /// The first error met while writing the log; recording stops there, the store goes on.
    public var recordingError: LogError? { engine.recordingError }
    /// Whether inputs are kept in the log.
    public var recording: RecordingStatus { engine.recordingStatus }

    private var engine: StoreEngine<F>
    private let runner: any EffectRunner
    private var observers: [@Sendable (Step<F>) -> Void] = []
    private var tasks = EffectTasks()
    private var settleWaiters: [CheckedContinuation<Void, Never>] = []

    /// A store starting at `initialState` whose effects `runner` performs, stamping inputs with
    /// `clock`'s time, and recording to `recorder` when given.
    public init(
        initialState: F.State, runner: any EffectRunner, clock: any StoreClock = SystemClock(),
        ordering: EffectOrdering = .concurrent, recorder: Recorder<F>? = nil
    ) {
        state = initialState
        self.runner = runner
        engine = StoreEngine(state: initialState, ordering: ordering, clock: clock, recorder: recorder)
    }

    /// Calls `observer` after every input from now on (a dropped result included: its `action` is `nil`).
    public func observe(_ observer: @escaping @Sendable (Step<F>) -> Void) {
        observers.append(observer)
    }

    /// Reduces `action` (as `F.redacted` leaves it) and starts its effects; with `.serial` ordering,
    /// waits for them to finish.
    public func send(_ action: F.Action) async {
        apply(F.input(sending: action))
        if engine.ordering == .serial { await settle() }
    }

    /// Returns once no effect is in flight or queued.
    public func settle() async {
        while !engine.isIdle {
            await withCheckedContinuation { settleWaiters.append($0) }
        }
    }

    /// Writes the whole current state to the log now (for a bug report), so that a replay can start
    /// there and a divergence after it shows as a diff.
    public func recordSnapshot() { engine.recordSnapshot(of: state) }

    /// Stops recording, syncing and closing the log.
    public func stopRecording() { engine.stopRecording(at: state) }

    /// The last input whose line is in the log file: from then on a crash of this process cannot
    /// lose it; a power loss can lose only the last group commit (see `docs/log-format.md`).
    public var writtenSeq: Int { engine.writtenSeq }

    /// Waits until every input recorded so far is written and synced to disk.
    public func flushRecording() { engine.flushRecording(at: state) }

    private func apply(_ input: StoreInput<F>) {
        guard !observers.isEmpty else { return perform(engine.apply(input, to: &state)) }
        let (step, commands) = engine.applyObserved(input, to: &state)
        for observer in observers { observer(step) }
        perform(commands)
    }

    private func perform(_ commands: [EffectScheduler.Command]) {
        let runner = self.runner
        tasks.perform(commands) { ticket, effect in
            Task { self.finished(ticket, with: await runner.run(effect)) }
        }
        guard engine.isIdle else { return }
        let waiters = settleWaiters
        settleWaiters = []
        for waiter in waiters { waiter.resume() }
    }

    private func finished(_ ticket: EffectScheduler.Ticket, with result: EffectResult?) {
        tasks.finished(ticket)
        if let input = engine.finished(ticket, with: result) { apply(input) }
        perform(engine.resume())
    }
}
