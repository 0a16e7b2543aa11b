import ActionLog
import AppState
import Foundation
import Reducers
import XCTest

/// A response under the body limit can still be a bomb of entries: what a feed adds to the state
/// stays bounded (the first failures with their paths and a count of the rest, a capped list).
final class BoundedFeedTests: XCTestCase {
    private func burgersFeed(_ body: String) -> BurgersAction? {
        BurgersFeature.action(for: .http(id: BurgersEffectID.feed.effectID, .success(HTTPResponse(status: 200, body: Data(body.utf8)))))
    }

    func testABombOfEmptyBurgersKeepsTenFailuresAndCountsTheRest() throws {
        let body = #"{"latency":1,"burgers":["# + Array(repeating: "{}", count: 5_000).joined(separator: ",") + "]}"
        guard case .feedLoaded(.success(let feed))? = burgersFeed(body) else { return XCTFail("the feed decodes, with problems") }
        XCTAssertEqual(feed.burgers, [])
        XCTAssertEqual(feed.problems.count, EntryFailures.kept + 1)
        XCTAssertEqual(feed.problems.first?.path, "burgers[0].id")
        XCTAssertEqual(feed.problems.last, DecodeFailure(path: "burgers", reason: "and 4990 more entries that did not decode"))
        let line = BurgersAction.feedLoaded(result: .success(feed)).logValue
        XCTAssertLessThan(CanonicalWriter.bytes(of: line).count, 4_000, "the decoded action stays small")
    }

    func testMoreBurgersThanAMenuHoldsAreLeftOutAndCounted() throws {
        let entries = (1...1_005).map { #"{"id":\#($0),"name":"B\#($0)","bitcoin":1,"promoted":false,"vegetarian":false,"image":"/b.jpg","notes":"n"}"# }
        guard case .feedLoaded(.success(let feed))? = burgersFeed(#"{"burgers":["# + entries.joined(separator: ",") + "]}") else {
            return XCTFail("the feed decodes")
        }
        XCTAssertEqual(feed.burgers.count, BurgerFeedResponse.maximumBurgers)
        XCTAssertEqual(feed.problems.count, 5)
        XCTAssertEqual(feed.problems.first?.path, "burgers[1000]")
    }

    func testAPageOfBadPlacesKeepsTenFailuresAndCountsTheRest() throws {
        let body = #"{"status":"OK","results":["# + Array(repeating: #"{"name":7}"#, count: 30).joined(separator: ",") + "]}"
        let page = try NearbyPage.decode(.success(HTTPResponse(status: 200, body: Data(body.utf8)))).get()
        XCTAssertEqual(page.places, [])
        XCTAssertEqual(page.skipped.count, EntryFailures.kept + 1)
        XCTAssertEqual(page.skipped.last, DecodeFailure(path: "results", reason: "and 20 more entries that did not decode"))
    }
}
