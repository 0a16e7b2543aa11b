import ActionLog
import AppState
import Reducers

/// Runs a feature: takes one input at a time (an action, or an effect's result), records it,
/// reduces it, records what it returned, performs its effects and feeds their results back.
///
/// Effects run concurrently by default, except storage reads and writes, which run one at a time in
/// the order they were returned (a write never overtakes an earlier read or write). In every mode,
/// starting an effect whose id is already in flight or queued cancels the older one (latest wins);
/// a cancelled effect's result is dropped.
///
/// With `.serial`, the store performs every effect one at a time in the order they were returned,
/// each result reduced before the next effect starts, and `send` returns only once the action's
/// effects (and all they caused) are done: recordings made that way are identical from run to run.
public actor Store<F: Feature> {
    public enum EffectOrdering: Sendable { case concurrent, serial }

    public private(set) var state: F.State
    /// The first error met while writing the log; recording stops there, the store goes on.
    public private(set) var recordingError: LogError?

    private let runner: any EffectRunner
    private let clock: any StoreClock
    private let ordering: EffectOrdering
    private var recorder: Recorder<F>?
    private var writtenWhenStopped = 0
    private var seq = 0
    private var observers: [@Sendable (Transition<F>) -> Void] = []
    private var inFlight: [EffectID: (token: Int, task: Task<Void, Never>)] = [:]
    private var nextToken = 0
    private var serialQueue: [Effect] = []
    private var serialWorker: Task<Void, Never>?
    private var serialCurrent: (id: EffectID?, task: Task<EffectResult?, Never>)?
    private var settleWaiters: [CheckedContinuation<Void, Never>] = []

    public init(
        initialState: F.State, runner: any EffectRunner, clock: any StoreClock = SystemClock(),
        ordering: EffectOrdering = .concurrent, recorder: Recorder<F>? = nil
    ) {
        state = initialState
        self.runner = runner
        self.clock = clock
        self.ordering = ordering
        self.recorder = recorder
        seq = recorder?.lastSeq ?? 0
    }

    /// Calls `observer` after every action from now on.
    public func observe(_ observer: @escaping @Sendable (Transition<F>) -> Void) {
        observers.append(observer)
    }

    /// Reduces `action` (as `F.redacted` leaves it) and starts its effects; with `.serial` ordering,
    /// waits for them to finish.
    public func send(_ action: F.Action) async {
        apply(.action(F.redacted(action)))
        if ordering == .serial { await settle() }
    }

    /// Logs `input` before reducing it (so an input that traps is in the log), then what it returned.
    private func apply(_ input: StoreInput<F>) {
        seq += 1
        guard recorder != nil || !observers.isEmpty else {
            // Nobody reads the time, the state before or the log: the fold and the effects alone.
            if let action = input.action { for effect in F.reduce(&state, action) { start(effect) } }
            return
        }
        let time = clock.now()
        record { recorder throws(LogError) in try recorder.record(seq: seq, time: time, input) }
        guard let action = input.action else {
            record { recorder throws(LogError) in try recorder.checkpoint(seq: seq, state: state, effects: []) }
            return
        }
        // The state before is kept only for observers: holding it makes the reducer copy state.
        let before = observers.isEmpty ? nil : state
        let effects = F.reduce(&state, action)
        record { recorder throws(LogError) in try recorder.checkpoint(seq: seq, state: state, effects: effects) }
        if let before {
            let transition = Transition<F>(
                seq: seq, time: time, action: action, before: before, after: state, effects: effects)
            for observer in observers { observer(transition) }
        }
        for effect in effects { start(effect) }
    }

    /// Returns once no effect is in flight or queued.
    public func settle() async {
        while !isIdle {
            await withCheckedContinuation { settleWaiters.append($0) }
        }
    }

    /// Writes the whole current state to the log now (for a bug report), so that a replay can start
    /// there and a divergence after it shows as a diff.
    public func recordSnapshot() {
        record { recorder throws(LogError) in try recorder.snapshot(seq: seq, state: state) }
    }

    /// Stops recording, syncing and closing the log.
    public func stopRecording() {
        guard let recorder else { return }
        do { try recorder.close() } catch { recordingError = recordingError ?? error }
        writtenWhenStopped = recorder.writtenSeq
        self.recorder = nil
    }

    /// The last input whose line is in the log file: from then on a crash of this process cannot
    /// lose it; a power loss can lose only the last group commit (see `docs/log-format.md`).
    public var writtenSeq: Int { recorder?.writtenSeq ?? writtenWhenStopped }

    /// Waits until every input recorded so far is written and synced to disk.
    public func flushRecording() {
        record { recorder throws(LogError) in try recorder.flush() }
    }

    private var isIdle: Bool { inFlight.isEmpty && serialQueue.isEmpty && serialWorker == nil }

    private func record(_ write: (Recorder<F>) throws(LogError) -> Void) {
        guard let recorder, recordingError == nil else { return }
        do { try write(recorder) } catch { recordingError = error }
    }

    private func start(_ effect: Effect) {
        if case .cancel(let id) = effect {
            cancel(id)
            return
        }
        if ordering == .concurrent && !effect.isStorage {
            launch(effect)
            return
        }
        if let id = effect.cancellationID {
            // Latest wins in serial mode too: the older effect with this id is dropped or cancelled.
            serialQueue.removeAll { $0.cancellationID == id }
            if let current = serialCurrent, current.id == id { current.task.cancel() }
        }
        serialQueue.append(effect)
        if serialWorker == nil { serialWorker = Task { await self.drainSerialQueue() } }
    }

    private func launch(_ effect: Effect) {
        nextToken += 1
        let token = nextToken
        let id = effect.cancellationID ?? EffectID("#\(token)")
        inFlight[id]?.task.cancel()
        let runner = self.runner
        let task = Task {
            let result = await runner.run(effect)
            self.finish(id: id, token: token, result: result)
        }
        inFlight[id] = (token, task)
    }

    private func finish(id: EffectID, token: Int, result: EffectResult?) {
        guard inFlight[id]?.token == token else { return }
        inFlight[id] = nil
        deliver(result)
        resumeSettleWaitersIfIdle()
    }

    private func drainSerialQueue() async {
        while !serialQueue.isEmpty {
            let effect = serialQueue.removeFirst()
            let runner = self.runner
            let task = Task { await runner.run(effect) }
            serialCurrent = (effect.cancellationID, task)
            let result = await task.value
            let wasCancelled = task.isCancelled
            serialCurrent = nil
            if !wasCancelled { deliver(result) }
        }
        serialWorker = nil
        resumeSettleWaitersIfIdle()
    }

    private func cancel(_ id: EffectID) {
        inFlight.removeValue(forKey: id)?.task.cancel()
        serialQueue.removeAll { $0.cancellationID == id }
        if let current = serialCurrent, current.id == id { current.task.cancel() }
        resumeSettleWaitersIfIdle()
    }

    private func deliver(_ result: EffectResult?) {
        guard let result else { return }
        apply(.result(result))
    }

    private func resumeSettleWaitersIfIdle() {
        guard isIdle else { return }
        let waiters = settleWaiters
        settleWaiters = []
        for waiter in waiters { waiter.resume() }
    }
}
