import ActionLog
import AppState
import Effects
import Foundation
import LogReplay
import Reducers
import XCTest

/// `Store` and `ViewStore` drive one engine and one scheduler: with `.serial` ordering, the same
/// script and the same answers, they write the same log, byte for byte.
@MainActor
final class StoreParityTests: XCTestCase {
    /// Launch (the stored favorites read, the feed fetched, which requests its fifteen images),
    /// favorite Chuy's, then open the favorites and take Yard House, restored from storage, out.
    private let script: [LunchAction] = [
        .launched,
        .restaurantTapped(restaurant: "Chuy's"),
        .heartTapped(restaurant: "Chuy's"),
        .backTapped,
        .tabSelected(tab: .favorites),
        .restaurantTapped(restaurant: "Yard House"),
        .heartTapped(restaurant: "Yard House"),
    ]

    func testStoreAndViewStoreRecordTheSameLog() async throws {
        let runner = try Self.runner()
        let storeFolder = try SessionHarness.temporaryFolder(), viewStoreFolder = try SessionHarness.temporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: storeFolder)
            try? FileManager.default.removeItem(at: viewStoreFolder)
        }
        let storeLog = storeFolder.appendingPathComponent("lunch.jsonl")
        let viewStoreLog = viewStoreFolder.appendingPathComponent("lunch.jsonl")

        let store = Store<LunchFeature>(
            initialState: try Self.launchState(), runner: runner, clock: SteppingClock(start: SessionRecording.defaultStart),
            ordering: .serial, recorder: try Self.recorder(to: storeLog))
        for action in script { await store.send(action) }
        await store.settle()
        await store.stopRecording()

        let viewStore = ViewStore<LunchFeature>(
            initialState: try Self.launchState(), runner: runner, clock: SteppingClock(start: SessionRecording.defaultStart),
            ordering: .serial, recorder: try Self.recorder(to: viewStoreLog))
        for action in script {
            viewStore.send(action)
            try await waitUntil("the view store never settled after \(action)") { viewStore.isIdle }
        }
        viewStore.stopRecording()

        let storeError = await store.recordingError
        XCTAssertNil(storeError)
        XCTAssertNil(viewStore.recordingError)
        let storeBytes = try Data(contentsOf: storeLog), viewStoreBytes = try Data(contentsOf: viewStoreLog)
        XCTAssertEqual(storeBytes, viewStoreBytes, Self.firstDifference(storeBytes, viewStoreBytes))

        let state = await store.state
        XCTAssertEqual(viewStore.state, state)
        for log in [storeLog, viewStoreLog] {
            let replayed = try Replayer<LunchFeature>(verify: true).run(LogOpening(url: log))
            XCTAssertNil(replayed.divergence, log.path)
            XCTAssertEqual(replayed.state, state, log.path)
            // 7 actions, the favorites read, the feed, its 15 images and 2 favorites written.
            XCTAssertEqual(replayed.lastSeq, 26, log.path)
            XCTAssertEqual(replayed.checkpointsVerified, 26, log.path)
        }

        XCTAssertEqual(state.favorites.ids.elements, ["Chuy's"], "Yard House was restored, Chuy's added, Yard House taken out")
        let restaurants = try XCTUnwrap(state.feed.value)
        XCTAssertEqual(restaurants.count, 15, "the fixture's fifteen restaurants")
        for restaurant in restaurants {
            XCTAssertEqual(state.image(at: restaurant.backgroundImageURL), .loaded(value: Self.picture), restaurant.name)
        }
    }

    // MARK: - Setup

    /// What the runner answers every image with.
    private static let picture = ImageInfo(
        format: .png, byteCount: 79, width: 23, height: 12, digest: String(repeating: "0", count: 64), fromCache: false)

    /// Answers every effect: the feed from `Fixtures/lunch/restaurants.json`, every image with
    /// `picture`, the stored favorites as `["Yard House"]`, every write as written.
    private static func runner() throws -> ScriptedEffectRunner {
        let feed = try Data(contentsOf: SessionHarness.repositoryRoot.appendingPathComponent("Fixtures/lunch/restaurants.json"))
        let stored = try CanonicalJSON.encode(["Yard House"]), picture = picture
        return ScriptedEffectRunner { effect in
            switch effect {
            case .http(let request):
                let json = HTTPRequest.Header(name: "content-type", value: "application/json")
                return .http(id: request.id, .success(HTTPResponse(status: 200, headers: [json], body: feed)))
            case .loadImage(let id, let url): return .image(id: id, url: url, .success(picture))
            case .load(let key): return .loaded(key: key, .success(stored))
            case .persist(let key, _): return .persisted(key: key, error: nil)
            case .timer(let id, _): return .timerFired(id: id)
            case .readBundledFile(let id, let name, _): return .bundledFileRead(id: id, name: name, .failure(.missing))
            case .cancel: return nil
            }
        }
    }

    private static func launchState() throws -> LunchState {
        try XCTUnwrap(LunchFeature.namedInitialStates["launch"])
    }

    private nonisolated static func recorder(to url: URL) throws -> Recorder<LunchFeature> {
        let header = LunchFeature.logHeader(initial: .named("launch"))
        return Recorder(writer: try LogWriter(url: url, header: header), checkpointInterval: 1)
    }

    /// The first line where the two logs differ, for a failure's message.
    private static func firstDifference(_ store: Data, _ viewStore: Data) -> String {
        let left = String(decoding: store, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let right = String(decoding: viewStore, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(left.count, right.count) {
            let storeLine = index < left.count ? String(left[index]) : "(no line)"
            let viewStoreLine = index < right.count ? String(right[index]) : "(no line)"
            guard storeLine == viewStoreLine else {
                return "line \(index + 1) differs:\n  Store:     \(storeLine)\n  ViewStore: \(viewStoreLine)"
            }
        }
        return "the logs are equal"
    }
}
