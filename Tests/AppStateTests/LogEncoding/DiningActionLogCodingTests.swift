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
        references: [PhotoReference(width: 90, height: 90, uri: AddressText("https://example.com/thumb_90.jpg")!)])
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

    static let picture = AddressText("https://resizer.otstatic.com/v2/photos/wide-large/24399459.jpg")!

    /// At least one sample of every case, failures included.
    static let everyCase: [DiningAction] = [
        .launched,
        .reservationRead(result: .success(nil)),
        .reservationRead(result: .success(Reservation(id: "502021878", dateTime: dateTime, partySize: 2, restaurant: nil))),
        .reservationRead(result: .success(Reservation(
            id: "502021878", confirmationNumber: "2042", dateTime: dateTime, partySize: 2, restaurant: .valid(restaurant)))),
        .reservationRead(result: .success(Reservation(
            id: "7", dateTime: dateTime, partySize: 0,
            restaurant: .invalid(DecodeFailure(path: "restaurant.name", reason: "missing"))))),
        .reservationRead(result: .failure(.storage(.io("locked")))),
        .reservationRead(result: .failure(.corrupt(DecodeFailure(path: "dateTime", reason: "missing")))),
        .tabSelected(tab: .search),
        .restaurantTapped(id: "502"),
        .backTapped,
        .signInTapped,
        .searchFiltersTapped,
        .modalDismissed,
        .banner(.tapped),
        .banner(.dragChanged(sample: sample)),
        .banner(.dragEnded(sample: sample)),
        .banner(.dragCancelled),
        .cardTapped(card: .summary),
        .cardTapped(card: .dishes),
        .layoutWidthChanged(pixels: 1_170),
        .imageLoaded(url: picture, result: .success(ImageInfo(format: .jpeg, byteCount: 31_012, width: 640, height: 360, digest: "ab", fromCache: false))),
        .imageLoaded(url: picture, result: .failure(.badStatus(status: 404))),
        .imageLoaded(url: picture, result: .failure(.http(error: .timedOut))),
        .imageRetryTapped(url: picture),
    ]

    func testCasesAreSpelledByName() {
        let expected: [(DiningAction, String)] = [
            (.launched, #"{"launched":{}}"#),
            (.reservationRead(result: .success(nil)), #"{"reservationRead":{"result":{"success":null}}}"#),
            (
                .reservationRead(result: .success(Reservation(id: "502021878", dateTime: Self.dateTime, partySize: 2, restaurant: nil))),
                #"{"reservationRead":{"result":{"success":{"dateTime":"2016-12-28T18:00","id":"502021878","partySize":2}}}}"#
            ),
            // A read error is a model: its own JSON, as format 1 spelled it.
            (
                .reservationRead(result: .failure(.storage(.io("locked")))),
                #"{"reservationRead":{"result":{"failure":{"storage":{"error":{"io":{"reason":"locked"}}}}}}}"#
            ),
            (.tabSelected(tab: .search), #"{"tabSelected":{"tab":"search"}}"#),
            (.restaurantTapped(id: "502"), #"{"restaurantTapped":{"id":"502"}}"#),
            (.backTapped, #"{"backTapped":{}}"#),
            (.signInTapped, #"{"signInTapped":{}}"#),
            (.modalDismissed, #"{"modalDismissed":{}}"#),
            (.banner(.tapped), #"{"banner.tapped":{}}"#),
            (
                .banner(.dragChanged(sample: Self.sample)),
                #"{"banner.dragChanged":{"sample":{"containerHeight":760,"time":"1970-01-01T00:00:01.100Z","translation":-120}}}"#
            ),
            (.cardTapped(card: .dishes), #"{"cardTapped":{"card":"dishes"}}"#),
            (.layoutWidthChanged(pixels: 1_170), #"{"layoutWidthChanged":{"pixels":1170}}"#),
            (
                .imageLoaded(url: Self.picture, result: .failure(.badStatus(status: 404))),
                #"{"imageLoaded":{"result":{"failure":{"badStatus":{"status":404}}},"url":"https://resizer.otstatic.com/v2/photos/wide-large/24399459.jpg"}}"#
            ),
            (
                .imageRetryTapped(url: Self.picture),
                #"{"imageRetryTapped":{"url":"https://resizer.otstatic.com/v2/photos/wide-large/24399459.jpg"}}"#
            ),
        ]
        for (action, json) in expected { assertSpelling(action, json) }
    }

    func testEveryCaseRoundTrips() throws {
        XCTAssertEqual(Set(Self.everyCase.map(Self.caseName)).count, 13, "a sample of every case")
        assertRoundTrips(Self.everyCase)
    }

    func testUnknownCasesAndFieldsNameTheirPath() throws {
        let failures: [(String, LogDecodingError)] = [
            (#"{"reserved":{}}"#, LogDecodingError(path: "action", reason: .unknownCase("reserved"))),
            (#"{"tabs.tabSelected":{"tab":"search"}}"#, LogDecodingError(path: "action", reason: .unknownCase("tabs.tabSelected"))),
            (#"{"banner.pinched":{}}"#, LogDecodingError(path: "action.banner", reason: .unknownCase("pinched"))),
            (
                #"{"cardTapped":{"card":"dishes","index":1}}"#,
                LogDecodingError(path: "action.cardTapped", reason: .unknownField("index"))
            ),
            (
                #"{"restaurantTapped":{"id":"502","name":"Kokkari"}}"#,
                LogDecodingError(path: "action.restaurantTapped", reason: .unknownField("name"))
            ),
            (#"{"tabSelected":{}}"#, LogDecodingError(path: "action.tabSelected.tab", reason: .missing)),
        ]
        for (json, expected) in failures { assertRefused(DiningAction.self, json, expected) }
    }

    /// Action schema 2 → 3: the tab navigation's and the modal's actions become the taps they
    /// stood for; pops with no tap are refused, naming their path.
    func testSchemaTwoNavigationAndModalsBecomeTaps() throws {
        let steps: [(String, DiningAction)] = [
            (#"{"tabs.tabSelected":{"tab":"search"}}"#, .tabSelected(tab: .search)),
            (#"{"tabs.navigation.pushed":{"screen":{"restaurant":{"id":"502"}}}}"#, .restaurantTapped(id: "502")),
            (#"{"tabs.navigation.popped":{}}"#, .backTapped),
            (#"{"modal.presented":{"modal":"signIn"}}"#, .signInTapped),
            (#"{"modal.presented":{"modal":"searchFilters"}}"#, .searchFiltersTapped),
            (#"{"modal.dismissed":{}}"#, .modalDismissed),
            (#"{"banner.tapped":{}}"#, .banner(.tapped)),
        ]
        for (old, new) in steps {
            let upcast = try DiningAction.tapsNamed.upcast(try JSONValue(parsing: Data(old.utf8)), at: "action")
            XCTAssertEqual(try DiningAction(logValue: upcast, at: "action"), new, old)
        }
        for (old, path) in [
            (#"{"tabs.navigation.poppedToRoot":{}}"#, "action.tabs.navigation.poppedToRoot"),
            (#"{"tabs.navigation.poppedTo":{"index":1}}"#, "action.tabs.navigation.poppedTo"),
            (#"{"modal.presented":{"modal":"menu"}}"#, "action.modal.presented.modal"),
        ] {
            XCTAssertThrowsError(try DiningAction.tapsNamed.upcast(try JSONValue(parsing: Data(old.utf8)), at: "action"), old) { error in
                XCTAssertEqual((error as? LogDecodingError)?.path, path, old)
            }
        }
    }

    /// Action schema 4 → 5 adds cases only: every action of schema 4 reads as it was written.
    func testSchemaFourActionsAreUnchanged() throws {
        for action in Self.everyCase.filter({ !["layoutWidthChanged", "imageLoaded", "imageRetryTapped"].contains(Self.caseName($0)) }) {
            XCTAssertEqual(try DiningAction.picturesLoaded.upcast(action.logValue, at: "action"), action.logValue)
        }
    }

    /// The case's name, by an exhaustive switch: a new case does not compile until it is named here
    /// (and then needs a sample in `everyCase`).
    static func caseName(_ action: DiningAction) -> String {
        switch action {
        case .launched: "launched"
        case .reservationRead: "reservationRead"
        case .tabSelected: "tabSelected"
        case .restaurantTapped: "restaurantTapped"
        case .backTapped: "backTapped"
        case .signInTapped: "signInTapped"
        case .searchFiltersTapped: "searchFiltersTapped"
        case .modalDismissed: "modalDismissed"
        case .banner: "banner"
        case .cardTapped: "cardTapped"
        case .layoutWidthChanged: "layoutWidthChanged"
        case .imageLoaded: "imageLoaded"
        case .imageRetryTapped: "imageRetryTapped"
        }
    }
}
