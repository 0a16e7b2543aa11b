import ActionLog
import AppState
import Effects
import Foundation
import Reducers
import XCTest

/// A page token used before the server made it valid is rejected, as the real service does.
final class PlacesRejectedTokenTests: PlacesServerTestCase {
    override var pluginOptions: [String] { ["token_delay=60"] }

    func testAPageTokenUsedTooEarlyIsRejectedAndPagingEnds() async throws {
        let store = await makeStore()
        await store.sendAndSettle(.rowsBecameVisible(VisibleRows(first: 16, last: 19)))
        let list = await store.state.list
        XCTAssertEqual(list.problem, .pageTokenRejected(message: nil))
        XCTAssertEqual(list.rows.count, 20)
        XCTAssertEqual(list.pagesLoaded, 1)
        XCTAssertNil(list.nextPageToken)
        let requests = try server.requests(path: "/maps/api/place/nearbysearch/json")
        XCTAssertEqual(requests.count, 2)
        XCTAssertEqual(requests.last?.params["pagetoken"]?.first?.count, 426)
    }
}

/// A key past its quota gets OVER_QUERY_LIMIT, for searches and details alike.
final class PlacesQuotaTests: PlacesServerTestCase {
    override var pluginOptions: [String] { ["quota=1"] }

    func testRequestsPastTheQuotaAreRefused() async throws {
        let store = await makeStore()
        let first = await store.state.list
        XCTAssertEqual(first.rows.count, 20)
        await store.sendAndSettle(.refreshPulled, .rowTapped("ChIJi6C1MxquEmsRP3l2oXb357Y"))
        let state = await store.state
        let message = "You have exceeded your daily request quota for this API."
        XCTAssertEqual(state.list.problem, .service(.overQueryLimit, message: message))
        XCTAssertEqual(state.list.rows.count, 20)
        XCTAssertEqual(
            state.details(of: "ChIJi6C1MxquEmsRP3l2oXb357Y")?.phase, .failed(.service(.overQueryLimit, message: message)))
    }
}
