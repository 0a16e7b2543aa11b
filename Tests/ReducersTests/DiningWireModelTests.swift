import ActionLog
import Foundation
import XCTest

@testable import AppState

/// Dining's reservation JSON read by the byte parser against `JSONDecoder`, as
/// `WireModelDifferentialTests` does for the others.
final class DiningWireModelTests: XCTestCase, WireModelTesting {
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

    /// The real reservation changed one member at a time, at every depth (left out, set to a value
    /// of each kind, given twice): whichever route takes each document, `Reservation.decode(json:)`
    /// gives what `JSONDecoder` gives, and the tape, which takes most of them, names the failures
    /// of the lenient parts as `JSONDecoder` names them.
    func testTheRealReservationChangedMemberByMemberDecodesAsJSONDecoderDecodesIt() throws {
        let text = try String(contentsOf: Self.fixtures.appendingPathComponent("dining/FullReservation.json"), encoding: .utf8)
        // Its trailing commas taken out, so that `JSONSerialization` reads it.
        let strict = text.replacingOccurrences(of: #",(\s*[}\]])"#, with: "$1", options: .regularExpression)
        let root = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(strict.utf8)) as? [String: Any])
        let values: [Any] = [NSNull(), 5, 2.5, true, "x", "https://x/a.jpg", [Any](), ["a"], [String: Any](), ["location": 1, "length": 2]]
        // The first item of each array, and the fourth dish (already malformed in the real file).
        var documents = try changes(of: root, replacements: values, items: [0, 3]).map {
            try JSONSerialization.data(withJSONObject: $0, options: [.sortedKeys])
        }
        // Given twice: each known member of the restaurant and of its first dish written again before the first.
        let compact = String(decoding: try JSONSerialization.data(withJSONObject: root, options: [.sortedKeys]), as: UTF8.self)
        for key in ["name", "zip", "dishes", "profilePhoto", "snippet", "photos", "uri", "location"] {
            let quoted = "\"\(key)\":"
            let range = try XCTUnwrap(compact.range(of: quoted), key)
            documents.append(Data(compact.replacingCharacters(in: range, with: "\(quoted)null,\(quoted)").utf8))
        }
        let original = try reservationReference(Data(text.utf8)).get()
        var readByTheTape = 0, newlyMalformed = 0, newlyMalformedReadByTheTape = 0
        for document in documents {
            let name = String(decoding: document, as: UTF8.self)
            let expected = reservationReference(document)
            XCTAssertEqual(Reservation.decode(json: document), expected, name)
            let isNewlyMalformed = (try? expected.get()).map { malformedParts(of: $0) > malformedParts(of: original) } ?? false
            if isNewlyMalformed { newlyMalformed += 1 }
            if let read = Reservation.Source.readFromTape(document) {
                readByTheTape += 1
                XCTAssertEqual(.success(read.reservation), expected, name)
                if isNewlyMalformed { newlyMalformedReadByTheTape += 1 }
            }
        }
        XCTAssertGreaterThan(documents.count, 800)
        XCTAssertGreaterThan(readByTheTape, documents.count / 2)
        // Most of the malformed parts `JSONDecoder` keeps are named by the tape itself; the rest
        // (`null` where a value is required, an integer spelled `1.0`) it leaves to `JSONDecoder`.
        XCTAssertGreaterThan(newlyMalformed, 0)
        XCTAssertGreaterThan(newlyMalformedReadByTheTape, newlyMalformed / 2)
    }

    /// How many lenient parts of `reservation` are kept as `Lenient.invalid`.
    private func malformedParts(of reservation: Reservation) -> Int {
        guard let restaurant = reservation.restaurant else { return 0 }
        guard let value = restaurant.value else { return 1 }
        let photo = value.profilePhoto.map { $0.value == nil ? 1 : 0 } ?? 0
        guard let dishes = value.dishes else { return photo }
        guard let list = dishes.value else { return photo + 1 }
        return photo + list.filter { $0.value == nil }.count
    }

    private func reservationReference(_ data: Data) -> Result<Reservation, DecodeFailure> {
        let decoder = JSONDecoder()
        decoder.allowsJSON5 = true
        do { return .success(try decoder.decode(Reservation.Source.self, from: data).reservation) } catch { return .failure(DecodeFailure(error)) }
    }
}
