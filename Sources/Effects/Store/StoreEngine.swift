import ActionLog
import AppState
import Reducers

/// What every store does with an input, once: number it, log it, apply the engine's one step,
/// log what it returned, and hand its effects to the scheduler. `Store` (an actor) and `ViewStore`
/// (on the main actor) own one each and only perform the commands it returns.
///
/// The state is the caller's, passed in: a store keeps a single copy, so the reducer never has
/// to copy it.
struct StoreEngine<F: Feature> {
    private(set) var seq: Int
    private(set) var recorder: Recorder<F>?
    /// The first error met while writing the log; recording stops there, the store goes on.
    private(set) var recordingError: LogError?
    private var scheduler: EffectScheduler
    var ordering: EffectScheduler.Ordering { scheduler.ordering }
    private let clock: any StoreClock
    private var writtenWhenStopped = 0

    /// An engine for a store starting at `state`; when `recorder` continues a log, the new
    /// process's launch is logged first.
    init(state: F.State, ordering: EffectScheduler.Ordering, clock: any StoreClock, recorder: Recorder<F>?) {
        self.recorder = recorder
        self.clock = clock
        scheduler = EffectScheduler(ordering: ordering)
        seq = recorder?.lastSeq ?? 0
        guard recorder?.continuesLog == true else { return }
        let time = clock.now()
        record { recorder throws(LogError) in try recorder.launch(time: time, state: state) }
    }

    var isIdle: Bool { scheduler.isIdle }

    /// The last input whose line is in the log file.
    var writtenSeq: Int { recorder?.writtenSeq ?? writtenWhenStopped }

    var recordingStatus: RecordingStatus {
        if let recordingError { return .failed(recordingError) }
        return recorder == nil ? .off : .recording
    }

    /// Applies `input` to `state`: logged before it is reduced (so an input that traps is in the
    /// log), then what it returned. Returns the effect commands to perform. Compiled for each
    /// app's feature as well (the generic store calls it with its feature), so logging an input
    /// looks up no generic metadata.
    @_specialize(where F == ShowcaseFeature)
    @_specialize(where F == LunchFeature)
    @_specialize(where F == DiningFeature)
    @_specialize(where F == PlacesFeature)
    @_specialize(where F == BurgersFeature)
    @_specialize(where F == FilmsFeature)
    mutating func apply(_ input: StoreInput<F>, to state: inout F.State) -> [EffectScheduler.Command] {
        guard recorder != nil else {
            // Nobody reads the time or the log: the step and the effects alone.
            seq += 1
            return scheduler.submit(F.step(&state, input).effects)
        }
        return scheduler.submit(logged(input, to: &state).effects)
    }

    /// `apply(_:to:)` for a store with observers: also returns the step (it costs a copy of the
    /// state before it).
    @_specialize(where F == ShowcaseFeature)
    @_specialize(where F == LunchFeature)
    @_specialize(where F == DiningFeature)
    @_specialize(where F == PlacesFeature)
    @_specialize(where F == BurgersFeature)
    @_specialize(where F == FilmsFeature)
    mutating func applyObserved(
        _ input: StoreInput<F>, to state: inout F.State
    ) -> (step: Step<F>, commands: [EffectScheduler.Command]) {
        let before = state
        let applied = logged(input, to: &state)
        let step = Step(
            seq: applied.seq, time: applied.time, input: input, action: applied.action, before: before, after: state,
            effects: applied.effects)
        return (step, scheduler.submit(applied.effects))
    }

    /// Numbers `input`, logs it, applies the engine's step and logs what it returned.
    private mutating func logged(
        _ input: StoreInput<F>, to state: inout F.State
    ) -> (seq: Int, time: Timestamp, action: F.Action?, effects: [Effect]) {
        seq += 1
        let seq = self.seq, time = clock.now()
        record { recorder throws(LogError) in try recorder.record(seq: seq, time: time, input) }
        let (action, effects) = F.step(&state, input)
        record { recorder throws(LogError) in try recorder.checkpoint(seq: seq, state: state, effects: effects) }
        return (seq, time, action, effects)
    }

    /// The effect of `ticket` ended with `result`: the input to apply, when its answer is wanted.
    mutating func finished(_ ticket: EffectScheduler.Ticket, with result: EffectResult?) -> StoreInput<F>? {
        guard scheduler.finished(ticket), let result else { return nil }
        return .result(result)
    }

    /// The next effects to start once an answer was delivered (or dropped).
    mutating func resume() -> [EffectScheduler.Command] { scheduler.resume() }

    /// Logs the whole `state` now, for a bug report.
    mutating func recordSnapshot(of state: F.State) {
        let seq = self.seq
        record { recorder throws(LogError) in try recorder.snapshot(seq: seq, state: state) }
    }

    /// Logs the hash of `state` (unless it is logged already) and waits until everything logged
    /// so far is written and synced.
    mutating func flushRecording(at state: F.State) {
        let seq = self.seq
        record { recorder throws(LogError) in
            try recorder.recordStateHash(seq: seq, state: state)
            try recorder.flush()
        }
    }

    /// Logs the hash of the last `state` (unless it is logged already), then syncs and closes the log.
    mutating func stopRecording(at state: F.State) {
        guard let recorder else { return }
        let seq = self.seq
        record { recorder throws(LogError) in try recorder.recordStateHash(seq: seq, state: state) }
        do { try recorder.close() } catch { recordingError = recordingError ?? error }
        writtenWhenStopped = recorder.writtenSeq
        self.recorder = nil
    }

    private mutating func record(_ write: (Recorder<F>) throws(LogError) -> Void) {
        guard let recorder, recordingError == nil else { return }
        do { try write(recorder) } catch { recordingError = error }
    }
}
