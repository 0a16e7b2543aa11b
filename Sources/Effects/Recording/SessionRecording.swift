import ActionLog
import AppState
import Foundation
import Reducers

/// Records a session by driving a real store from code: the way every file in `Sessions/` is made.
///
/// Effects run serially and the clock steps by one second per action from a fixed start, so the
/// same script with the same runner answers writes the same bytes every time.
package enum SessionRecording {
    package static let defaultStart = Timestamp(milliseconds: 1_795_000_000_000)

    /// Records a new log at `url` (replacing any file there: a recording starts a session; a
    /// `LogWriter` on its own continues a log), starting from the feature's state named `initial`,
    /// and returns the state the live store reached. `script` sends actions; the store settles
    /// after it returns.
    package static func record<F: Feature>(
        _ feature: F.Type, to url: URL, initial: String = "launch", runner: any EffectRunner,
        clock: any StoreClock = SteppingClock(start: defaultStart), checkpointInterval: Int = 1, snapshotInterval: Int? = nil,
        script: (Store<F>) async throws -> Void
    ) async throws -> F.State {
        let initialState = try F.initialState(.named(initial), file: url.path, line: 1)
        try? FileManager.default.removeItem(at: url)
        let header = F.logHeader(initial: .named(initial))
        let recorder = Recorder<F>(
            writer: try LogWriter(url: url, header: header), checkpointInterval: checkpointInterval, snapshotInterval: snapshotInterval)
        let store = Store<F>(
            initialState: initialState, runner: runner, clock: clock, ordering: .serial, recorder: recorder)
        return try await drive(store, script)
    }

    /// Continues the log at `url`, which `record` (or this) wrote, as the app launched again
    /// would: a new store starts from the state named `initial` and logs its launch line, then
    /// `script`'s inputs follow, numbered on from the log's last. What the earlier processes
    /// stored reaches it only through `runner` (a runtime on their storage folder). Give it a
    /// clock of its own that starts after the times already logged, a `SteppingClock`, so that
    /// the bytes are the same every time. Returns the state the new store reached.
    package static func continueRecording<F: Feature>(
        _ feature: F.Type, at url: URL, initial: String = "launch", runner: any EffectRunner, clock: any StoreClock,
        checkpointInterval: Int = 1, script: (Store<F>) async throws -> Void
    ) async throws -> F.State {
        let initialState = try F.initialState(.named(initial), file: url.path, line: nil)
        guard FileManager.default.fileExists(atPath: url.path) else { throw LogError(file: url.path, line: nil, problem: .unreadable) }
        let recorder = Recorder<F>(
            writer: try LogWriter(url: url, header: F.logHeader(initial: .named(initial))), checkpointInterval: checkpointInterval)
        let store = Store<F>(initialState: initialState, runner: runner, clock: clock, ordering: .serial, recorder: recorder)
        return try await drive(store, script)
    }

    /// Runs `script` on `store`, lets the store settle and closes its log; the state it reached.
    private static func drive<F: Feature>(_ store: Store<F>, _ script: (Store<F>) async throws -> Void) async throws -> F.State {
        try await script(store)
        await store.settle()
        await store.stopRecording()
        if let error = await store.recordingError { throw error }
        return await store.state
    }
}
