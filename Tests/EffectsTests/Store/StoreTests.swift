import ActionLog
import AppState
import Effects
import Foundation
import LogReplay
import Reducers
import XCTest

final class StoreTests: XCTestCase {
    private func makeStore(_ runner: GatedRunner, ordering: Store<ProbeFeature>.EffectOrdering = .concurrent) -> Store<ProbeFeature> {
        Store(initialState: ProbeFeature.State(), runner: runner, clock: SteppingClock(start: Timestamp(milliseconds: 0)), ordering: ordering)
    }

    func testResultsComeBackAsActionsInTheOrderTheyFinish() async throws {
        let runner = GatedRunner()
        let store = makeStore(runner)
        await store.send(.fetchTapped("a"))
        await store.send(.fetchTapped("b"))
        await runner.waitForStarts(2)
        await runner.release("b", status: 200)
        try await waitUntil("b's result was never reduced") { await store.state.received == ["b:200"] }
        await runner.release("a", status: 404)
        await store.settle()
        let received = await store.state.received
        XCTAssertEqual(received, ["b:200", "a:404"])
    }

    func testObserversSeeEachActionWithStateBeforeAndAfter() async {
        let runner = GatedRunner()
        let store = makeStore(runner)
        let seen = Transitions()
        await store.observe { transition in seen.append(transition) }
        await store.send(.fetchTapped("a"))
        await runner.waitForStarts(1)
        await runner.release("a", status: 201)
        await store.settle()
        let transitions = seen.all
        XCTAssertEqual(transitions.map(\.seq), [1, 2])
        XCTAssertEqual(transitions.map(\.action), [.fetchTapped("a"), .fetched("a", status: 201)])
        XCTAssertEqual(transitions[1].before.received, [])
        XCTAssertEqual(transitions[1].after.received, ["a:201"])
        XCTAssertEqual(transitions[0].effects.count, 1)
        XCTAssertEqual(transitions.map(\.time.milliseconds), [0, 1000])
    }

    func testACancelledEffectsResultIsDropped() async {
        let runner = GatedRunner()
        let store = makeStore(runner)
        await store.send(.fetchTapped("a"))
        await runner.waitForStarts(1)
        await store.send(.cancelTapped("a"))
        await store.settle()
        await runner.release("a", status: 200)
        await store.send(.fetchTapped("b"))
        await runner.waitForStarts(2)
        await runner.release("b", status: 200)
        await store.settle()
        let received = await store.state.received
        XCTAssertEqual(received, ["b:200"])
    }

    func testStartingAnEffectWhoseIDIsInFlightReplacesIt() async {
        let runner = GatedRunner()
        let store = makeStore(runner)
        // One start at a time, so the runner queues them in send order: status 1 goes to the
        // replaced effect, status 2 to the latest.
        await store.send(.fetchTapped("a"))
        await runner.waitForStarts(1)
        await store.send(.fetchTapped("a"))
        await runner.waitForStarts(2)
        await runner.release("a", status: 1)
        await runner.release("a", status: 2)
        await store.settle()
        let received = await store.state.received
        XCTAssertEqual(received, ["a:2"], "only the latest of two effects with one id reports")
    }

    func testSerialOrderingFinishesEachSendBeforeReturning() async {
        let runner = GatedRunner()
        let store = makeStore(runner, ordering: .serial)
        let sending = Task { await store.send(.fetchTapped("a")) }
        await runner.waitForStarts(1)
        let midway = await store.state.received
        XCTAssertEqual(midway, [])
        await runner.release("a", status: 200)
        await sending.value
        let received = await store.state.received
        XCTAssertEqual(received, ["a:200"])
    }

    func testSerialOrderingAlsoLetsTheLatestEffectWithAnIdWin() async {
        let runner = GatedRunner()
        let store = makeStore(runner, ordering: .serial)
        let seen = Transitions()
        await store.observe { transition in seen.append(transition) }
        let first = Task { await store.send(.fetchTapped("a")) }
        await runner.waitForStarts(1)
        let second = Task { await store.send(.fetchTapped("a")) }
        // Once the second send is reduced, its effect has cancelled the first, which the runner
        // still holds until released.
        while seen.all.count < 2 { await Task.yield() }
        await runner.release("a", status: 1)
        await runner.waitForStarts(2)
        await runner.release("a", status: 2)
        await first.value
        await second.value
        let received = await store.state.received
        XCTAssertEqual(received, ["a:2"], "the replaced effect's result is dropped, as in concurrent mode")
    }

    func testTheRecordedLogReplaysToTheLiveState() async throws {
        let folder = try SessionHarness.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("probe.jsonl")
        let runner = GatedRunner()
        let header = ProbeFeature.logHeader(initial: .named("launch"))
        let store = Store<ProbeFeature>(
            initialState: ProbeFeature.State(), runner: runner,
            recorder: Recorder(writer: try LogWriter(url: url, header: header), checkpointInterval: 2))
        await store.send(.fetchTapped("a"))
        await store.send(.fetchTapped("b"))
        await runner.waitForStarts(2)
        await runner.release("b", status: 500)
        await runner.release("a", status: 200)
        await store.settle()
        await store.stopRecording()
        let live = await store.state
        let replayed = try Replayer<ProbeFeature>(verify: true).run(LogOpening(url: url))
        XCTAssertEqual(replayed.state, live)
        XCTAssertEqual(replayed.lastSeq, 4)
        XCTAssertEqual(replayed.checkpointsVerified, 4, "every input's effects; the state every second input")
        XCTAssertNil(replayed.divergence)
    }
}

/// Collects transitions from an observer closure.
private final class Transitions: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [Step<ProbeFeature>] = []
    func append(_ item: Step<ProbeFeature>) { lock.withLock { items.append(item) } }
    var all: [Step<ProbeFeature>] { lock.withLock { items } }
}
