import ActionLog
import AppState
import Observation
import Reducers

/// The store a front end drives: on the main actor, `send` logs the action, reduces it at once in
/// call order and publishes the new state through Observation, so SwiftUI views and UIKit views
/// (`withObservationTracking`) update and read `state` synchronously.
///
/// Effects run off the main actor; each result comes back to the main actor and is logged and
/// reduced like an action. Which effect runs, is cancelled or has its answer dropped is the
/// `EffectScheduler`'s to say, exactly as in `Store`: the two stores share the engine's one step
/// and its one scheduler.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@MainActor
@Observable
public final class ViewStore<F: Feature> {
    /// The state after the last input; views read it, and are told when it changes.
    public private(set) var state: F.State

    /// Whether inputs are kept in the log; views are told when it changes (the first write that
    /// fails, the log closed).
    public private(set) var recording: RecordingStatus
    /// The first error met while writing the log; recording stops there, the store goes on.
    public var recordingError: LogError? { engine.recordingError }
    /// Called after every input with what it did, for a driver or a debugger.
    @ObservationIgnored public var onStep: ((Step<F>) -> Void)?

    @ObservationIgnored private var engine: StoreEngine<F>
    @ObservationIgnored private let runner: any EffectRunner
    @ObservationIgnored private var tasks = EffectTasks()

    /// A store starting at `initialState` whose effects `runner` performs, stamping inputs with
    /// `clock`'s time, and recording to `recorder` when given.
    public init(
        initialState: F.State, runner: any EffectRunner, clock: any StoreClock = SystemClock(),
        ordering: EffectScheduler.Ordering = .concurrent, recorder: Recorder<F>? = nil
    ) {
        state = initialState
        self.runner = runner
        engine = StoreEngine(state: initialState, ordering: ordering, clock: clock, recorder: recorder)
        recording = engine.recordingStatus
    }

    /// Logs `action` (as `F.redacted` leaves it), reduces it and starts its effects, before returning.
    public func send(_ action: F.Action) {
        apply(F.input(sending: action))
    }

    /// Whether no effect is running or waiting; a driver waits for this before closing its log.
    public var isIdle: Bool { engine.isIdle }

    /// Writes the whole current state to the log now (for a bug report), so that a replay can start
    /// there and a divergence after it shows as a diff.
    public func recordSnapshot() {
        engine.recordSnapshot(of: state)
        publishRecordingStatus()
    }

    /// Waits until every input recorded so far is written and synced to disk.
    public func flushRecording() {
        engine.flushRecording(at: state)
        publishRecordingStatus()
    }

    /// The last input whose line is in the log file: from then on a crash of this process cannot
    /// lose it.
    public var writtenSeq: Int { engine.writtenSeq }

    /// Stops recording, syncing and closing the log.
    public func stopRecording() {
        engine.stopRecording(at: state)
        publishRecordingStatus()
    }

    private func apply(_ input: StoreInput<F>) {
        let commands: [EffectScheduler.Command]
        if let onStep {
            let observed = engine.applyObserved(input, to: &state)
            onStep(observed.step)
            commands = observed.commands
        } else {
            commands = engine.apply(input, to: &state)
        }
        publishRecordingStatus()
        perform(commands)
    }

    /// Tells observers of `recording` only when it changed.
    private func publishRecordingStatus() {
        let status = engine.recordingStatus
        if status != recording { recording = status }
    }

    private func perform(_ commands: [EffectScheduler.Command]) {
        let runner = self.runner
        tasks.perform(commands) { ticket, effect in
            Task { @MainActor in self.finished(ticket, with: await runner.run(effect)) }
        }
    }

    private func finished(_ ticket: EffectScheduler.Ticket, with result: EffectResult?) {
        tasks.finished(ticket)
        if let input = engine.finished(ticket, with: result) { apply(input) }
        perform(engine.resume())
    }
}
