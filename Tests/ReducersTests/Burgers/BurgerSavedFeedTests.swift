import ActionLog
import AppState
import Foundation
import XCTest

/// The disk cache file: its exact bytes, reading it back, and corrupt files.
final class BurgerSavedFeedTests: XCTestCase {
    private let oneBurger = FetchedFeed(
        feed: BurgerFeed(burgers: [
            Burger(id: 2, name: "Diner Burger", vegetarian: false, promoted: true,
                   imagePath: "/static/burgers/diner.jpg", bitcoin: 750, notes: "Spies.")
        ]),
        fetchedAt: BurgersTestData.t0, origin: .disk)

    private let oneBurgerFile = #"{"feed":{"burgers":[{"bitcoin":750,"id":2,"image":"/static/burgers/diner.jpg","name":"Diner Burger","notes":"Spies.","promoted":true,"vegetarian":false}],"problems":[]},"fetchedAt":"2026-11-18T11:06:40.000Z"}"#

    func testFileIsCanonicalJSON() {
        XCTAssertEqual(oneBurger.encoded.map { String(decoding: $0, as: UTF8.self) }, oneBurgerFile)
    }

    func testTheStateNamesTheOriginWhileTheFileAndTheActionDoNot() throws {
        var fetched = oneBurger
        fetched.origin = .network
        let state = String(decoding: try CanonicalJSON.encode(fetched), as: UTF8.self)
        XCTAssertEqual(state, oneBurgerFile.dropLast() + #","origin":"network"}"#)
        XCTAssertEqual(fetched.encoded.map { String(decoding: $0, as: UTF8.self) }, oneBurgerFile)
        XCTAssertEqual(String(decoding: CanonicalWriter.bytes(of: fetched.logValue), as: UTF8.self), oneBurgerFile)
        XCTAssertEqual(try FetchedFeed(logValue: fetched.logValue, at: "result").origin, .disk)
    }

    func testFileReadsBack() {
        XCTAssertEqual(FetchedFeed.decode(.success(Data(oneBurgerFile.utf8))), .success(oneBurger))
    }

    func testNoFileIsNotAnError() {
        XCTAssertEqual(FetchedFeed.decode(.success(nil)), .success(nil))
    }

    func testCorruptFilesNameTheProblem() {
        XCTAssertEqual(
            FetchedFeed.decode(.success(Data("{\"feed\": {\"burg".utf8))),
            .failure(.corrupt(DecodeFailure(path: "(root)", reason: "not valid JSON"))))
        XCTAssertEqual(
            FetchedFeed.decode(.success(Data(#"{"feed":{"burgers":[],"problems":[]}}"#.utf8))),
            .failure(.corrupt(DecodeFailure(path: "fetchedAt", reason: "missing"))))
        let negative = oneBurgerFile.replacingOccurrences(of: "750", with: "-750")
        XCTAssertEqual(
            FetchedFeed.decode(.success(Data(negative.utf8))),
            .failure(.corrupt(DecodeFailure(path: "feed.burgers[0].bitcoin", reason: "expected a price of 0 or more, found -750"))))
    }

    func testUnreadableFile() {
        XCTAssertEqual(FetchedFeed.decode(.failure(.io("permission denied"))), .failure(.storage(.io("permission denied"))))
    }

    func testAgeText() {
        let t0 = BurgersTestData.t0
        XCTAssertEqual(FeedAge(from: t0, to: t0.adding(milliseconds: 59_999)).description, "fetched less than a minute ago")
        XCTAssertEqual(FeedAge(from: t0, to: t0.adding(milliseconds: 60_000)).description, "fetched 1 minute ago")
        XCTAssertEqual(FeedAge(from: t0, to: t0.adding(milliseconds: 5 * 60_000)).description, "fetched 5 minutes ago")
        XCTAssertEqual(FeedAge(from: t0, to: t0.adding(milliseconds: 3 * 3_600_000)).description, "fetched 3 hours ago")
        XCTAssertEqual(FeedAge(from: t0, to: t0.adding(milliseconds: 72 * 3_600_000)).description, "fetched 3 days ago")
        XCTAssertEqual(FeedAge(from: t0, to: t0.adding(milliseconds: -5000)).description, "fetched less than a minute ago")
    }

    func testCacheNoteTexts() {
        XCTAssertEqual(
            FeedCacheNote.corruptIgnored(failure: DecodeFailure(path: "(root)", reason: "not valid JSON")).text,
            "The saved burger list was damaged ((root): not valid JSON) and was ignored. "
                + "It will be replaced by the next list fetched.")
        XCTAssertEqual(FeedCacheNote.notSaved(error: .io("disk full")).text, "The burger list could not be saved for offline use (disk full).")
    }
}
