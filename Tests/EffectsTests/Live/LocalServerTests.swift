import ActionLog
import AppState
import Effects
import Foundation
import XCTest

/// The test server itself: plugins, rules that expire, reset, and the request log.
final class LocalServerTests: XCTestCase {
    private func get(_ server: LocalServer, _ path: String) async throws -> HTTPResponse {
        let runner = LiveEffectRunner(configuration: .init(
            storageFolder: FileManager.default.temporaryDirectory, imageCacheFolder: FileManager.default.temporaryDirectory))
        let request = HTTPRequest(id: "get", url: try server.url(path), timeout: 5)
        guard case .http(_, let result) = await runner.run(.http(request)) else { throw LocalServer.Failure(description: "no result") }
        return try result.get()
    }

    func testPluginAnswersWithItsOptionsAndState() async throws {
        let server = try LocalServer(arguments: ["--plugin", "example", "--plugin-option", "example:greeting=Howdy"])
        defer { server.stop() }
        let first = try await get(server, "/example/hello?name=Ann")
        XCTAssertEqual(String(decoding: first.body, as: UTF8.self), #"{"greeting": "Howdy, Ann", "visits": 1}"#)
        let second = try await get(server, "/example/hello")
        XCTAssertEqual(String(decoding: second.body, as: UTF8.self), #"{"greeting": "Howdy, stranger", "visits": 2}"#)
        // Paths the plugin does not handle fall through to the fixtures.
        let feed = try await get(server, "/lunch/restaurants.json")
        XCTAssertEqual(feed.body.count, 13847)
        XCTAssertEqual(try server.requests().map(\.params), [["name": ["Ann"]], [:], [:]])
    }

    func testRuleWithTimesExpiresAndResetForgetsEverything() async throws {
        let server = try LocalServer()
        defer { server.stop() }
        try server.add(.init(path: "/lunch/restaurants.json", status: 503, times: 1))
        let refused = try await get(server, "/lunch/restaurants.json")
        let served = try await get(server, "/lunch/restaurants.json")
        XCTAssertEqual([refused.status, served.status], [503, 200])
        XCTAssertEqual(try server.requests().map(\.status), [503, 200])
        try server.add(.init(path: "/lunch/restaurants.json", status: 500))
        try server.reset()
        XCTAssertEqual(try server.requests(), [])
        let afterReset = try await get(server, "/lunch/restaurants.json")
        XCTAssertEqual(afterReset.status, 200)
    }

    func testRoutesServeAFileAtAnotherPath() async throws {
        let server = try LocalServer(root: nil, routes: ["/feed.json=Fixtures/lunch/restaurants.json", "/img/=Fixtures/lunch/images/"])
        defer { server.stop() }
        let feed = try await get(server, "/feed.json")
        let image = try await get(server, "/img/chuys.png")
        let outside = try await get(server, "/img/../restaurants.json")
        XCTAssertEqual([feed.body.count, image.body.count], [13847, 79])
        XCTAssertEqual(outside.status, 404)
    }
}
