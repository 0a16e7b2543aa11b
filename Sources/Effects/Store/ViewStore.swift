import ActionLog
import AppState
import Observation
import Reducers

/// The store a front end drives: on the main actor, `send` logs the action, reduces it at once in
/// call order and publishes the new state through Observation, so SwiftUI views and UIKit views
/// (`withObservationTracking`) update and read `state` synchronously.
///
/// Effects run off the main actor; each result comes back to the main actor and is logged and
/// reduced like an action. An effect with a cancellation id (HTTP, image, timer) replaces the one
/// in flight with the same id (latest wins), and `Effect.cancel` drops its result; storage reads
/// and writes run one at a time in the order they were returned.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@MainActor
@Observable
public final class ViewStore<F: Feature> {
    /// The state after the last input; views read it, and are told when it changes.
    public private(set) var state: F.State

    /// The first error met while writing the log; recording stops there, the store goes on.
    @ObservationIgnored public private(set) var recordingError: LogError?
    /// Called after every input with what it did, for a driver or a debugger.
    @ObservationIgnored public var onTransition: ((ViewStoreTransition<F>) -> Void)?

    @ObservationIgnored private let runner: any EffectRunner
    @ObservationIgnored private let clock: any StoreClock
    @ObservationIgnored private var recorder: Recorder<F>?
    @ObservationIgnored private var seq: Int
    @ObservationIgnored private var inFlight: [EffectID: (token: Int, task: Task<Void, Never>)] = [:]
    @ObservationIgnored private var nextToken = 0
    /// The last storage effect started: the next one waits for it, so writes keep their order.
    @ObservationIgnored private var storageTail: Task<Void, Never>?
    @ObservationIgnored private var pendingStorage = 0

    public init(initialState: F.State, runner: any EffectRunner, clock: any StoreClock = SystemClock(), recorder: Recorder<F>? = nil) {
        state = initialState
        self.runner = runner
        self.clock = clock
        self.recorder = recorder
        seq = recorder?.lastSeq ?? 0
    }

    /// Logs `action` (as `F.redacted` leaves it), reduces it and starts its effects, before returning.
    public func send(_ action: F.Action) {
        apply(.action(F.redacted(action)))
    }

    /// Whether an effect is still running; a driver waits for none before closing its log.
    public var isIdle: Bool { inFlight.isEmpty && pendingStorage == 0 }

    /// Stops recording, syncing and closing the log.
    public func stopRecording() {
        guard let recorder else { return }
        do { try recorder.close() } catch { recordingError = recordingError ?? error }
        self.recorder = nil
    }

    private func apply(_ input: StoreInput<F>) {
        seq += 1
        let seq = self.seq
        record { recorder throws(LogError) in try recorder.record(seq: seq, time: clock.now(), input) }
        let action = input.action
        let before = onTransition == nil ? nil : state
        let effects = action.map { F.reduce(&state, $0) } ?? []
        record { recorder throws(LogError) in try recorder.checkpoint(seq: seq, state: state, effects: effects) }
        if let before {
            onTransition?(ViewStoreTransition(seq: seq, input: input, action: action, before: before, after: state, effects: effects))
        }
        for effect in effects { start(effect) }
    }

    private func record(_ write: (Recorder<F>) throws(LogError) -> Void) {
        guard let recorder, recordingError == nil else { return }
        do { try write(recorder) } catch { recordingError = error }
    }

    private func start(_ effect: Effect) {
        switch effect {
        case .cancel(let id):
            inFlight.removeValue(forKey: id)?.task.cancel()
        case .persist, .load:
            let previous = storageTail
            let runner = self.runner
            pendingStorage += 1
            storageTail = Task { @MainActor in
                await previous?.value
                let result = await runner.run(effect)
                self.pendingStorage -= 1
                if let result { self.apply(.result(result)) }
            }
        case .http, .loadImage, .timer:
            launch(effect)
        }
    }

    /// Runs `effect` off the main actor; a newer effect with the same id replaces it.
    private func launch(_ effect: Effect) {
        nextToken += 1
        let token = nextToken
        let id = effect.cancellationID ?? EffectID("#\(token)")
        inFlight[id]?.task.cancel()
        let runner = self.runner
        let task = Task { @MainActor in
            let result = await runner.run(effect)
            guard self.inFlight[id]?.token == token else { return }
            self.inFlight[id] = nil
            if let result, !Task.isCancelled { self.apply(.result(result)) }
        }
        inFlight[id] = (token, task)
    }
}

/// One step of a `ViewStore`: the input, the action it reduced (`nil` when a result was dropped),
/// the state before and after, and the effects returned.
public struct ViewStoreTransition<F: Feature> {
    public var seq: Int
    public var input: StoreInput<F>
    public var action: F.Action?
    public var before: F.State
    public var after: F.State
    public var effects: [Effect]
}
