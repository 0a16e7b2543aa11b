import AppState
import Effects
import Foundation
import XCTest

/// A test case with a local server serving `Fixtures/`, its own temporary folder, and a
/// `LiveEffectRunner` whose addresses under `http://images.test/` and `https://feed.test/` go to
/// that server. The server is stopped and the folder removed after each test.
class LiveServerTestCase: XCTestCase {
    private(set) var server: LocalServer!
    private(set) var folder: URL!

    override func setUpWithError() throws {
        server = try LocalServer()
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("appcore-live-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        server?.stop()
        if let folder { try? FileManager.default.removeItem(at: folder) }
    }

    /// A runner on this test's folder; `imageTimeout` and `imageMaxBytes` as given.
    func makeRunner(imageTimeout: Double = 5, imageMaxBytes: Int = 1_000_000, memoryBytes: Int = 1_000_000) -> LiveEffectRunner {
        let base = "http://127.0.0.1:\(server.port)/"
        return LiveEffectRunner(configuration: .init(
            storageFolder: folder.appendingPathComponent("storage"),
            imageCacheFolder: folder.appendingPathComponent("images"),
            memoryCacheByteLimit: memoryBytes, imageTimeout: imageTimeout, imageMaxBytes: imageMaxBytes,
            urlMap: URLMap([
                .init(prefix: "http://images.test/", replacement: base),
                .init(prefix: "https://feed.test/", replacement: base),
            ])))
    }

    /// Polls `condition` until it holds or `seconds` pass.
    func eventually(within seconds: Double = 5, _ condition: () throws -> Bool) rethrows -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if try condition() { return true }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return try condition()
    }
}
