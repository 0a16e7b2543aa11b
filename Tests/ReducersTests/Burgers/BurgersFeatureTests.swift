import ActionLog
import AppState
import Foundation
import Reducers
import XCTest

/// How runtime results become burger actions, and the feature's registration.
final class BurgersFeatureTests: XCTestCase {
    private typealias D = BurgersTestData

    func testRegisteredUnderItsName() {
        XCTAssertEqual(BurgersFeature.name, "burgers")
        XCTAssertTrue(FeatureRegistry.standard.feature(named: "burgers") == BurgersFeature.self)
        // The seed's address, over https on purpose (see `BurgersSettings.production`).
        XCTAssertEqual(BurgersFeature.namedInitialStates["launch"]?.settings.burgersURL.absoluteString, "https://coffeeport.herokuapp.com/burgers/")
        XCTAssertEqual(BurgersFeature.namedInitialStates["launch"]?.connectivity, .online)
    }

    func testFeedResponseIsDecoded() throws {
        let body = try D.fixture("burgers.json")
        XCTAssertEqual(
            BurgersFeature.action(for: .http(id: "feed", .success(HTTPResponse(status: 200, body: body)))),
            .feedLoaded(result: .success(D.feed)))
        XCTAssertEqual(BurgersFeature.action(for: .http(id: "feed", .failure(.timedOut))), .feedLoaded(result: .failure(.http(error: .timedOut))))
    }

    func testOrderResponseNamesItsBurger() {
        let body = Data("{\"bitcoin\": [\"Sorry. You appear to not have enough BTC.\"]}".utf8)
        XCTAssertEqual(
            BurgersFeature.action(for: .http(id: "order:7", .success(HTTPResponse(status: 200, body: body)))),
            .orderAnswered(burger: 7, result: .failure(.rejected(message: "Sorry. You appear to not have enough BTC."))))
        XCTAssertNil(BurgersFeature.action(for: .http(id: "order:x", .failure(.timedOut))))
        XCTAssertNil(BurgersFeature.action(for: .http(id: "other", .failure(.timedOut))))
    }

    func testStorageAndImageResults() {
        XCTAssertEqual(BurgersFeature.action(for: .loaded(key: "burgers.feed", .success(nil))), .cacheLoaded(result: .success(nil)))
        XCTAssertEqual(
            BurgersFeature.action(for: .loaded(key: "burgers.feed", .success(Data("garbage".utf8)))),
            .cacheLoaded(result: .failure(.corrupt(DecodeFailure(path: "(root)", reason: "not valid JSON")))))
        XCTAssertEqual(BurgersFeature.action(for: .persisted(key: "burgers.feed", error: nil)), .cacheSaved(error: nil))
        XCTAssertEqual(BurgersFeature.action(for: .persisted(key: "burgers.feed", error: .io("full"))), .cacheSaved(error: .io("full")))
        XCTAssertNil(BurgersFeature.action(for: .loaded(key: "other", .success(nil))))
        XCTAssertNil(BurgersFeature.action(for: .timerFired(id: "t")))
        XCTAssertEqual(
            BurgersFeature.action(for: .image(id: "image:x", url: D.dinerImage, .success(D.jpeg))),
            .imageLoaded(url: D.dinerImage, result: .success(D.jpeg)))
    }

    func testActionsRoundTripThroughTheirEncoding() throws {
        let actions: [BurgersAction] = [
            .appeared(at: D.t0), .connectivityChanged(connectivity: .offline, at: D.t0), .cacheSaved(error: nil),
            .cacheLoaded(result: .success(nil)), .cacheLoaded(result: .success(FetchedFeed(feed: D.feed, fetchedAt: D.t0, origin: .disk))),
            .orderAnswered(burger: 2, result: .failure(.transport(reason: .timedOut))), .feedLoaded(result: .success(D.feed)),
        ]
        for action in actions {
            let bytes = CanonicalWriter.bytes(of: action.logValue)
            XCTAssertEqual(try BurgersAction(logValue: try JSONValue(parsing: bytes), at: "action"), action)
        }
    }
}
