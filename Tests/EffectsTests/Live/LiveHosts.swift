import ActionLog
import AppState
import Effects
import Foundation
import XCTest

/// A local server serving `Fixtures/`, a temporary folder, and live runtimes whose `URLMap` sends
/// chosen hosts to that server, so tests (and recorded sessions) use fixed addresses while the
/// server runs on a random port.
final class LiveHosts: Sendable {
    /// Test addresses: `http://images.test/…` and `https://feed.test/…` are paths on the server.
    static let testRoutes = [
        URLMap.Rule(prefix: "http://images.test/", replacement: "/"),
        URLMap.Rule(prefix: "https://feed.test/", replacement: "/"),
    ]

    let server: LocalServer
    let folder: URL
    /// Each rule's replacement is a path on the server.
    let routes: [URLMap.Rule]

    init(routes: [URLMap.Rule]) throws {
        server = try LocalServer()
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("appcore-live-\(UUID().uuidString)", isDirectory: true)
        self.routes = routes
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit { stop() }

    /// Stops the server and removes the folder.
    func stop() {
        server.stop()
        try? FileManager.default.removeItem(at: folder)
    }

    /// The routes as a map to this server's port.
    var urlMap: URLMap {
        URLMap(routes.map { URLMap.Rule(prefix: $0.prefix, replacement: "http://127.0.0.1:\(server.port)" + $0.replacement) })
    }

    /// A fresh runtime on this folder: a new one is a relaunch (empty memory cache, same disk
    /// cache and storage).
    func makeRunner(
        imageTimeout: Double = 5, imageMaxBytes: Int = 1_000_000, memoryBytes: Int = 1_000_000,
        credentials: [QueryCredential] = []
    ) -> LiveEffectRunner {
        LiveEffectRunner(configuration: .init(
            storageFolder: folder.appendingPathComponent("storage"),
            imageCacheFolder: folder.appendingPathComponent("images"),
            memoryCacheByteLimit: memoryBytes, imageTimeout: imageTimeout, imageMaxBytes: imageMaxBytes,
            urlMap: urlMap, credentials: credentials))
    }
}

extension XCTestCase {
    /// Starts hosts that tear down with the test, whether it passes, fails or throws.
    func startHosts(routes: [URLMap.Rule] = LiveHosts.testRoutes) throws -> LiveHosts {
        let hosts = try LiveHosts(routes: routes)
        addTeardownBlock { hosts.stop() }
        return hosts
    }
}
