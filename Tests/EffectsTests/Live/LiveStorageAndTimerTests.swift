import ActionLog
import AppState
import Effects
import Foundation
import XCTest

/// The key-value store behind `.persist`/`.load`, and timers.
final class LiveStorageAndTimerTests: XCTestCase {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("appcore-kv-\(UUID().uuidString)")

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func makeRunner() -> LiveEffectRunner {
        LiveEffectRunner(configuration: .init(
            storageFolder: folder.appendingPathComponent("storage"),
            imageCacheFolder: folder.appendingPathComponent("images")))
    }

    func testPersistedValueLoadsInAFreshRuntime() async throws {
        let written = await makeRunner().run(.persist(key: "lunch.favorites", value: Data(#"["Chuy's"]"#.utf8)))
        XCTAssertEqual(written, .persisted(key: "lunch.favorites", error: nil))
        let read = await makeRunner().run(.load(key: "lunch.favorites"))
        XCTAssertEqual(read, .loaded(key: "lunch.favorites", .success(Data(#"["Chuy's"]"#.utf8))))
    }

    func testOverwriteLeavesOneFileAndNoTemporaryFiles() async throws {
        let runner = makeRunner()
        _ = await runner.run(.persist(key: "k", value: Data("one".utf8)))
        _ = await runner.run(.persist(key: "k", value: Data("two".utf8)))
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("storage").path)
        XCTAssertEqual(names, ["k"])
        let read = await runner.run(.load(key: "k"))
        XCTAssertEqual(read, .loaded(key: "k", .success(Data("two".utf8))))
    }

    func testMissingKeyLoadsNilAndNilRemoves() async throws {
        let runner = makeRunner()
        let before = await runner.run(.load(key: "k"))
        XCTAssertEqual(before, .loaded(key: "k", .success(nil)))
        _ = await runner.run(.persist(key: "k", value: Data("one".utf8)))
        let removal = await runner.run(.persist(key: "k", value: nil))
        XCTAssertEqual(removal, .persisted(key: "k", error: nil))
        let after = await runner.run(.load(key: "k"))
        XCTAssertEqual(after, .loaded(key: "k", .success(nil)))
    }

    func testKeyThatIsNotAFileNameIsRefused() async throws {
        let reason = "invalid storage key \"../escape\": use letters, digits, '.', '-' and '_'"
        let write = await makeRunner().run(.persist(key: "../escape", value: Data()))
        XCTAssertEqual(write, .persisted(key: "../escape", error: .io(reason)))
        let read = await makeRunner().run(.load(key: "../escape"))
        XCTAssertEqual(read, .loaded(key: "../escape", .failure(.io(reason))))
    }

    func testTimerFiresAfterItsDelay() async {
        let start = Date()
        let result = await makeRunner().run(.timer(id: "tick", milliseconds: 100))
        XCTAssertEqual(result, .timerFired(id: "tick"))
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(start), 0.1)
    }

    func testCancelledTimerReportsNothing() async {
        let runner = makeRunner()
        let task = Task { await runner.run(.timer(id: "tick", milliseconds: 10_000)) }
        task.cancel()
        let result = await task.value
        XCTAssertNil(result)
    }
}
