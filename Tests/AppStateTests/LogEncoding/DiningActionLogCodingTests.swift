import ActionLog
import AppState
import Foundation
import XCTest

/// The dining app's actions in the log's named spelling, written out by hand, and every case read
/// back as it was written.
final class DiningActionLogCodingTests: XCTestCase {
    static let sample = BannerDragSample(time: Timestamp(milliseconds: 1_100), translation: -120, containerHeight: 760)
    static let dateTime = LocalDateTime(year: 2016, month: 12, day: 28, hour: 18, minute: 0)
    static let photo = Photo(
        id: "1993238", name: "Tiramisu",
        references: [PhotoReference(width: 90, height: 90, uri: URL(string: "https://example.com/thumb_90.jpg")!)])
    static let restaurant = ReservationRestaurant(
        id: "1", name: "Kokkari", street: "200 Jackson St", city: "San Francisco", state: "CA", postalCode: "94111",
        country: "United States", latitude: 37.797, longitude: -122.399, profilePhoto: .valid(photo),
        dishes: .valid([
            .valid(Dish(
                id: "d1", name: "Tiramisu", photos: [photo],
                snippet: Snippet(
                    content: "Tiramisu was very good.", range: TextRange(location: 0, length: 23),
                    highlights: [TextRange(location: 0, length: 8)]))),
            .invalid(DecodeFailure(path: "restaurant.dishes[1].name", reason: "missing")),
        ]))

    /// At least one sample of every case, failures included.
    static let everyCase: [DiningAction] = [
        .launched,
        .reservationRead(.success(nil)),
        .reservationRead(.success(Reservation(id: "502021878", dateTime: dateTime, partySize: 2, restaurant: nil))),
        .reservationRead(.success(Reservation(
            id: "502021878", confirmationNumber: "2042", dateTime: dateTime, partySize: 2, restaurant: .valid(restaurant)))),
        .reservationRead(.success(Reservation(
            id: "7", dateTime: dateTime, partySize: 0,
            restaurant: .invalid(DecodeFailure(path: "restaurant.name", reason: "missing"))))),
        .reservationRead(.failure(.storage(.io("locked")))),
        .reservationRead(.failure(.decoding(DecodeFailure(path: "dateTime", reason: "missing")))),
        .tabs(.tabSelected(.search)),
        .tabs(.navigation(.pushed(.restaurant(id: "502")))),
        .tabs(.navigation(.popped)),
        .tabs(.navigation(.poppedToRoot)),
        .tabs(.navigation(.poppedTo(index: 1))),
        .modal(.presented(.signIn)),
        .modal(.presented(.searchFilters)),
        .modal(.dismissed),
        .banner(.tapped),
        .banner(.dragChanged(sample)),
        .banner(.dragEnded(sample)),
        .banner(.dragCancelled),
        .cardTapped(.summary),
        .cardTapped(.dishes),
    ]

    func testCasesAreSpelledByName() {
        let expected: [(DiningAction, String)] = [
            (.launched, #"{"launched":{}}"#),
            (.reservationRead(.success(nil)), #"{"reservationRead":{"result":{"success":null}}}"#),
            (
                .reservationRead(.success(Reservation(id: "502021878", dateTime: Self.dateTime, partySize: 2, restaurant: nil))),
                #"{"reservationRead":{"result":{"success":{"dateTime":"2016-12-28T18:00","id":"502021878","partySize":2}}}}"#
            ),
            // A read error is a model: its own JSON, as format 1 spelled it.
            (
                .reservationRead(.failure(.storage(.io("locked")))),
                #"{"reservationRead":{"result":{"failure":{"storage":{"_0":{"io":{"_0":"locked"}}}}}}}"#
            ),
            (.tabs(.tabSelected(.search)), #"{"tabs.tabSelected":{"tab":"search"}}"#),
            (
                .tabs(.navigation(.pushed(.restaurant(id: "502")))),
                #"{"tabs.navigation.pushed":{"screen":{"restaurant":{"id":"502"}}}}"#
            ),
            (.tabs(.navigation(.poppedTo(index: 1))), #"{"tabs.navigation.poppedTo":{"index":1}}"#),
            (.modal(.presented(.signIn)), #"{"modal.presented":{"modal":"signIn"}}"#),
            (.modal(.dismissed), #"{"modal.dismissed":{}}"#),
            (.banner(.tapped), #"{"banner.tapped":{}}"#),
            (
                .banner(.dragChanged(Self.sample)),
                #"{"banner.dragChanged":{"sample":{"containerHeight":760,"time":"1970-01-01T00:00:01.100Z","translation":-120}}}"#
            ),
            (.cardTapped(.dishes), #"{"cardTapped":{"card":"dishes"}}"#),
        ]
        for (action, json) in expected { assertSpelling(action, json) }
    }

    func testEveryCaseRoundTrips() throws {
        XCTAssertEqual(Set(Self.everyCase.map(Self.caseName)).count, 6, "a sample of every case")
        assertRoundTrips(Self.everyCase)
    }

    func testUnknownCasesAndFieldsNameTheirPath() throws {
        let failures: [(String, LogDecodingError)] = [
            (#"{"reserved":{}}"#, LogDecodingError(path: "action", reason: .unknownCase("reserved"))),
            (#"{"tabs.swiped":{}}"#, LogDecodingError(path: "action.tabs", reason: .unknownCase("swiped"))),
            (#"{"tabs.navigation.jumped":{}}"#, LogDecodingError(path: "action.tabs.navigation", reason: .unknownCase("jumped"))),
            (#"{"banner.pinched":{}}"#, LogDecodingError(path: "action.banner", reason: .unknownCase("pinched"))),
            (
                #"{"cardTapped":{"card":"dishes","index":1}}"#,
                LogDecodingError(path: "action.cardTapped", reason: .unknownField("index"))
            ),
            (
                #"{"tabs.navigation.pushed":{"screen":{"restaurant":{"id":"502","name":"Kokkari"}}}}"#,
                LogDecodingError(path: "action.tabs.navigation.pushed.screen.restaurant", reason: .unknownField("name"))
            ),
            (
                #"{"tabs.navigation.pushed":{"screen":{"menu":{}}}}"#,
                LogDecodingError(path: "action.tabs.navigation.pushed.screen", reason: .unknownCase("menu"))
            ),
            (#"{"modal.presented":{}}"#, LogDecodingError(path: "action.modal.presented.modal", reason: .missing)),
        ]
        for (json, expected) in failures { assertRefused(DiningAction.self, json, expected) }
    }

    /// The case's name, by an exhaustive switch: a new case does not compile until it is named here
    /// (and then needs a sample in `everyCase`).
    static func caseName(_ action: DiningAction) -> String {
        switch action {
        case .launched: "launched"
        case .reservationRead: "reservationRead"
        case .tabs: "tabs"
        case .modal: "modal"
        case .banner: "banner"
        case .cardTapped: "cardTapped"
        }
    }
}
