import ActionLog
import AppState
import Effects
import Foundation
import XCTest

/// HTTP through `URLSession` against the local server: statuses, POST, timeout, cancellation,
/// connection refused and the size limit.
final class LiveHTTPTests: XCTestCase {
    private func get(
        _ url: String, from hosts: LiveHosts, timeout: Double = 5, maxBytes: Int = 1_000_000
    ) async throws -> Result<HTTPResponse, HTTPError> {
        let request = HTTPRequest(id: "get", url: try XCTUnwrap(URL(string: url)), timeout: timeout, maxBytes: maxBytes)
        return try await response(to: request, from: hosts)
    }

    private func response(to request: HTTPRequest, from hosts: LiveHosts) async throws -> Result<HTTPResponse, HTTPError> {
        guard case .http(let id, let result) = await hosts.makeRunner().run(.http(request)) else {
            XCTFail("no HTTP result")
            return .failure(.transport(reason: "no result"))
        }
        XCTAssertEqual(id, request.id)
        return result
    }

    func testGetReturnsTheFileAndStatus() async throws {
        let hosts = try startHosts()
        let result = try await get("https://feed.test/lunch/restaurants.json", from: hosts)
        let response = try result.get()
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(response.body.count, 13847)
        XCTAssertEqual(try hosts.server.requests().map(\.path), ["/lunch/restaurants.json"])
    }

    func testPostSendsMethodHeadersAndBody() async throws {
        let hosts = try startHosts()
        try hosts.server.add(.init(path: "/orders", status: 201, body: #"{"message": "Order placed."}"#))
        let request = HTTPRequest(
            id: "order", method: .post, url: try XCTUnwrap(URL(string: "https://feed.test/orders?x=1")),
            headers: [.init(name: "Content-Type", value: "application/json")], body: #"{"id": 1, "bitcoin": 599}"#)
        let response = try await response(to: request, from: hosts).get()
        XCTAssertEqual(response.status, 201)
        XCTAssertEqual(String(decoding: response.body, as: UTF8.self), #"{"message": "Order placed."}"#)
        let received = try XCTUnwrap(hosts.server.requests().first)
        XCTAssertEqual(received.method, "POST")
        XCTAssertEqual(received.path, "/orders")
        XCTAssertEqual(received.params, ["x": ["1"]])
        XCTAssertEqual(received.headers["content-type"], "application/json")
        XCTAssertEqual(received.body, #"{"id": 1, "bitcoin": 599}"#)
    }

    func testMissingFileIs404AndServerErrorIs500() async throws {
        let hosts = try startHosts()
        let missing = try await get("https://feed.test/lunch/nothing.json", from: hosts).get()
        XCTAssertEqual(missing.status, 404)
        try hosts.server.add(.init(path: "/lunch/restaurants.json", status: 500, body: "down"))
        let response = try await get("https://feed.test/lunch/restaurants.json", from: hosts).get()
        XCTAssertEqual(response.status, 500)
        XCTAssertEqual(response.body, Data("down".utf8))
    }

    func testSlowAnswerTimesOut() async throws {
        let hosts = try startHosts()
        try hosts.server.add(.held("/lunch/restaurants.json"))
        let start = ContinuousClock.now
        let result = try await get("https://feed.test/lunch/restaurants.json", from: hosts, timeout: 0.3)
        XCTAssertEqual(result, .failure(.timedOut))
        // The client gave up by itself, long before the server's minute: it hung up unanswered.
        XCTAssertLessThan(ContinuousClock.now - start, .seconds(15), "the client waited for the server's answer")
        try await waitUntil("the server never saw the client hang up") {
            try hosts.server.requests().first?.disconnected == true
        }
        XCTAssertNil(try hosts.server.requests().first?.status)
    }

    func testCancellingTheTaskClosesTheConnection() async throws {
        let hosts = try startHosts()
        try hosts.server.add(.held("/lunch/restaurants.json"))
        let runner = hosts.makeRunner()
        let request = HTTPRequest(id: "feed", url: try XCTUnwrap(URL(string: "https://feed.test/lunch/restaurants.json")))
        let task = Task { await runner.run(.http(request)) }
        try await waitUntil("the request never arrived") { try hosts.server.requests().count == 1 }
        let start = ContinuousClock.now
        task.cancel()
        let result = await task.value
        XCTAssertEqual(result, .http(id: "feed", .failure(.cancelled)))
        XCTAssertLessThan(ContinuousClock.now - start, .seconds(15), "the task waited for the server's answer")
        // The server saw the client hang up while it waited, and never answered.
        try await waitUntil("the server never saw the client hang up") {
            try hosts.server.requests().first?.disconnected == true
        }
        XCTAssertNil(try hosts.server.requests().first?.status)
    }

    func testClosedPortIsUnreachable() async throws {
        let hosts = try startHosts()
        var attempt = try await getFromAClosedPort(hosts)
        if attempt.result != .failure(.unreachable(reason: "cannot connect to 127.0.0.1:\(attempt.port)")) {
            // Something else answered on that port after all: once more, on another.
            attempt = try await getFromAClosedPort(hosts)
        }
        XCTAssertEqual(attempt.result, .failure(.unreachable(reason: "cannot connect to 127.0.0.1:\(attempt.port)")))
    }

    /// A GET to a port that is reserved, and so closed, while it runs.
    private func getFromAClosedPort(_ hosts: LiveHosts) async throws -> (port: Int, result: Result<HTTPResponse, HTTPError>) {
        let port = try ReservedPort()
        let result = try await get("http://127.0.0.1:\(port.number)/lunch/restaurants.json", from: hosts)
        return withExtendedLifetime(port) { (port.number, result) }
    }

    func testBodyOverTheLimitIsRefused() async throws {
        let hosts = try startHosts()
        try hosts.server.add(.init(path: "/big", bytes: 50_000))
        let refused = try await get("https://feed.test/big", from: hosts, maxBytes: 1000)
        XCTAssertEqual(refused, .failure(.tooLarge(limit: 1000)))
        let accepted = try await get("https://feed.test/big", from: hosts, maxBytes: 50_000).get()
        XCTAssertEqual(accepted.body.count, 50_000)
    }

    func testBodyWithoutLengthIsRefusedWhileItStreams() async throws {
        let hosts = try startHosts()
        try hosts.server.add(.init(path: "/stream", bytes: 200_000, noLength: true))
        let refused = try await get("https://feed.test/stream", from: hosts, maxBytes: 1000)
        XCTAssertEqual(refused, .failure(.tooLarge(limit: 1000)))
    }

    func testUnmappedAddressGoesWhereItSays() async throws {
        let hosts = try startHosts()
        let response = try await get("http://127.0.0.1:\(hosts.server.port)/lunch/images/chuys.png", from: hosts).get()
        XCTAssertEqual(response.body.count, 79)
    }
}
