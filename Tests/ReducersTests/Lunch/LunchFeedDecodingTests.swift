import ActionLog
import AppState
import Foundation
import Reducers
import XCTest

/// The feed as the runtime reports it, turned into `feedLoaded`: the real feed, and bad input that
/// must give a clear error naming the field, never a crash.
final class LunchFeedDecodingTests: XCTestCase {
    private func feedLoaded(_ body: String, status: Int = 200) -> LunchAction? {
        LunchFeature.action(for: .http(id: "feed", .success(HTTPResponse(status: status, body: Data(body.utf8)))))
    }

    private func decodingFailure(_ path: String, _ reason: String) -> LunchAction {
        .feedLoaded(result: .failure(.decoding(failure: DecodeFailure(path: path, reason: reason))))
    }

    func testRealFeedDecodesEveryRestaurant() throws {
        let action = LunchFeature.action(for: .http(id: "feed", .success(HTTPResponse(status: 200, body: try LunchSamples.realFeed()))))
        guard case .feedLoaded(.success(let restaurants)) = action else { return XCTFail("not decoded: \(String(describing: action))") }
        XCTAssertEqual(restaurants.count, 15)
        XCTAssertEqual(restaurants.map(\.name).prefix(3), ["Hopdoddy Burger Bar", "Pappadeaux Seafood Kitchen", "Yard House"])
        let hopdoddy = restaurants[0]
        XCTAssertEqual(hopdoddy.category, "Burgers")
        XCTAssertEqual(hopdoddy.backgroundImageURL.text,
                       "http://sandbox.bottlerocketapps.com/BR_iOS_CodingExam_2015_Server/Images/hopdoddy.png")
        XCTAssertEqual(hopdoddy.contact, Restaurant.Contact(phone: "9723872337", formattedPhone: "(972) 387-2337", twitter: "hopdoddy"))
        XCTAssertEqual(hopdoddy.location.formattedAddress, [
            "5100 Belt Line Road, STE 502 (Dallas North Tollway)", "Addison, TX 75254", "United States",
        ])
        XCTAssertEqual(hopdoddy.location.crossStreet, "Dallas North Tollway")
        XCTAssertEqual(restaurants.filter { $0.contact == nil }.map(\.name), ["Pluckers Wing Bar", "Chuy's"])
        XCTAssertNil(restaurants[3].location.postalCode)  // Pluckers has none
    }

    func testMalformedJSONNamesTheRoot() {
        XCTAssertEqual(feedLoaded(#"{"restaurants": [ {"name": "#), decodingFailure("(root)", "not valid JSON"))
    }

    func testEmptyBodyIsAnError() {
        XCTAssertEqual(feedLoaded(""), decodingFailure("(root)", "not valid JSON"))
    }

    func testEmptyListIsAnEmptyFeed() {
        XCTAssertEqual(feedLoaded(#"{"restaurants": []}"#), .feedLoaded(result: .success([])))
    }

    func testMissingFieldIsNamed() {
        let body = #"{"restaurants": [{"name": "A", "category": "B", "backgroundImageURL": "http://x/a.png","#
            + #""contact": null, "location": {"lat": 1, "lng": 2, "formattedAddress": []}},"#
            + #"{"category": "B", "backgroundImageURL": "http://x/a.png", "contact": null,"#
            + #""location": {"lat": 1, "lng": 2, "formattedAddress": []}}]}"#
        XCTAssertEqual(feedLoaded(body), decodingFailure("restaurants[1].name", "missing"))
        XCTAssertEqual(feedLoaded(#"{"shops": []}"#), decodingFailure("restaurants", "missing"))
    }

    func testWrongTypedFieldIsNamed() {
        let body = #"{"restaurants": [{"name": "A", "category": "B", "backgroundImageURL": "http://x/a.png","#
            + #""contact": null, "location": {"lat": "north", "lng": 2, "formattedAddress": []}}]}"#
        XCTAssertEqual(feedLoaded(body), decodingFailure("restaurants[0].location.lat", "expected Double"))
        XCTAssertEqual(feedLoaded(#"{"restaurants": {}}"#), decodingFailure("restaurants", "expected Array<Any>"))
    }

    func testMissingOrNullCoordinatesDecodeAndStayOffTheMap() {
        let body = #"{"restaurants": [{"name": "A", "category": "B", "backgroundImageURL": "http://x/a.png","#
            + #""contact": null, "location": {"lat": null, "formattedAddress": ["1 Main St"]}}]}"#
        guard case .feedLoaded(.success(let restaurants)) = feedLoaded(body) else { return XCTFail("not decoded") }
        XCTAssertEqual(LunchMap(restaurants: restaurants).excluded, [MapExclusion(restaurant: "A", problem: .missing)])
    }

    func testBadStatusAndTransportErrorsAreKept() {
        XCTAssertEqual(feedLoaded("oops", status: 500), .feedLoaded(result: .failure(.badStatus(status: 500))))
        XCTAssertEqual(
            LunchFeature.action(for: .http(id: "feed", .failure(.unreachable(reason: "cannot connect to 127.0.0.1:9")))),
            .feedLoaded(result: .failure(.http(error: .unreachable(reason: "cannot connect to 127.0.0.1:9")))))
        XCTAssertEqual(
            LunchFeature.action(for: .http(id: "feed", .failure(.tooLarge(limit: 1_000_000)))),
            .feedLoaded(result: .failure(.http(error: .tooLarge(limit: 1_000_000)))))
    }
}
