import ActionLog
import AppState
import Foundation
import XCTest

/// Reading the reservation JSON as the exercise's loader did: lenient, with JSON paths.
final class ReservationDecodingTests: XCTestCase {
    func testFullReservationKeepsThreeDishesAndNamesTheTwoMalformedOnes() throws {
        let reservation = try DiningFixtures.reservation("FullReservation")
        XCTAssertEqual(reservation.id, "502021878")
        XCTAssertEqual(reservation.confirmationNumber, "2042")
        XCTAssertEqual(reservation.dateTime, LocalDateTime(year: 2016, month: 12, day: 28, hour: 18, minute: 0))
        XCTAssertEqual(reservation.partySize, 2)
        let restaurant = try XCTUnwrap(reservation.restaurant?.value)
        XCTAssertEqual(restaurant.name, "Guest Center - iOS/Mobile Auto")
        XCTAssertEqual(restaurant.postalCode, "94104")
        XCTAssertEqual(restaurant.latitude, 37.332089)
        XCTAssertEqual(restaurant.longitude, -122.030775)
        XCTAssertEqual(restaurant.profilePhoto?.value?.references.count, 9)
        let dishes = try XCTUnwrap(restaurant.dishes?.value)
        XCTAssertEqual(dishes.count, 5)
        XCTAssertEqual(dishes.compactMap(\.value).map(\.name), ["Tiramisu", "Littleneck Clams", "Linguine Alle Vongole"])
        XCTAssertEqual(dishes[0].value?.snippet.range, TextRange(location: 197, length: 142))
        XCTAssertEqual(dishes[0].value?.snippet.highlights, [TextRange(location: 197, length: 8)])
        for index in [3, 4] {
            guard case .invalid(let failure) = dishes[index] else { return XCTFail("dish \(index) decoded") }
            XCTAssertEqual(failure.path, "restaurant.dishes[\(index)].snippet.range")
            XCTAssertTrue(failure.reason.hasPrefix("expected Dictionary"), failure.reason)
        }
    }

    func testPartialReservationHasNoDishes() throws {
        let reservation = try DiningFixtures.reservation("PartialReservation")
        XCTAssertEqual(reservation.restaurant?.value?.name, "Guest Center - iOS/Mobile Auto")
        XCTAssertNil(reservation.restaurant?.value?.dishes)
    }

    func testTrailingCommaIsAccepted() throws {
        let json = Data(#"{"id": "7", "dateTime": "2017-01-02T19:30", "partySize": 4,}"#.utf8)
        XCTAssertEqual(
            try Reservation.decode(json: json).get(),
            Reservation(id: "7", dateTime: LocalDateTime(year: 2017, month: 1, day: 2, hour: 19, minute: 30),
                        partySize: 4, restaurant: nil))
    }

    func testRequiredFieldsFailTheWholeReservationWithTheirPath() {
        XCTAssertEqual(failure(#"{"dateTime": "2017-01-02T19:30", "partySize": 4}"#),
                       DecodeFailure(path: "id", reason: "missing"))
        XCTAssertEqual(failure(#"{"id": "7", "dateTime": "2017-01-02T19:30", "partySize": "four"}"#),
                       DecodeFailure(path: "partySize", reason: "expected Int"))
        XCTAssertEqual(failure(#"{"id": "7", "dateTime": "tomorrow", "partySize": 4}"#)?.path, "dateTime")
        XCTAssertEqual(failure("<html>")?.path, "(root)")
    }

    func testMalformedPartsAreKeptWithTheirPath() throws {
        let json = #"""
            {"id": "7", "dateTime": "2017-01-02T19:30", "partySize": 4,
             "restaurant": {"name": "Nopa", "profilePhoto": {"id": 1},
                            "dishes": [{"id": "a", "name": "Soup", "photos": []},
                                       {"id": "b", "name": "Bread", "photos": [],
                                        "snippet": {"content": "ok", "range": {"location": 0, "length": 2}, "highlights": []}}]}}
            """#
        let restaurant = try XCTUnwrap(Reservation.decode(json: Data(json.utf8)).get().restaurant?.value)
        XCTAssertEqual(restaurant.profilePhoto, .invalid(DecodeFailure(path: "restaurant.profilePhoto.id", reason: "expected String")))
        XCTAssertEqual(restaurant.dishes?.value?.first, .invalid(DecodeFailure(path: "restaurant.dishes[0].snippet", reason: "missing")))
        XCTAssertEqual(restaurant.dishes?.value?.last?.value?.name, "Bread")

        let badRestaurant = #"{"id": "7", "dateTime": "2017-01-02T19:30", "partySize": 4, "restaurant": {"city": "SF"}}"#
        XCTAssertEqual(try Reservation.decode(json: Data(badRestaurant.utf8)).get().restaurant,
                       .invalid(DecodeFailure(path: "restaurant.name", reason: "missing")))
        let nullRestaurant = #"{"id": "7", "dateTime": "2017-01-02T19:30", "partySize": 4, "restaurant": null}"#
        XCTAssertNil(try Reservation.decode(json: Data(nullRestaurant.utf8)).get().restaurant)
        let dishesObject = #"{"id": "7", "dateTime": "2017-01-02T19:30", "partySize": 4, "restaurant": {"name": "N", "dishes": {}}}"#
        XCTAssertEqual(try Reservation.decode(json: Data(dishesObject.utf8)).get().restaurant?.value?.dishes,
                       .invalid(DecodeFailure(path: "restaurant.dishes", reason: "expected Array<Any>")))
    }

    func testReadingFromStorage() throws {
        XCTAssertEqual(Reservation.read(.success(nil)), .success(nil))
        XCTAssertEqual(Reservation.read(.failure(.io("disk full"))), .failure(.storage(.io("disk full"))))
        XCTAssertEqual(Reservation.read(.success(Data("[]".utf8))),
                       .failure(.corrupt(DecodeFailure(path: "(root)", reason: "expected Dictionary<String, Any>"))))
        XCTAssertEqual(try Reservation.read(.success(DiningFixtures.bytes("PartialReservation"))).get()?.partySize, 2)
    }

    func testLocalDateTimeText() {
        XCTAssertEqual(LocalDateTime("2016-12-28T18:00"), LocalDateTime(year: 2016, month: 12, day: 28, hour: 18, minute: 0))
        XCTAssertEqual(LocalDateTime("2016-12-28T18:00:30")?.second, 30)
        XCTAssertEqual(LocalDateTime(year: 2016, month: 1, day: 2, hour: 3, minute: 4, second: 5).description, "2016-01-02T03:04:05")
        for bad in ["2016-12-28 18:00", "2016-13-28T18:00", "2016-12-28T24:00", "2016-12-28T18:0a", "", "2016-12-28T18:00Z"] {
            XCTAssertNil(LocalDateTime(bad), bad)
        }
    }

    func testPhotoSizeFittingAWidth() {
        let photo = DiningSamples.photo("p", sizes: 3)
        XCTAssertEqual(photo.reference(fittingWidth: 100)?.width, 180)
        XCTAssertEqual(photo.reference(fittingWidth: 90)?.width, 90)
        XCTAssertEqual(photo.reference(fittingWidth: 1_000)?.width, 360)
        XCTAssertNil(Photo(id: "none", name: nil, references: []).reference(fittingWidth: 10))
    }

    private func failure(_ json: String) -> DecodeFailure? {
        guard case .failure(let failure) = Reservation.decode(json: Data(json.utf8)) else { return nil }
        return failure
    }
}
