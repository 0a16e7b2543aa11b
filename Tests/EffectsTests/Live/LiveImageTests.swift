import ActionLog
import AppState
import Effects
import Foundation
import XCTest

/// Images against the local server: facts from the bytes, memory and disk cache hits that send
/// nothing, hashed cache file names, and the ways an image fails.
final class LiveImageTests: XCTestCase {
    private let hopdoddy = URL(string: "http://images.test/lunch/images/hopdoddy.png")
    private let hopdoddyInfo = ImageInfo(
        format: .png, byteCount: 76, width: 16, height: 9,
        digest: "5551efad920f3e28567f9295a8f83415288597d2d146fecf2ee1932584fd1283", fromCache: false)

    private func load(_ url: URL?, with runner: LiveEffectRunner) async throws -> Result<ImageInfo, ImageError> {
        let url = try XCTUnwrap(url)
        guard case .image(let id, let reported, let result) = await runner.run(.loadImage(id: "image", url: AddressText(url))) else {
            XCTFail("no image result")
            return .failure(.notAnImage)
        }
        XCTAssertEqual(id, "image")
        XCTAssertEqual(reported, AddressText(url))
        return result
    }

    func testSecondLoadIsAMemoryHitThatSendsNothing() async throws {
        let hosts = try startHosts()
        let runner = hosts.makeRunner()
        let first = try await load(hopdoddy, with: runner)
        XCTAssertEqual(first, .success(hopdoddyInfo))
        var cached = hopdoddyInfo
        cached.fromCache = true
        let second = try await load(hopdoddy, with: runner)
        XCTAssertEqual(second, .success(cached))
        XCTAssertEqual(try hosts.server.requests(path: "/lunch/images/hopdoddy.png").count, 1)
    }

    func testDiskCacheServesAFreshRuntimeWithoutNetwork() async throws {
        let hosts = try startHosts()
        _ = try await load(hopdoddy, with: hosts.makeRunner())
        let relaunched = try await load(hopdoddy, with: hosts.makeRunner())
        XCTAssertEqual(try relaunched.get().fromCache, true)
        XCTAssertEqual(try relaunched.get().digest, hopdoddyInfo.digest)
        XCTAssertEqual(try hosts.server.requests().count, 1)
    }

    func testDiskCacheFileIsNamedByTheHashOfTheAddress() async throws {
        let hosts = try startHosts()
        _ = try await load(hopdoddy, with: hosts.makeRunner())
        let names = try FileManager.default.contentsOfDirectory(atPath: hosts.folder.appendingPathComponent("images").path)
        // SHA-256 of "http://images.test/lunch/images/hopdoddy.png".
        XCTAssertEqual(names, ["a9339e608299a460f89836083b2571f7a59b20cbd187867da7be50265ace6db9"])
    }

    func testMemoryCacheTooSmallStillHitsTheDisk() async throws {
        let hosts = try startHosts()
        let runner = hosts.makeRunner(memoryBytes: 10)
        _ = try await load(hopdoddy, with: runner)
        XCTAssertEqual(runner.images.memory.totalBytes, 0)
        let second = try await load(hopdoddy, with: runner)
        XCTAssertEqual(try second.get().fromCache, true)
        XCTAssertEqual(try hosts.server.requests().count, 1)
    }

    func testBytesThatAreNotAnImageAreRefusedAndNotCached() async throws {
        let hosts = try startHosts()
        let json = URL(string: "http://images.test/lunch/restaurants.json")
        let runner = hosts.makeRunner()
        let first = try await load(json, with: runner)
        let second = try await load(json, with: runner)
        XCTAssertEqual(first, .failure(.notAnImage))
        XCTAssertEqual(second, .failure(.notAnImage))
        XCTAssertEqual(try hosts.server.requests().count, 2)
    }

    func testMissingImageIsABadStatus() async throws {
        let hosts = try startHosts()
        let missing = URL(string: "http://images.test/lunch/images/missing.png")
        let result = try await load(missing, with: hosts.makeRunner())
        XCTAssertEqual(result, .failure(.badStatus(status: 404)))
    }

    func testSlowImageTimesOut() async throws {
        let hosts = try startHosts()
        try hosts.server.add(.init(path: "/lunch/images/hopdoddy.png", delay: 3))
        let result = try await load(hopdoddy, with: hosts.makeRunner(imageTimeout: 0.3))
        XCTAssertEqual(result, .failure(.http(error: .timedOut)))
    }

    func testImageOverTheLimitIsRefused() async throws {
        let hosts = try startHosts()
        let result = try await load(hopdoddy, with: hosts.makeRunner(imageMaxBytes: 50))
        XCTAssertEqual(result, .failure(.http(error: .tooLarge(limit: 50))))
    }

    func testServerDownIsUnreachable() async throws {
        let hosts = try startHosts()
        let port = hosts.server.port
        hosts.server.stop()
        let result = try await load(hopdoddy, with: hosts.makeRunner())
        XCTAssertEqual(result, .failure(.http(error: .unreachable(reason: "cannot connect to 127.0.0.1:\(port)"))))
    }
}
