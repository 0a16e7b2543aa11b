import ActionLog
import AppState
import Effects
import Foundation
import Reducers
import XCTest

/// A real server on 127.0.0.1 that misbehaves in every way a network does (`Tests/Server/hostile.py`):
/// each exchange ends in a result the apps turn into an error state with retry, nothing hangs, and
/// nothing outside the request's own bytes is read.
final class HostileNetworkTests: XCTestCase {
    private var server: LocalServer!
    private let client = HTTPClient()

    override func setUpWithError() throws { server = try LocalServer(arguments: ["--plugin", "hostile"]) }
    override func tearDown() { server.stop() }

    private func fetch(_ path: String, timeout: Double = 5, maxBytes: Int = 1_000_000) async throws -> Result<HTTPResponse, HTTPError> {
        let url = try server.url(path)
        return await client.perform(HTTPRequest(id: "hostile", url: url, timeout: timeout, maxBytes: maxBytes), at: url)
    }

    /// How the Lunch app reads the answer: the feed it would show, or the error it would offer to retry.
    private func lunchFeed(_ result: Result<HTTPResponse, HTTPError>) -> LunchAction? {
        LunchFeature.action(for: .http(id: LunchEffectID.feed.effectID, result))
    }

    private func isFailure(_ action: LunchAction?) -> Bool {
        if case .feedLoaded(.failure)? = action { true } else { false }
    }

    func testAResetMidBodyIsATransportError() async throws {
        let result = try await fetch("/hostile/reset")
        guard case .failure(.transport) = result else { return XCTFail("\(result)") }
        XCTAssertTrue(isFailure(lunchFeed(result)))
    }

    func testABodyOverTheLimitIsRefusedWithOrWithoutADeclaredLength() async throws {
        for path in ["/hostile/huge?bytes=50000000", "/hostile/huge-unknown?bytes=50000000"] {
            let started = ContinuousClock.now
            let result = try await fetch(path, maxBytes: 1_000_000)
            XCTAssertEqual(result, .failure(.tooLarge(limit: 1_000_000)), path)
            XCTAssertLessThan(ContinuousClock.now - started, .seconds(5), "\(path): stopped, not read to the end")
        }
    }

    func testACompressingServerAndAChunkedOneGiveTheWholeBody() async throws {
        for path in ["/hostile/gzip", "/hostile/chunked"] {
            let result = try await fetch(path)
            guard case .success(let response) = result else { return XCTFail("\(path): \(result)") }
            XCTAssertEqual(String(decoding: response.body, as: UTF8.self), #"{"restaurants":[]}"#, path)
            XCTAssertEqual(lunchFeed(result), .feedLoaded(result: .success([])), path)
        }
        let asked = try server.requests(path: "/hostile/gzip").map { $0.headers["accept-encoding"] }
        XCTAssertEqual(asked, ["identity"], "only the identity encoding is accepted, so the limit bounds what is sent")
    }

    /// Issue 24: 3,477 bytes sent with `Content-Encoding: gzip, gzip` decoded into 2 GiB before the
    /// size limit refused them. A body in an encoding the request did not accept is refused from
    /// its headers, and the app shows a failure with retry.
    func testABodyInAnEncodingNotAskedForIsRefused() async throws {
        for layers in [1, 2] {
            let result = try await fetch("/hostile/gzip-bomb?mib=64&layers=\(layers)&pause=0.2")
            let encoding = Array(repeating: "gzip", count: layers).joined(separator: ", ")
            XCTAssertEqual(result, .failure(.unrequestedEncoding(encoding: encoding)))
            XCTAssertTrue(isFailure(lunchFeed(result)))
        }
    }

    func testAServerThatNeverAnswersOrDripsTimesOut() async throws {
        for path in ["/hostile/silent", "/hostile/drip?seconds=10"] {
            let started = ContinuousClock.now
            let result = try await fetch(path, timeout: 1)
            XCTAssertEqual(result, .failure(.timedOut), path)
            XCTAssertLessThan(ContinuousClock.now - started, .seconds(4), path)
            XCTAssertTrue(isFailure(lunchFeed(result)))
        }
    }

    func testRedirectLoopsAndRedirectsToFilesEndInErrors() async throws {
        let loop = try await fetch("/hostile/loop")
        guard case .failure = loop else { return XCTFail("a redirect loop must fail: \(loop)") }
        let toFile = try await fetch("/hostile/to-file")
        if case .success(let response) = toFile {
            XCTAssertFalse(String(decoding: response.body, as: UTF8.self).contains("root:"), "a redirect must never read a local file")
            XCTAssertFalse((200..<300).contains(response.status), "a redirect to file: is not followed: \(response.status)")
        }
        XCTAssertTrue(isFailure(lunchFeed(loop)))
        XCTAssertTrue(isFailure(lunchFeed(toFile)))
    }

    func testHTMLAndWrongContentTypesAreDecodeErrors() async throws {
        let serverError = try await fetch("/hostile/html-500")
        XCTAssertEqual(lunchFeed(serverError), .feedLoaded(result: .failure(.badStatus(status: 500))))
        for path in ["/hostile/html-200", "/hostile/wrong-type"] {
            let result = try await fetch(path)
            guard case .feedLoaded(.failure(.decoding(let failure)))? = lunchFeed(result) else {
                return XCTFail("\(path): \(String(describing: lunchFeed(result)))")
            }
            XCTAssertEqual(failure.path, "(content-type)", path)
        }
    }

    func testARefusedConnectionIsUnreachable() async throws {
        let port = server.port
        server.stop()
        let url = try XCTUnwrap(URL(string: "http://127.0.0.1:\(port)/lunch/restaurants.json"))
        let result = await client.perform(HTTPRequest(id: "feed", url: url, timeout: 5), at: url)
        guard case .failure(.unreachable) = result else { return XCTFail("\(result)") }
        XCTAssertTrue(isFailure(lunchFeed(result)))
    }

    func testOnlyHTTPAddressesAreFetchedForFeedsAndImages() async throws {
        let folder = try SessionHarness.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let secret = folder.appendingPathComponent("secret.txt")
        try Data("root:x:0:0".utf8).write(to: secret)
        let runner = LiveEffectRunner(configuration: .init(
            storageFolder: folder.appendingPathComponent("store"), imageCacheFolder: folder.appendingPathComponent("images")))
        let feed = await runner.run(.http(HTTPRequest(id: "feed", url: secret)))
        guard case .http(_, .failure(.transport(let reason)))? = feed else { return XCTFail("\(String(describing: feed))") }
        XCTAssertTrue(reason.contains("only http and https"), reason)
        let image = await runner.run(.loadImage(id: "image", url: AddressText(secret)))
        guard case .image(_, _, .failure(.http(.transport)))? = image else { return XCTFail("\(String(describing: image))") }
    }

    func testASecretQuotedBackByTheServerNeverReachesTheResult() async throws {
        let folder = try SessionHarness.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let key = QueryCredential(urlPrefix: "https://maps.test/", name: "key", value: "AIza-secret/+key")
        let runner = LiveEffectRunner(configuration: .init(
            storageFolder: folder.appendingPathComponent("store"), imageCacheFolder: folder.appendingPathComponent("images"),
            urlMap: URLMap([URLMap.Rule(prefix: "https://maps.test/", replacement: "http://127.0.0.1:\(server.port)/hostile/")]),
            credentials: [key]))
        let url = try XCTUnwrap(URL(string: "https://maps.test/quote?location=1,2"))
        let result = await runner.run(.http(HTTPRequest(id: "nearby:1", url: url)))
        guard case .http(_, .success(let response))? = result else { return XCTFail("\(String(describing: result))") }
        let body = String(decoding: response.body, as: UTF8.self)
        XCTAssertTrue(body.contains("location=1,2"), body)
        XCTAssertTrue(body.contains("key=[redacted]"), body)
        XCTAssertFalse(body.contains("AIza"), body)
        let logged = CanonicalWriter.bytes(of: try XCTUnwrap(result).logValue)
        XCTAssertNil(logged.range(of: Data("AIza".utf8)), "the logged result holds no part of the key")
        let requests = try server.requests(path: "/hostile/quote")
        XCTAssertEqual(requests.first?.params["key"], ["AIza-secret/+key"], "the server did get the key")
    }

    /// Issue 24: a key echoed in a kept header reached the log as is; echoed in UTF-16 it reached
    /// it as base64; `\u`-escaped it was decoded into the state's error message; in base64 it sat
    /// in the state. Every spelling is cut out of what the runtime reports.
    func testAKeyEchoedInAnySpellingReachesNeitherTheLogNorTheState() async throws {
        let folder = try SessionHarness.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let secret = "AIzaSyD-live+key/42"
        let key = QueryCredential(urlPrefix: "https://maps.googleapis.com/", name: "key", value: secret)
        let runner = LiveEffectRunner(configuration: .init(
            storageFolder: folder.appendingPathComponent("store"), imageCacheFolder: folder.appendingPathComponent("images"),
            urlMap: URLMap([URLMap.Rule(prefix: "https://maps.googleapis.com/", replacement: "http://127.0.0.1:\(server.port)/hostile/")]),
            credentials: [key]))
        let utf16 = { (text: String) in Data(text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }) }
        for form in ["header", "utf16", "escaped", "base64"] {
            let url = try XCTUnwrap(URL(string: "https://maps.googleapis.com/echo?as=\(form)"))
            let answer = await runner.run(.http(HTTPRequest(id: "nearby:1", url: url)))
            guard let result = answer, case .http(_, .success(let response)) = result else { return XCTFail("\(form): \(String(describing: answer))") }
            let logged = CanonicalWriter.bytes(of: result.logValue)
            for needle in [Data(secret.utf8), Data("AIzaSyD".utf8), utf16(secret), Data(Data(secret.utf8).base64EncodedString().utf8)] {
                XCTAssertNil(logged.range(of: needle), "\(form): the log holds the key")
                XCTAssertNil(response.body.range(of: needle), "\(form): the body holds the key")
            }
            XCTAssertFalse(response.headers.contains { $0.value.contains("AIza") }, "\(form): a kept header holds the key")
            // The action the app decodes from it, all that reaches its state, holds no part of it.
            let action = try XCTUnwrap(PlacesFeature.action(for: result))
            XCTAssertNil(CanonicalWriter.bytes(of: action.logValue).range(of: Data("AIza".utf8)), "\(form): the decoded action holds the key")
            XCTAssertFalse("\(action)".contains("AIza"), "\(form): \(action)")
            XCTAssertNil(logged.range(of: Data(Data("request:\(secret);".utf8).base64EncodedString().utf8)), "\(form): the echo's base64")
        }
        let requests = try server.requests(path: "/hostile/echo")
        XCTAssertEqual(requests.map { $0.params["key"] ?? [] }, Array(repeating: [secret], count: 4), "the server did get the key")
    }
}
