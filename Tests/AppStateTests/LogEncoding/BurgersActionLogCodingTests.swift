import ActionLog
import AppState
import Foundation
import XCTest

/// The Coffee Port actions' named spelling, written out by hand, every case read back, and the
/// errors of a case or a field this build does not know.
final class BurgersActionLogCodingTests: XCTestCase {
    private static let time = Timestamp(milliseconds: 1_795_000_000_000)
    private static let image = AddressText("https://coffeeport.herokuapp.com/static/burgers/diner.jpg")!
    private static let feed = BurgerFeed(
        burgers: [
            Burger(
                id: 2, name: "Diner Burger", vegetarian: false, promoted: true, imagePath: "/static/burgers/diner.jpg",
                bitcoin: 750, notes: "A classic.")
        ],
        problems: [DecodeFailure(path: "burgers[1].bitcoin", reason: "expected a whole number of bitcoin, found 1.5")])

    func testSpellingsWrittenByHand() throws {
        let cases: [(BurgersAction, String)] = [
            (.appeared(at: Self.time), #"{"appeared":{"at":"2026-11-18T11:06:40.000Z"}}"#),
            (.connectivityChanged(connectivity: .offline, at: Self.time),
             #"{"connectivityChanged":{"at":"2026-11-18T11:06:40.000Z","connectivity":"offline"}}"#),
            (.clockTicked(time: Self.time), #"{"clockTicked":{"time":"2026-11-18T11:06:40.000Z"}}"#),
            (.cacheLoaded(result: .success(nil)), #"{"cacheLoaded":{"result":{"success":null}}}"#),
            (.cacheSaved(error: nil), #"{"cacheSaved":{}}"#),
            (.cacheSaved(error: .io("disk full")), #"{"cacheSaved":{"error":{"io":{"reason":"disk full"}}}}"#),
            (.buyTapped(burger: 2), #"{"buyTapped":{"burger":2}}"#),
            (.orderAnswered(burger: 2, result: .success(OrderConfirmation(message: "Order placed."))),
             #"{"orderAnswered":{"burger":2,"result":{"success":{"message":"Order placed."}}}}"#),
            (.orderAnswered(burger: 4, result: .failure(.badStatus(status: 500, message: nil))),
             #"{"orderAnswered":{"burger":4,"result":{"failure":{"badStatus":{"status":500}}}}}"#),
            (.alertDismissed, #"{"alertDismissed":{}}"#),
        ]
        for (action, expected) in cases { assertSpelling(action, expected) }
    }

    func testEveryCaseRoundTrips() throws {
        let actions: [BurgersAction] = [
            .appeared(at: Self.time),
            .refreshPulled(at: Self.time),
            .connectivityChanged(connectivity: .online, at: Self.time),
            .clockTicked(time: Self.time),
            .feedLoaded(result: .success(Self.feed)),
            .feedLoaded(result: .failure(.http(error: .timedOut))),
            .feedLoaded(result: .failure(.decoding(failure: DecodeFailure(path: "burgers", reason: "missing")))),
            .cacheLoaded(result: .success(FetchedFeed(feed: Self.feed, fetchedAt: Self.time, origin: .disk))),
            .cacheLoaded(result: .success(nil)),
            .cacheLoaded(result: .failure(.storage(.io("permission denied")))),
            .cacheLoaded(result: .failure(.corrupt(DecodeFailure(path: "(root)", reason: "not valid JSON")))),
            .cacheSaved(error: nil),
            .cacheSaved(error: .io("disk full")),
            .imageLoaded(url: Self.image, result: .success(ImageInfo(
                format: .jpeg, byteCount: 2048, width: 200, height: 150, digest: "5f1c0c6e", fromCache: true))),
            .imageLoaded(url: Self.image, result: .failure(.notAnImage)),
            .burgerTapped(burger: 2),
            .buyTapped(burger: 2),
            .orderAnswered(burger: 2, result: .success(OrderConfirmation(message: "Order placed."))),
            .orderAnswered(burger: 2, result: .failure(.rejected(message: "Out of stock."))),
            .orderAnswered(burger: 2, result: .failure(.transport(reason: .unreachable(reason: "offline")))),
            .alertDismissed,
        ]
        assertRoundTrips(actions)
    }

    func testUnknownCasesAndFieldsNameTheirPath() throws {
        assertRefused(BurgersAction.self, #"{"burgerLiked":{"burger":2}}"#, LogDecodingError(path: "action", reason: .unknownCase("burgerLiked")))
        assertRefused(BurgersAction.self, 
            #"{"buyTapped":{"burger":2,"quantity":3}}"#,
            LogDecodingError(path: "action.buyTapped", reason: .unknownField("quantity")))
        assertRefused(BurgersAction.self, 
            #"{"cacheSaved":{"error":{"io":{"path":"/tmp","reason":"disk full"}}}}"#,
            LogDecodingError(path: "action.cacheSaved.error.io", reason: .unknownField("path")))
        try assertInvalid(
            #"{"connectivityChanged":{"at":"2026-11-18T11:06:40.000Z","connectivity":"metered"}}"#,
            at: "action.connectivityChanged.connectivity")
    }

    /// A save's error named its reason `_0` in format 1; the spelling names it.
    func testFormatOneStorageErrorIsNamed() throws {
        let old = #"{"cacheSaved":{"_0":{"io":{"_0":"disk full"}}}}"#
        let named = try formatOneNamed(old, by: BurgersAction.formatOneSpelling)
        XCTAssertEqual(logText(named), #"{"cacheSaved":{"error":{"io":{"reason":"disk full"}}}}"#)
        XCTAssertEqual(try BurgersAction(logValue: named, at: "action"), .cacheSaved(error: .io("disk full")))
    }

    /// An `ImageError` inside a `Result` is named too, down to a wrapped `HTTPError`.
    func testFormatOneImageErrorInsideAResultIsNamed() throws {
        let old = #"{"imageLoaded":{"_0":"https://coffeeport.herokuapp.com/a.jpg","_1":{"failure":{"http":{"_0":{"transport":{"_0":"reset"}}}}}}}"#
        let named = try formatOneNamed(old, by: BurgersAction.formatOneSpelling)
        XCTAssertEqual(
            logText(named),
            #"{"imageLoaded":{"result":{"failure":{"http.transport":{"reason":"reset"}}},"url":"https://coffeeport.herokuapp.com/a.jpg"}}"#)
        let url = try XCTUnwrap(AddressText("https://coffeeport.herokuapp.com/a.jpg"))
        XCTAssertEqual(try BurgersAction(logValue: named, at: "action"), .imageLoaded(url: url, result: .failure(.http(error: .transport(reason: "reset")))))
    }


    /// A value of the right type that names nothing this build knows: refused at its path.
    private func assertInvalid(_ json: String, at path: String, line: UInt = #line) throws {
        XCTAssertThrowsError(try decoded(BurgersAction.self, json), line: line) { error in
            let error = error as? LogDecodingError
            XCTAssertEqual(error?.path, path, line: line)
            guard case .invalid? = error?.reason else { return XCTFail("\(String(describing: error))", line: line) }
        }
    }
}
