import ActionLog
import AppState
import Effects
import Foundation
import LogReplay
import Observation
import Reducers
import XCTest

/// The main-actor store front ends use: synchronous sends in call order, observed state, effects
/// off the main actor with latest-wins ids, and a log that replays to the same state.
@MainActor
final class ViewStoreTests: XCTestCase {
    private let favorites = ScriptedEffectRunner { effect in
        guard case .load(let key) = effect else { return nil }
        return .loaded(key: key, .success(Data(#"["rust","swift"]"#.utf8)))
    }

    private func launchState() throws -> ShowcaseState {
        try XCTUnwrap(ShowcaseFeature.namedInitialStates["launch"])
    }

    /// A store from the launch state recording a new log at `url`.
    private func recordingStore(to url: URL) throws -> ViewStore<ShowcaseFeature> {
        let writer = try LogWriter(url: url, header: ShowcaseFeature.logHeader(initial: .named("launch")))
        return ViewStore(initialState: try launchState(), runner: favorites, recorder: Recorder(writer: writer))
    }

    func testSendReducesAtOnceInCallOrder() throws {
        let store = ViewStore<ShowcaseFeature>(initialState: try launchState(), runner: favorites)
        store.send(.navigation(.tabSelected(tab: .browser)))
        XCTAssertEqual(store.state.navigation.selected, .browser, "the state is new when send returns")
        store.send(.navigation(.navigation(.pushed(screen: .item(id: "a")))))
        store.send(.navigation(.navigation(.pushed(screen: .item(id: "b")))))
        store.send(.navigation(.navigation(.popped)))
        XCTAssertEqual(store.state.navigation.current.screens, [.item(id: "a")])
    }

    func testObserversAreToldOfEveryChange() throws {
        let store = ViewStore<ShowcaseFeature>(initialState: try launchState(), runner: favorites)
        let changes = Counter()
        func track() {
            withObservationTracking { _ = store.state } onChange: { changes.increment() }
        }
        track()
        store.send(.navigation(.tabSelected(tab: .favorites)))
        XCTAssertEqual(changes.value, 1)
        track()
        store.send(.modal(.presented(modal: .map)))
        XCTAssertEqual(changes.value, 2)
    }

    func testObserveRendersNowAndAfterChangesUntilCancelled() async throws {
        let store = ViewStore<ShowcaseFeature>(initialState: try launchState(), runner: favorites)
        var rendered: [ShowcaseTab] = []
        let observation = store.observe { rendered.append($0.navigation.selected) }
        XCTAssertEqual(rendered, [.home], "rendered at once")
        store.send(.navigation(.tabSelected(tab: .browser)))
        store.send(.navigation(.tabSelected(tab: .favorites)))
        try await waitUntil("rendered again") { rendered.count == 2 }
        XCTAssertEqual(rendered, [.home, .favorites], "two changes in one turn render once, with the latest state")
        observation.cancel()
        store.send(.navigation(.tabSelected(tab: .home)))
        try await Task.sleep(for: .milliseconds(50))
        XCTAssertEqual(rendered, [.home, .favorites], "nothing is rendered once cancelled")
    }

    func testEffectResultsComeBackAndAreReduced() async throws {
        let store = ViewStore<ShowcaseFeature>(initialState: try launchState(), runner: favorites)
        store.send(.launched)
        try await waitUntil("the stored favorites are restored") { store.state.favorites.ids.elements == ["rust", "swift"] }
        XCTAssertTrue(store.isIdle)
    }

    func testALaterEffectWithTheSameIdWins() async throws {
        let runner = GatedRunner()
        let store = ViewStore<ProbeFeature>(initialState: ProbeFeature.State(), runner: runner)
        store.send(.fetchTapped("a"))
        // The first fetch reaches the runner before the second replaces it, so that the oldest
        // waiting one released below is the replaced one, whatever the machine's load.
        await runner.waitForStarts(1)
        store.send(.fetchTapped("a"))
        await runner.waitForStarts(2)
        await runner.release("a", status: 500)
        await runner.release("a", status: 201)
        try await waitUntil("the later fetch is reduced") { store.state.received == ["a:201"] }
        try await Task.sleep(for: .milliseconds(50))
        XCTAssertEqual(store.state.received, ["a:201"], "the replaced fetch's result is dropped")
    }

    func testACancelledEffectsResultIsDropped() async throws {
        let runner = GatedRunner()
        let store = ViewStore<ProbeFeature>(initialState: ProbeFeature.State(), runner: runner)
        store.send(.fetchTapped("a"))
        store.send(.fetchTapped("b"))
        store.send(.cancelTapped("a"))
        await runner.waitForStarts(2)
        await runner.release("a", status: 200)
        await runner.release("b", status: 200)
        try await waitUntil("b is reduced") { store.state.received == ["b:200"] }
        XCTAssertTrue(store.isIdle)
    }

    func testTheLogItRecordsReplaysToItsState() async throws {
        let folder = try SessionHarness.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("view-store.jsonl")
        let store = try recordingStore(to: url)
        store.send(.launched)
        try await waitUntil("the favorites are restored") { !store.state.favorites.ids.isEmpty }
        store.send(.favorites(.toggled(id: "elm")))
        try await waitUntil("the write is done") { store.isIdle }
        store.stopRecording()
        XCTAssertNil(store.recordingError)
        let replayed = try Replayer<ShowcaseFeature>(verify: true).run(LogOpening(url: url))
        XCTAssertEqual(replayed.state, store.state)
        XCTAssertNil(replayed.divergence)
        XCTAssertEqual(replayed.lastSeq, 3, "launched, the favorites read, the toggle (the persist's result is not scripted)")
    }

    /// Issue 24: a recording that failed was invisible to a front end (`recordingError` could not
    /// be observed). `recording` is observed state: a view showing a recording dot is told when
    /// the log is deleted under the store, and when it is closed.
    func testARecordingThatFailsIsObservable() throws {
        let folder = try SessionHarness.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("view-store.jsonl")
        let store = try recordingStore(to: url)
        XCTAssertEqual(store.recording, .recording)
        let changes = Counter()
        withObservationTracking { _ = store.recording } onChange: { changes.increment() }
        store.send(.navigation(.tabSelected(tab: .browser)))
        store.flushRecording()
        XCTAssertEqual(changes.value, 0, "inputs that are written change nothing a view of the status reads")
        XCTAssertEqual(store.writtenSeq, 1)

        try FileManager.default.removeItem(at: url)
        store.send(.navigation(.tabSelected(tab: .favorites)))
        store.flushRecording()
        guard case .failed(let error) = store.recording else { return XCTFail("still \(store.recording)") }
        XCTAssertTrue("\(error)".contains("deleted"), "\(error)")
        XCTAssertEqual(changes.value, 1, "the view is told once")
        let written = store.writtenSeq
        store.send(.navigation(.tabSelected(tab: .home)))
        store.flushRecording()
        XCTAssertEqual(store.state.navigation.selected, .home, "the session goes on")
        XCTAssertEqual(store.writtenSeq, written, "nothing more is written once the recording failed")
        XCTAssertEqual(changes.value, 1)

        let closed = try recordingStore(to: folder.appendingPathComponent("closed.jsonl"))
        closed.stopRecording()
        XCTAssertEqual(closed.recording, .off)
        XCTAssertEqual(ViewStore<ShowcaseFeature>(initialState: try launchState(), runner: favorites).recording, .off)
    }
}

/// Counts calls from observation callbacks.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
