import ActionLog
import AppState
import Foundation
import XCTest

/// The Lunch app's actions in the log's named spelling, written out by hand, and every case read
/// back as it was written.
final class LunchActionLogCodingTests: XCTestCase {
    static let imageURL = AddressText("http://sandbox.example.com/Images/chuys.png")!
    static let info = ImageInfo(format: .png, byteCount: 76, width: 16, height: 9, digest: "5551efad", fromCache: false)
    static let restaurant = Restaurant(
        name: "Chuy's", category: "Tex-Mex", backgroundImageURL: imageURL,
        contact: Restaurant.Contact(phone: "9724479616", twitter: "chuys"),
        location: Restaurant.Location(lat: 32.950787, lng: -96.821118, formattedAddress: ["Addison, TX 75254"]))

    /// At least one sample of every case, failures included.
    static let everyCase: [LunchAction] = [
        .launched,
        .favoritesLoaded(result: .success(["Chuy's", "Hopdoddy Burger Bar"])),
        .favoritesLoaded(result: .failure(.storage(.io("disk full")))),
        .favoritesLoaded(result: .failure(.corrupt(DecodeFailure(path: "(root)", reason: "not valid JSON")))),
        .favoritesPersisted(error: nil),
        .favoritesPersisted(error: .io("disk full")),
        .feedLoaded(result: .success([restaurant])),
        .feedLoaded(result: .failure(.http(error: .timedOut))),
        .feedLoaded(result: .failure(.badStatus(status: 503))),
        .feedLoaded(result: .failure(.decoding(failure: DecodeFailure(path: "restaurants[3].location", reason: "missing")))),
        .retryTapped,
        .imageLoaded(url: imageURL, result: .success(info)),
        .imageLoaded(url: imageURL, result: .success(ImageInfo(format: .gif, byteCount: 9, width: nil, height: nil, digest: "00", fromCache: true))),
        .imageLoaded(url: imageURL, result: .failure(.http(error: .unreachable(reason: "host not found")))),
        .imageLoaded(url: imageURL, result: .failure(.badStatus(status: 404))),
        .imageLoaded(url: imageURL, result: .failure(.notAnImage)),
        .imageRetryTapped(url: imageURL),
        .tabSelected(tab: .internets),
        .restaurantTapped(restaurant: "Chuy's"),
        .backTapped,
        .mapButtonTapped,
        .mapDismissed,
        .heartTapped(restaurant: "Chuy's"),
        .browser(.addressSubmitted(address: "https://www.bottlerocketstudios.com/services")),
        .browser(.loadProgressed(entry: 1, progress: 0.5)),
        .browser(.backTapped),
        .layoutChanged(sizeClass: .regular),
    ]

    func testCasesAreSpelledByName() {
        let expected: [(LunchAction, String)] = [
            (.launched, #"{"launched":{}}"#),
            (.favoritesLoaded(result: .success(["Chuy's"])), #"{"favoritesLoaded":{"result":{"success":["Chuy's"]}}}"#),
            (.favoritesPersisted(error: nil), #"{"favoritesPersisted":{}}"#),
            (.favoritesPersisted(error: .io("disk full")), #"{"favoritesPersisted":{"error":{"io":{"reason":"disk full"}}}}"#),
            // A load error is a model: its own JSON, as format 1 spelled it.
            (.feedLoaded(result: .failure(.badStatus(status: 503))), #"{"feedLoaded":{"result":{"failure":{"badStatus":{"status":503}}}}}"#),
            (
                .imageLoaded(url: Self.imageURL, result: .success(Self.info)),
                #"{"imageLoaded":{"result":{"success":{"byteCount":76,"digest":"5551efad","format":"png","fromCache":false,"height":9,"width":16}},"url":"http://sandbox.example.com/Images/chuys.png"}}"#
            ),
            (
                .imageLoaded(url: Self.imageURL, result: .failure(.http(error: .timedOut))),
                #"{"imageLoaded":{"result":{"failure":{"http.timedOut":{}}},"url":"http://sandbox.example.com/Images/chuys.png"}}"#
            ),
            (.imageRetryTapped(url: Self.imageURL), #"{"imageRetryTapped":{"url":"http://sandbox.example.com/Images/chuys.png"}}"#),
            (.tabSelected(tab: .favorites), #"{"tabSelected":{"tab":"favorites"}}"#),
            (.restaurantTapped(restaurant: "Chuy's"), #"{"restaurantTapped":{"restaurant":"Chuy's"}}"#),
            (.heartTapped(restaurant: "Chuy's"), #"{"heartTapped":{"restaurant":"Chuy's"}}"#),
            (.browser(.addressSubmitted(address: "https://swift.org")), #"{"browser.addressSubmitted":{"address":"https://swift.org"}}"#),
            (.browser(.loadFinished(entry: 2)), #"{"browser.loadFinished":{"entry":2}}"#),
            (.layoutChanged(sizeClass: .compact), #"{"layoutChanged":{"sizeClass":"compact"}}"#),
        ]
        for (action, json) in expected { assertSpelling(action, json) }
    }

    func testEveryCaseRoundTrips() throws {
        XCTAssertEqual(Set(Self.everyCase.map(Self.caseName)).count, 15, "a sample of every case")
        assertRoundTrips(Self.everyCase)
    }

    func testUnknownCasesAndFieldsNameTheirPath() throws {
        let failures: [(String, LogDecodingError)] = [
            (#"{"lunchOrdered":{}}"#, LogDecodingError(path: "action", reason: .unknownCase("lunchOrdered"))),
            (#"{"launched.twice":{}}"#, LogDecodingError(path: "action", reason: .unknownCase("launched.twice"))),
            (#"{"browser.zoomed":{}}"#, LogDecodingError(path: "action.browser", reason: .unknownCase("zoomed"))),
            (
                #"{"heartTapped":{"animated":true,"restaurant":"Chuy's"}}"#,
                LogDecodingError(path: "action.heartTapped", reason: .unknownField("animated"))
            ),
            (
                #"{"browser.addressSubmitted":{"address":"https://swift.org","tab":2}}"#,
                LogDecodingError(path: "action.browser.addressSubmitted", reason: .unknownField("tab"))
            ),
            (#"{"heartTapped":{}}"#, LogDecodingError(path: "action.heartTapped.restaurant", reason: .missing)),
        ]
        for (json, expected) in failures { assertRefused(LunchAction.self, json, expected) }
        let unknownSize = try JSONValue(parsing: Data(#"{"layoutChanged":{"sizeClass":"huge"}}"#.utf8))
        XCTAssertThrowsError(try LunchAction(logValue: unknownSize, at: "action")) { error in
            let error = error as? LogDecodingError
            XCTAssertEqual(error?.path, "action.layoutChanged.sizeClass")
            guard case .invalid? = error?.reason else { return XCTFail("\(String(describing: error))") }
        }
    }

    /// The case's name, by an exhaustive switch: a new case does not compile until it is named here
    /// (and then needs a sample in `everyCase`).
    static func caseName(_ action: LunchAction) -> String {
        switch action {
        case .launched: "launched"
        case .favoritesLoaded: "favoritesLoaded"
        case .favoritesPersisted: "favoritesPersisted"
        case .feedLoaded: "feedLoaded"
        case .retryTapped: "retryTapped"
        case .imageLoaded: "imageLoaded"
        case .imageRetryTapped: "imageRetryTapped"
        case .tabSelected: "tabSelected"
        case .restaurantTapped: "restaurantTapped"
        case .backTapped: "backTapped"
        case .mapButtonTapped: "mapButtonTapped"
        case .mapDismissed: "mapDismissed"
        case .heartTapped: "heartTapped"
        case .browser: "browser"
        case .layoutChanged: "layoutChanged"
        }
    }
}
