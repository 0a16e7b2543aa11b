import ActionLog
import AppState
import Effects
import Foundation
import XCTest

/// Credentials on the live runtime: the server receives the secret, results and caches never hold it.
final class LiveCredentialTests: XCTestCase {
    private let feedKey = QueryCredential(urlPrefix: "https://feed.test/", name: "key", value: "feed-secret")
    private let imageKey = QueryCredential(urlPrefix: "http://images.test/", name: "token", value: "image secret")

    func testHTTPRequestsUnderThePrefixCarryTheSecretToTheServerOnly() async throws {
        let hosts = try startHosts()
        let runner = hosts.makeRunner(credentials: [feedKey, imageKey])
        let url = try XCTUnwrap(URL(string: "https://feed.test/lunch/restaurants.json?x=1"))
        let result = await runner.run(.http(HTTPRequest(id: "feed", url: url)))
        let body = try Data(contentsOf: SessionHarness.repositoryRoot.appendingPathComponent("Fixtures/lunch/restaurants.json"))
        let json = [HTTPRequest.Header(name: "content-type", value: "application/json")]
        XCTAssertEqual(result, .http(id: "feed", .success(HTTPResponse(status: 200, headers: json, body: body))))
        let received = try XCTUnwrap(hosts.server.requests().first)
        XCTAssertEqual(received.path, "/lunch/restaurants.json")
        XCTAssertEqual(received.params, ["x": ["1"], "key": ["feed-secret"]])
    }

    func testImagesCarryTheSecretButAreReportedAndCachedUnderTheirOwnAddress() async throws {
        let hosts = try startHosts()
        let runner = hosts.makeRunner(credentials: [feedKey, imageKey])
        let url = try XCTUnwrap(AddressText("http://images.test/lunch/images/hopdoddy.png"))
        let info = ImageInfo(
            format: .png, byteCount: 76, width: 16, height: 9,
            digest: "5551efad920f3e28567f9295a8f83415288597d2d146fecf2ee1932584fd1283", fromCache: false)
        let first = await runner.run(.loadImage(id: "image", url: url))
        XCTAssertEqual(first, .image(id: "image", url: url, .success(info)))
        let received = try XCTUnwrap(hosts.server.requests().first)
        XCTAssertEqual(received.query, "token=image%20secret")
        XCTAssertEqual(received.params, ["token": ["image secret"]])

        // A relaunch finds the image on disk under the hash of the address without the secret.
        var cached = info
        cached.fromCache = true
        let second = await hosts.makeRunner(credentials: [imageKey]).run(.loadImage(id: "image", url: url))
        XCTAssertEqual(second, .image(id: "image", url: url, .success(cached)))
        XCTAssertEqual(try hosts.server.requests().count, 1)
        let names = try FileManager.default.contentsOfDirectory(atPath: hosts.folder.appendingPathComponent("images").path)
        // SHA-256 of "http://images.test/lunch/images/hopdoddy.png".
        XCTAssertEqual(names, ["a9339e608299a460f89836083b2571f7a59b20cbd187867da7be50265ace6db9"])
    }

    func testAddressesOutsideEveryPrefixAreSentAsTheyAre() async throws {
        let hosts = try startHosts()
        let runner = hosts.makeRunner(credentials: [feedKey])
        let url = try XCTUnwrap(AddressText("http://images.test/lunch/images/hopdoddy.png"))
        _ = await runner.run(.loadImage(id: "image", url: url))
        let received = try XCTUnwrap(hosts.server.requests().first)
        XCTAssertEqual(received.query, "")
        XCTAssertEqual(received.params, [:])
    }
}
