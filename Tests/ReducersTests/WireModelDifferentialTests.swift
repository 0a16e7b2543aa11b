import ActionLog
import Foundation
import XCTest

@testable import AppState

/// The wire models read by the log's byte parser (`JSONNodeDecodable`) against Foundation's
/// `JSONDecoder`: the real feeds give the same values both ways, and a document the parser's
/// route does not take is decoded by `JSONDecoder`, so `DecodeFailure.decode` gives what
/// `JSONDecoder` gives, value or failure, for every document below.
final class WireModelDifferentialTests: XCTestCase {
    private static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    private func reference<T: Decodable>(_ type: T.Type, _ data: Data) -> Result<T, DecodeFailure> {
        do { return .success(try JSONDecoder().decode(type, from: data)) } catch { return .failure(DecodeFailure(error)) }
    }

    func testRealFeedsReadAlikeThroughTheTape() throws {
        let lunch = try Data(contentsOf: Self.fixtures.appendingPathComponent("lunch/restaurants.json"))
        let tree = try XCTUnwrap(LunchFeedDocument.read(lunch))
        XCTAssertEqual(tree.restaurants.count, 15)
        XCTAssertEqual(.success(tree), reference(LunchFeedDocument.self, lunch))
        for name in ["Films-critic.json", "Films-user.json"] {
            let films = try Data(contentsOf: Self.fixtures.appendingPathComponent("films/\(name)"))
            let list = try XCTUnwrap([Film].read(films), name)
            XCTAssertGreaterThan(list.count, 10, name)
            XCTAssertEqual(.success(list), reference([Film].self, films), name)
        }
    }

    func testEveryDocumentDecodesAsJSONDecoderDecodesIt() {
        let place = #""backgroundImageURL": "http://x/a.png", "category": "B""#
        let location = #""location": {"lat": 1, "lng": 2.5, "formattedAddress": ["a"]}"#
        let lunch = [
            #"{"restaurants": [{"name": "A", \#(place), "contact": null, \#(location), "extra": [1, {"x": null}]}]}"#,
            #"{"restaurants": [{"name": "A", \#(place), \#(location)}]}"#,
            #"{"restaurants": [{"name": "A", \#(place), "contact": {"phone": "1", "twitter": null}, \#(location)}]}"#,
            #"{"restaurants": [{"name": "A", \#(place), "location": {"lat": -0, "lng": 1e2, "formattedAddress": []}}]}"#,
            #"{"restaurants": [{"name": "A", \#(place), "location": {"lat": "north", "lng": 2, "formattedAddress": []}}]}"#,
            #"{"restaurants": [{"name": "A", \#(place), "location": {"lat": 1e400, "lng": 2, "formattedAddress": []}}]}"#,
            #"{"restaurants": [{"name": "A", "name": "B", \#(place), \#(location)}]}"#,
            #"{"restaurants": [{"name": "A", "category": "B", "backgroundImageURL": "", \#(location)}]}"#,
            #"{"restaurants": [{"name": "\u00e9\ud83d\ude00", \#(place), \#(location)}]}"#,
            #"{"restaurants": [{"name": 5, \#(place), \#(location)}]}"#,
            #"{"restaurants": [{"name": "A", \#(place), "contact": [], \#(location)}]}"#,
            #"{"restaurants": {}}"#, #"[]"#, "", "{", #"{"restaurants": []} x"#,
        ]
        for document in lunch {
            XCTAssertEqual(DecodeFailure.decode(LunchFeedDocument.self, from: Data(document.utf8)),
                           reference(LunchFeedDocument.self, Data(document.utf8)), document)
        }
        let films = [
            #"[{"id": 1, "name": "A ", "desc": "d", "long_desc": "l", "image": " https://x/a.jpg "}]"#,
            #"[{"id": 1, "name": "A", "desc": "d", "long_desc": "l", "image": null}, {"id": 2, "name": "B", "desc": "", "long_desc": ""}]"#,
            #"[{"id": 1, "name": "A", "desc": "d", "long_desc": "l", "image": "ftp://x/a.jpg"}]"#,
            #"[{"id": 1.0, "name": "A", "desc": "d", "long_desc": "l"}]"#,
            #"[{"id": "1", "name": "A", "desc": "d", "long_desc": "l"}]"#,
            #"[{"id": 1, "name": "A", "desc": "d"}]"#,
            #"[{"id": 1, "name": "A", "desc": "d", "long_desc": "l", "image": 3}]"#,
            #"{"films": []}"#,
        ]
        for document in films {
            XCTAssertEqual(DecodeFailure.decode([Film].self, from: Data(document.utf8)), reference([Film].self, Data(document.utf8)), document)
        }
    }

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

    /// The burger list: the real ones read alike both ways, and each document below gives what
    /// `JSONDecoder` gives, repeated ids, the size limit and the count of failures beyond the first
    /// ten included.
    func testBurgerFeedsDecodeAsJSONDecoderDecodesThem() throws {
        for name in ["burgers.json", "server-burgers.json"] {
            let data = try Data(contentsOf: Self.fixtures.appendingPathComponent("burgers/\(name)"))
            let tree = try XCTUnwrap(BurgerFeedResponse.read(data), name)
            XCTAssertEqual(tree.feed.problems, [], name)
            XCTAssertEqual(tree.feed.burgers.first?.name, "Seitan Burger", name)
            XCTAssertEqual(tree.feed.burgers.first?.bitcoin, 599, name)
            XCTAssertEqual(.success(tree.feed), reference(BurgerFeedResponse.self, data).map(\.feed), name)
        }
        func burger(_ id: String, bitcoin: String = "5", image: String = #""/a.jpg""#, vegetarian: String = "true") -> String {
            #"{"id": \#(id), "name": "B\u00e9", "vegetarian": \#(vegetarian), "promoted": false, "image": \#(image), "bitcoin": \#(bitcoin), "notes": "n \"q\""}"#
        }
        let many = (1...1_003).map { burger(String($0)) }.joined(separator: ", ")
        let broken = (1...13).map { burger(String($0), bitcoin: "-\($0)") }.joined(separator: ", ")
        let documents = [
            #"{"latency": 3, "burgers": [\#(burger("1")), \#(burger("2"))], "extra": null}"#,
            #"{"burgers": [\#(burger("1")), \#(burger("1"))]}"#,
            #"{"burgers": [\#(many), \#(burger("1"))]}"#,
            #"{"burgers": [\#(broken)]}"#,
            #"{"burgers": [\#(burger("1", bitcoin: "-1")), \#(burger("2"))]}"#,
            #"{"burgers": [\#(burger("1", bitcoin: "1.5"))]}"#,
            #"{"burgers": [\#(burger("1", bitcoin: "1e2"))]}"#,
            #"{"burgers": [\#(burger("1", bitcoin: "9007199254740992"))]}"#,
            #"{"burgers": [\#(burger("1", bitcoin: "9007199254740993"))]}"#,
            #"{"burgers": [\#(burger("1", bitcoin: "\"5\""))]}"#,
            #"{"burgers": [\#(burger("1", image: #""""#))]}"#,
            #"{"burgers": [\#(burger("1", vegetarian: "null"))]}"#,
            #"{"burgers": [\#(burger("1.0"))]}"#,
            #"{"burgers": [\#(burger("1")), {"id": 2}]}"#,
            #"{"burgers": [\#(burger("1")),]}"#,
            #"{"burgers": null}"#, #"{"burgers": {}}"#, #"{"latency": 3}"#, #"[]"#, "", #"{"burgers": []} x"#,
        ]
        for document in documents {
            XCTAssertEqual(burgerFeed(document), reference(BurgerFeedResponse.self, Data(document.utf8)).map(\.feed), document)
        }
        // Valid entries, repeated ids and the size limit are judged on the byte parser's route.
        for document in documents.prefix(3) {
            XCTAssertNotNil(BurgerFeedResponse.read(Data(document.utf8)), document)
        }
    }

    /// The burger list saved to disk: a saved feed reads alike both ways, and each document below
    /// gives what `JSONDecoder` gives.
    func testSavedBurgerFeedsDecodeAsJSONDecoderDecodesThem() throws {
        let data = try Data(contentsOf: Self.fixtures.appendingPathComponent("burgers/server-burgers.json"))
        let feed = try reference(BurgerFeedResponse.self, data).get().feed
        let fetched = FetchedFeed(feed: feed, fetchedAt: Timestamp(milliseconds: 1_763_000_000_000), origin: .network)
        let saved = try XCTUnwrap(fetched.encoded)
        XCTAssertEqual(saved.dropLast() + Data(#","origin":"network"}"#.utf8), try CanonicalJSON.referenceEncode(fetched), "the file is the state's spelling without the origin")
        XCTAssertNotNil(FetchedFeed.Saved.read(saved))
        XCTAssertEqual(try FetchedFeed.decode(.success(saved)).get()?.feed.burgers.count, 8)
        let burger = #"{"bitcoin": 5, "id": 1, "image": "/a.jpg", "name": "B", "notes": "n", "promoted": true, "vegetarian": false}"#
        let time = #""fetchedAt": "2026-11-18T11:06:40.000Z""#
        let documents = [
            String(decoding: saved, as: UTF8.self),
            #"{"feed": {"burgers": [\#(burger)], "problems": [{"path": "burgers[1].id", "reason": "missing"}]}, \#(time), "x": 1}"#,
            #"{"feed": {"burgers": [\#(burger)], "problems": [{"path": "p"}]}, \#(time)}"#,
            #"{"feed": {"burgers": [\#(burger)]}, \#(time)}"#,
            #"{"feed": {"burgers": [{"id": 1}], "problems": []}, \#(time)}"#,
            #"{"feed": {"burgers": [], "problems": []}, "fetchedAt": "yesterday"}"#,
            #"{"feed": {"burgers": [], "problems": []}}"#, #"{"feed": null, \#(time)}"#, "[]", "",
        ]
        for document in documents {
            let data = Data(document.utf8)
            XCTAssertEqual(FetchedFeed.decode(.success(data)), reference(FetchedFeed.Saved.self, data).map(\.fetchedFeed).mapError { .corrupt($0) }, document)
        }
    }

    private func burgerFeed(_ document: String) -> Result<BurgerFeed, DecodeFailure> {
        DecodeFailure.decode(BurgerFeedResponse.self, from: Data(document.utf8)).map(\.feed)
    }

    /// The reservation JSON (JSON5, as the exercise's loader read it): the real ones, trailing
    /// commas and all, read alike both ways, and each document below gives what `JSONDecoder`
    /// gives, with the failures kept as `Lenient.invalid` where they stand.
    func testReservationsDecodeAsJSONDecoderDecodesThem() throws {
        for name in ["FullReservation.json", "PartialReservation.json"] {
            let data = try Data(contentsOf: Self.fixtures.appendingPathComponent("dining/\(name)"))
            XCTAssertThrowsError(try JSONValue(parsing: data), name)  // Not JSON: trailing commas.
            let source = try XCTUnwrap(Reservation.Source.read(data, allowsTrailingCommas: true), name)
            XCTAssertEqual(.success(source.reservation), reservationReference(data), name)
        }
        let full = try Reservation.decode(json: Data(contentsOf: Self.fixtures.appendingPathComponent("dining/FullReservation.json"))).get()
        XCTAssertEqual(full.restaurant?.value?.dishes?.value?.count, 5)
        XCTAssertEqual(full.restaurant?.value?.postalCode, "94104")
        let reference = #"{"width": 90, "height": 90, "uri": "https://x/90.jpg"}"#
        let photo = #"{"id": "p", "name": "P", "references": [\#(reference)]}"#
        let snippet = #""snippet": {"content": "good food", "range": {"location": 0, "length": 4}, "highlights": [{"location": 5, "length": 4}]}"#
        let dish = #"{"id": "d", "name": "D\u00e9", "photos": [\#(photo)], \#(snippet)}"#
        func document(_ restaurant: String, _ top: String = #""partySize": 2"#) -> String {
            #"{"id": "r", "confirmationNumber": "c", "dateTime": "2016-12-28T18:00", \#(top), "restaurant": {\#(restaurant)}}"#
        }
        // Read by the byte parser's route, malformed parts kept with the failure it names.
        let named = [
            document(#""id": "a", "name": "N", "street": "S", "city": "C", "state": "CA", "postalCode": "1", "country": "US", "latitude": 37.7, "longitude": -122, "profilePhoto": \#(photo), "dishes": [\#(dish), \#(dish)]"#),
            document(#""name": "N", "zip": "9", "dishes": [\#(dish),],"#),
            document(#""name": "N", "postalCode": null, "zip": "9""#),
            document(#""name": "N", "postalCode": "1", "zip": 9"#),
            document(#""name": "N", "postalCode": 1, "zip": "9""#),
            document(#""name": "N", "profilePhoto": null, "dishes": null"#),
            document(#""name": "N", "profilePhoto": {"id": "p"}, "dishes": [\#(dish)]"#),
            document(#""name": "N", "profilePhoto": {"id": 7, "references": 1}"#),
            document(#""name": "N", "dishes": [\#(dish), {"id": "e", "name": "E", "photos": [], "snippet": {"content": "x", "range": {"location": "a", "length": 1}, "highlights": []}}]"#),
            document(#""name": "N", "dishes": [{"id": "e", "name": "E", "photos": [{"id": "p", "references": [{"width": 1, "height": true, "uri": "u"}]}]}, 4, [], "x"]"#),
            document(#""name": "N", "dishes": {}"#),
            document(#""name": "N", "latitude": -0, "longitude": 1e2"#),
            document(#""name": 5"#),
            document(#""name": "N", "latitude": "north""#),
            document(#""street": "S""#),
            #"{"id": "r", "dateTime": "2016-12-28T18:00:30", "partySize": 2, "restaurant": [],}"#,
        ]
        for document in named {
            let data = Data(document.utf8)
            XCTAssertNotNil(Reservation.Source.read(data, allowsTrailingCommas: true), document)
            XCTAssertEqual(Reservation.decode(json: data), reservationReference(data), document)
        }
        // Left to `JSONDecoder`.
        let others = [
            document(#""name": "N", "latitude": 1e400"#),
            document(#""name": "N", "profilePhoto": {"id": "p", "references": [{"width": 1, "height": 1, "uri": ""}]}"#),
            document(#""name": "N", "dishes": [{"id": "e", "name": "E", "photos": [], "snippet": {"content": "x", "range": {"location": 1.0, "length": 1}, "highlights": []}}]"#),
            document(#""name": null"#),
            document(#""name": "N", "name": "M""#),
            document(#""name": "\ud800""#),
            document(#""name": "N", // a comment"#),
            document(#"name: 'N', latitude: +1, longitude: Infinity"#),
            document(#""name": "N""#, #""partySize": 2.0"#),
            document(#""name": "N""#, #""partySize": 0x10"#),
            document(#""name": "N""#, #""partySize": "2""#),
            #"{"id": "r", "dateTime": "2016-13-28T18:00", "partySize": 2}"#,
            #"{"id": "r", "dateTime": "2016-12-28T18:00", "partySize": 2},"#,
            #"{"id": "r",, "dateTime": "2016-12-28T18:00", "partySize": 2}"#,
            #"{"dateTime": "2016-12-28T18:00", "partySize": 2}"#, #"[]"#, "", "{",
        ]
        for document in others {
            let data = Data(document.utf8)
            XCTAssertEqual(Reservation.decode(json: data), reservationReference(data), document)
        }
    }

    private func reservationReference(_ data: Data) -> Result<Reservation, DecodeFailure> {
        let decoder = JSONDecoder()
        decoder.allowsJSON5 = true
        do { return .success(try decoder.decode(Reservation.Source.self, from: data).reservation) } catch { return .failure(DecodeFailure(error)) }
    }
}

