import ActionLog
import AppState
import Reducers
import XCTest

/// Each `status` of the web service, and answers that are not what was expected, through the
/// feature's decoding and into the list.
final class PlacesStatusTests: XCTestCase {
    typealias S = PlacesTestSupport

    /// The first search's answer with this body, folded into the searching store.
    private func firstPage(
        json: String, status: Int = 200, file: StaticString = #filePath, line: UInt = #line,
        _ expected: (inout PlacesState) -> Void
    ) {
        let store = S.searchingStore(file: file, line: line)
        guard let action = S.answer("nearby:1", json: json, status: status) else {
            return XCTFail("no action for the answer", file: file, line: line)
        }
        store.send(action, { $0.list.pending = nil; expected(&$0) }, filePath: file, line: line)
        store.finish(filePath: file, line: line)
    }

    func testZeroResultsIsAnEmptyListNotAnError() {
        firstPage(json: #"{"html_attributions": [], "results": [], "status": "ZERO_RESULTS"}"#) {
            $0.list.origin = S.pyrmont
            $0.list.pagesLoaded = 1
        }
    }

    func testOverQueryLimit() {
        firstPage(json: #"{"results": [], "status": "OVER_QUERY_LIMIT", "error_message": "You have exceeded your daily request quota for this API."}"#) {
            $0.list.problem = .service(status: .overQueryLimit, message: "You have exceeded your daily request quota for this API.")
        }
    }

    func testRequestDenied() {
        firstPage(json: #"{"results": [], "status": "REQUEST_DENIED", "error_message": "The provided API key is invalid."}"#) {
            $0.list.problem = .service(status: .requestDenied, message: "The provided API key is invalid.")
        }
    }

    func testInvalidRequestOnAFirstPageIsAServiceError() {
        firstPage(json: #"{"results": [], "status": "INVALID_REQUEST"}"#) {
            $0.list.problem = .service(status: .invalidRequest, message: nil)
        }
    }

    func testAnUnknownStatusIsKeptAsSent() {
        firstPage(json: #"{"results": [], "status": "UNKNOWN_ERROR"}"#) {
            $0.list.problem = .service(status: ServiceStatus(rawValue: "UNKNOWN_ERROR"), message: nil)
        }
    }

    func testAnHTTPErrorStatus() {
        firstPage(json: "Service Unavailable", status: 503) {
            $0.list.problem = .load(error: .badStatus(status: 503))
        }
    }

    func testABodyThatIsNotJSON() {
        firstPage(json: "<html>") {
            $0.list.problem = .load(error: .decoding(failure: DecodeFailure(path: "(root)", reason: "not valid JSON")))
        }
    }

    func testOKWithoutResults() {
        firstPage(json: #"{"status": "OK"}"#) {
            $0.list.problem = .load(error: .decoding(failure: DecodeFailure(path: "results", reason: "missing")))
        }
    }

    func testAResultWithoutGeometryIsSkippedAndAPlaceWithoutPhotosGetsAPlaceholder() {
        let json = #"""
            {"status": "OK", "results": [
              {"place_id": "a", "name": "No Geometry", "vicinity": "1 Pitt Street"},
              {"place_id": "b", "name": "No Photo", "geometry": {"location": {"lat": -33.5, "lng": 151.25}}},
              {"place_id": "c", "name": "Bad Lat", "geometry": {"location": {"lat": "north", "lng": 151}}}
            ]}
            """#
        firstPage(json: json) {
            $0.list.origin = S.pyrmont
            $0.list.pagesLoaded = 1
            $0.list.rows = [
                PlaceRow(
                    place: Place(
                        id: "b", name: "No Photo", vicinity: nil,
                        coordinate: Coordinate(latitude: -33.5, longitude: 151.25), photoReference: nil),
                    image: .idle)
            ]
            $0.list.skipped = [
                SkippedResult(page: 1, failure: DecodeFailure(path: "results[0].geometry", reason: "missing")),
                SkippedResult(page: 1, failure: DecodeFailure(path: "results[2].geometry.location.lat", reason: "expected Double")),
            ]
        }
    }

    /// Issue 13, defect 4: Google's `next_page_token` becomes valid a short time after it is
    /// issued, and answers `INVALID_REQUEST` until then. The token is kept and the page asked
    /// again after a delay, at most `maximumPageRetries` times; then paging ends and says why.
    func testARejectedPageTokenIsRetriedAfterADelayThenPagingEndsAndSaysWhy() {
        let store = S.firstPageStore()
        store.send(.rowsBecameVisible(rows: VisibleRows(first: 15, last: 19))) {
            $0.list.visibleRows = VisibleRows(first: 15, last: 19)
            $0.requestCount = 2
            $0.list.pending = NearbyRequest(number: 2, origin: S.pyrmont, page: 2, pageToken: "token-2")
            for index in 15...19 { $0.list.rows[index].image = .loading }
        }
        store.receiveEffects((16...20).map(S.photoLoad) + [S.pageRequest(2, token: "token-2")])
        let invalid = #"{"results": [], "status": "INVALID_REQUEST"}"#
        for refusal in 1...NearbyList.maximumPageRetries {
            let number = refusal + 1, request = PlacesRequestNumber(number)
            let refused = NearbyRequest(number: request, origin: S.pyrmont, page: 2, pageToken: "token-2")
            guard let answer = S.answer(EffectID("nearby:\(number)"), json: invalid) else { return XCTFail("no action for the answer") }
            store.send(answer) {
                $0.list.pending = nil
                $0.list.pageRetry = PageRetry(refused: refused, refusals: refusal, waiting: true)
            }
            store.receiveEffects([.timer(id: EffectID("page-retry:\(number)"), milliseconds: 2_000)])
            XCTAssertEqual(PlacesFeature.action(for: .timerFired(id: EffectID("page-retry:\(number)"))), .pageRetryDue(request: request))
            store.send(.pageRetryDue(request: request)) {
                $0.requestCount = number + 1
                $0.list.pending = NearbyRequest(number: PlacesRequestNumber(number + 1), origin: S.pyrmont, page: 2, pageToken: "token-2")
                $0.list.pageRetry = PageRetry(refused: refused, refusals: refusal, waiting: false)
            }
            store.receiveEffects([S.pageRequest(number + 1, token: "token-2")])
            store.send(.pageRetryDue(request: request), { _ in })
        }
        guard let last = S.answer(EffectID("nearby:\(NearbyList.maximumPageRetries + 2)"), json: invalid) else {
            return XCTFail("no action for the answer")
        }
        store.send(last) {
            $0.list.pending = nil
            $0.list.pageRetry = nil
            $0.list.nextPageToken = nil
            $0.list.problem = .pageTokenRejected(message: nil)
        }
        store.finish()
        XCTAssertEqual(store.state.list.rows.count, 20)
    }

    /// The seed asks for the top 25 places: once the token is valid, the retried page fills the list.
    func testAPageRetriedOnceItsTokenIsValidFillsTheListTo25() {
        let store = S.firstPageStore()
        store.send(.rowsBecameVisible(rows: VisibleRows(first: 19, last: 19))) {
            $0.list.visibleRows = VisibleRows(first: 19, last: 19)
            $0.requestCount = 2
            $0.list.pending = NearbyRequest(number: 2, origin: S.pyrmont, page: 2, pageToken: "token-2")
            $0.list.rows[19].image = .loading
        }
        store.receiveEffects([S.photoLoad(20), S.pageRequest(2, token: "token-2")])
        store.send(.nearbyPageLoaded(request: 2, result: .failure(.service(status: .overQueryLimit, message: nil)))) {
            $0.list.pending = nil
            $0.list.pageRetry = PageRetry(
                refused: NearbyRequest(number: 2, origin: S.pyrmont, page: 2, pageToken: "token-2"), refusals: 1, waiting: true)
        }
        store.receiveEffects([.timer(id: "page-retry:2", milliseconds: 2_000)])
        store.send(.pageRetryDue(request: 2)) {
            $0.requestCount = 3
            $0.list.pending = NearbyRequest(number: 3, origin: S.pyrmont, page: 2, pageToken: "token-2")
            $0.list.pageRetry?.waiting = false
        }
        store.receiveEffects([S.pageRequest(3, token: "token-2")])
        store.send(.nearbyPageLoaded(request: 3, result: .success(NearbyPage(places: S.places(21...30), nextPageToken: "token-3")))) {
            $0.list.pending = nil
            $0.list.pageRetry = nil
            $0.list.pagesLoaded = 2
            $0.list.rows += S.rows(21...25)
            $0.list.nextPageToken = nil
        }
        store.finish()
        XCTAssertEqual(store.state.list.rows.map(\.place.name).last, "Place 25")
        XCTAssertEqual(store.state.list.rows.count, 25)
    }

    func testZeroResultsOnANextPageEndsPaging() {
        let store = S.firstPageStore()
        store.send(.rowsBecameVisible(rows: VisibleRows(first: 18, last: 19))) {
            $0.list.visibleRows = VisibleRows(first: 18, last: 19)
            $0.requestCount = 2
            $0.list.pending = NearbyRequest(number: 2, origin: S.pyrmont, page: 2, pageToken: "token-2")
            $0.list.rows[18].image = .loading
            $0.list.rows[19].image = .loading
        }
        store.receiveEffects([S.photoLoad(19), S.photoLoad(20), S.pageRequest(2, token: "token-2")])
        store.send(.nearbyPageLoaded(request: 2, result: .success(NearbyPage(places: [])))) {
            $0.list.pending = nil
            $0.list.pagesLoaded = 2
            $0.list.nextPageToken = nil
        }
        store.receiveEffects([])
    }

    func testAnswersToOtherIdsAreNotThisFeaturesActions() {
        XCTAssertNil(PlacesFeature.action(for: .http(id: "feed", .success(HTTPResponse(status: 200, body: Data())))))
        XCTAssertNil(PlacesFeature.action(for: .http(id: "nearby:x", .success(HTTPResponse(status: 200, body: Data())))))
        XCTAssertNil(PlacesFeature.action(for: .timerFired(id: "nearby:1")))
        XCTAssertEqual(
            PlacesFeature.action(for: .http(id: "nearby:4", .failure(.timedOut))),
            .nearbyPageLoaded(request: 4, result: .failure(.load(error: .http(error: .timedOut)))))
    }
}
