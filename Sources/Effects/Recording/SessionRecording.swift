import ActionLog
import AppState
import Foundation
import Reducers

/// Records a session by driving a real store from code: the way every file in `Sessions/` is made.
///
/// Effects run serially and the clock steps by one second per action from a fixed start, so the
/// same script with the same runner answers writes the same bytes every time.
public enum SessionRecording {
    public static let defaultStart = Timestamp(milliseconds: 1_795_000_000_000)

    /// Records a new log at `url` (replacing any file there: a recording starts a session; a
    /// `LogWriter` on its own continues a log), starting from the feature's state named `initial`,
    /// and returns the state the live store reached. `script` sends actions; the store settles
    /// after it returns.
    public static func record<F: Feature>(
        _ feature: F.Type, to url: URL, initial: String = "launch", runner: any EffectRunner,
        clock: any StoreClock = SteppingClock(start: defaultStart), checkpointInterval: Int = 1, snapshotInterval: Int? = nil,
        script: (Store<F>) async throws -> Void
    ) async throws -> F.State {
        guard let initialState = F.namedInitialStates[initial] else {
            throw LogError(file: url.path, line: 1, problem: .unknownInitialState(initial, known: F.namedInitialStates.keys.sorted()))
        }
        try? FileManager.default.removeItem(at: url)
        let header = F.logHeader(initial: .named(initial))
        let recorder = Recorder<F>(
            writer: try LogWriter(url: url, header: header), checkpointInterval: checkpointInterval, snapshotInterval: snapshotInterval)
        let store = Store<F>(
            initialState: initialState, runner: runner, clock: clock, ordering: .serial, recorder: recorder)
        try await script(store)
        await store.settle()
        await store.stopRecording()
        if let error = await store.recordingError { throw error }
        return await store.state
    }
}
