import ActionLog
import Foundation
import XCTest

@testable import AppState

/// Places' wire models (Nearby Search, Place Details) read by the byte parser against
/// `JSONDecoder`, as `WireModelDifferentialTests` does for the others.
final class PlacesWireModelTests: XCTestCase, WireModelTesting {
    /// A Nearby Search answer: the real ones read alike both ways, and each document below gives
    /// what `JSONDecoder` gives (a broken result leaves the whole answer to `JSONDecoder`, which
    /// names its failure).
    func testNearbySearchAnswersDecodeAsJSONDecoderDecodesThem() throws {
        for name in ["PlacesApiNearbySearchRequestByKeywordResponse.json", "PlacesApiNearbySearchRequestByTypeResponse.json"] {
            let data = try Data(contentsOf: Self.fixtures.appendingPathComponent("places/\(name)"))
            let body = try XCTUnwrap(NearbyPage.Body.read(data), name)
            XCTAssertEqual(body.results?.count, 20, name)
            XCTAssertEqual(.success(body), reference(NearbyPage.Body.self, data), name)
        }
        let geometry = #""geometry": {"location": {"lat": -33.8, "lng": 151}}"#
        let documents = [
            #"{"status": "OK", "results": [{"place_id": "a", "name": "A", "vicinity": "V", \#(geometry), "photos": [{"photo_reference": "r"}, {}]}]}"#,
            #"{"status": "OK", "next_page_token": "t", "results": [{"place_id": "a", "name": "A", \#(geometry), "photos": null, "x": [1]}]}"#,
            #"{"status": "ZERO_RESULTS", "results": []}"#,
            #"{"status": "REQUEST_DENIED", "error_message": "key", "results": null}"#,
            #"{"status": "OK", "results": [{"place_id": "a", "name": "A"}, {"place_id": "b", "name": "B", \#(geometry)}]}"#,
            #"{"status": "OK", "results": [{"place_id": 1, "name": "A", \#(geometry)}]}"#,
            #"{"status": "OK", "results": [{"place_id": "a", "name": "A", "geometry": {"location": {"lat": "1", "lng": 2}}}]}"#,
            #"{"status": "OK", "results": [{"place_id": "a", "name": "A", "geometry": {"location": {"lat": 1e400, "lng": 2}}}]}"#,
            #"{"status": "OK", "results": [{"place_id": "a", "name": "A", \#(geometry), "photos": [{"photo_reference": 3}]}]}"#,
            #"{"status": "OK", "status": "OK", "results": []}"#,
            #"{"status": null}"#, #"{"results": []}"#, #"[]"#, "",
        ]
        for document in documents {
            XCTAssertEqual(DecodeFailure.decode(NearbyPage.Body.self, from: Data(document.utf8)),
                           reference(NearbyPage.Body.self, Data(document.utf8)), document)
        }
    }

    /// Place Details answers: the real ones read alike both ways (a review's fields, the hours,
    /// the photos), and each document below gives what `JSONDecoder` gives.
    func testPlaceDetailsDecodeAsJSONDecoderDecodesThem() throws {
        for name in ["PlaceDetailsResponse.json", "PlaceDetailsLookupGoogleSydneyResponse.json"] {
            let data = try Data(contentsOf: Self.fixtures.appendingPathComponent("places/\(name)"))
            let body = try XCTUnwrap(PlaceDetails.Body.read(data), name)
            XCTAssertEqual(body.result.details, try reference(PlaceDetails.Body.self, data).get().result.details, name)
            XCTAssertEqual(WireEnvelope.read(data)?.status, .ok, name)
        }
        let documents = [
            #"{"status": "OK", "result": {"place_id": "a", "name": "A", "rating": 4, "user_ratings_total": 12, "opening_hours": {"open_now": true, "weekday_text": ["Mo"]}, "reviews": [{"text": "t", "rating": 5}, {}]}}"#,
            #"{"status": "OK", "result": {"permanently_closed": true, "business_status": null, "photos": [{"photo_reference": "r"}], "x": {}}}"#,
            #"{"status": "OK", "result": {"user_ratings_total": 1.5}}"#,
            #"{"status": "OK", "result": {"rating": "4"}}"#,
            #"{"status": "OK", "result": {"reviews": [{"text": 1}]}}"#,
            #"{"status": "OK", "result": {"opening_hours": {"weekday_text": [1]}}}"#,
            #"{"status": "OK", "result": []}"#, #"{"status": "OK"}"#, #"{"status": 1}"#,
        ]
        for document in documents {
            let data = Data(document.utf8)
            XCTAssertEqual(DecodeFailure.decode(PlaceDetails.Body.self, from: data).map(\.result.details),
                           reference(PlaceDetails.Body.self, data).map(\.result.details), document)
            XCTAssertEqual(DecodeFailure.decode(WireEnvelope.self, from: data).map(\.status), reference(WireEnvelope.self, data).map(\.status), document)
        }
    }
}
