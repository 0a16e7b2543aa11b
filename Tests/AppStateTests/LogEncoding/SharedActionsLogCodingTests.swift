import ActionLog
import AppState
import XCTest

/// The shared actions' named spelling, written out by hand from `docs/log-format.md`, and format 1's
/// spelling (Swift's synthesized `Codable`, as the frozen logs hold it) brought up to it.
final class SharedActionsLogCodingTests: XCTestCase {
    private typealias Tabs = TabNavigationAction<String, String>

    func testNestedActionsAreSpelledAsPaths() throws {
        let action = Tabs.navigation(.pushed(screen: "alpha"))
        let expected = #"{"navigation.pushed":{"screen":"alpha"}}"#
        XCTAssertEqual(String(decoding: CanonicalWriter.bytes(of: action.logValue), as: UTF8.self), expected)
        XCTAssertEqual(try Tabs(logValue: try JSONValue(parsing: Data(expected.utf8)), at: "action"), action)
    }

    func testEveryCaseRoundTrips() throws {
        let sample = BannerDragSample(time: Timestamp(milliseconds: 1_000), translation: -12.5, containerHeight: 600)
        let actions: [any LogCodable & Equatable] = [
            Tabs.tabSelected(tab: "home"), Tabs.navigation(.popped), Tabs.navigation(.poppedTo(index: 2)),
            ModalAction<String>.presented(modal: "map"), BrowserAction.loadFailed(entry: 3, reason: "offline"),
            BrowserAction.addressSubmitted(address: "https://swift.org"), FavoritesAction<String>.restored(ids: ["a", "b"]),
            BannerAction.dragEnded(sample: sample), BannerAction.tapped,
        ]
        for action in actions {
            XCTAssertTrue(try roundTrips(action), "\(action)")
        }
    }

    func testFormatOneSpellingBecomesNamed() throws {
        let old = #"{"navigation":{"_0":{"pushed":{"_0":"alpha"}}}}"#
        let named = try Tabs.formatOneSpelling().named(try JSONValue(parsing: Data(old.utf8)), at: "action")
        XCTAssertEqual(try Tabs(logValue: named, at: "action"), .navigation(.pushed(screen: "alpha")))
        let progressed = #"{"loadProgressed":{"entry":1,"progress":0.5}}"#
        let same = try BrowserAction.formatOneSpelling.named(try JSONValue(parsing: Data(progressed.utf8)), at: "action")
        XCTAssertEqual(try BrowserAction(logValue: same, at: "action"), .loadProgressed(entry: 1, progress: 0.5))
    }

    func testALoadReportNamesItsLoadOnlyWhenItHasOne() throws {
        let numbered = BrowserAction.loadFailed(entry: 2, reason: "offline", request: 3)
        XCTAssertEqual(
            String(decoding: CanonicalWriter.bytes(of: numbered.logValue), as: UTF8.self),
            #"{"loadFailed":{"entry":2,"reason":"offline","request":3}}"#)
        XCTAssertEqual(try BrowserAction(logValue: numbered.logValue, at: "action"), numbered)
        XCTAssertEqual(
            String(decoding: CanonicalWriter.bytes(of: BrowserAction.loadFinished(entry: 2).logValue), as: UTF8.self),
            #"{"loadFinished":{"entry":2}}"#)
    }

    /// docs/log-format.md: a link and a redirect name the entry (and the load) they come from.
    func testLinksAndRedirectsAreSpelledByName() throws {
        let spellings: [(BrowserAction, String)] = [
            (.linkFollowed(entry: 2, address: "https://swift.org/blog"), #"{"linkFollowed":{"address":"https://swift.org/blog","entry":2}}"#),
            (.redirected(entry: 2, request: 3, address: "https://www.swift.org/"), #"{"redirected":{"address":"https://www.swift.org/","entry":2,"request":3}}"#),
        ]
        for (action, spelled) in spellings {
            XCTAssertEqual(String(decoding: CanonicalWriter.bytes(of: action.logValue), as: UTF8.self), spelled)
            XCTAssertEqual(try BrowserAction(logValue: try JSONValue(parsing: Data(spelled.utf8)), at: "action"), action)
        }
        let unnumbered = try JSONValue(parsing: Data(#"{"redirected":{"address":"https://www.swift.org/","entry":2}}"#.utf8))
        XCTAssertThrowsError(try BrowserAction(logValue: unnumbered, at: "action"), "a redirect names its load")
    }

    func testUnknownCasesAndFieldsNameTheirPath() throws {
        let unknown = try JSONValue(parsing: Data(#"{"navigation.jumped":{}}"#.utf8))
        XCTAssertThrowsError(try Tabs(logValue: unknown, at: "action")) { error in
            XCTAssertEqual(error as? LogDecodingError, LogDecodingError(path: "action.navigation", reason: .unknownCase("jumped")))
        }
        let extra = try JSONValue(parsing: Data(#"{"tabSelected":{"tab":"home","animated":true}}"#.utf8))
        XCTAssertThrowsError(try Tabs(logValue: extra, at: "action")) { error in
            XCTAssertEqual(error as? LogDecodingError, LogDecodingError(path: "action.tabSelected", reason: .unknownField("animated")))
        }
        let leafWithPath = try JSONValue(parsing: Data(#"{"tabSelected.more":{"tab":"home"}}"#.utf8))
        XCTAssertThrowsError(try Tabs(logValue: leafWithPath, at: "action")) { error in
            XCTAssertEqual(error as? LogDecodingError, LogDecodingError(path: "action", reason: .unknownCase("tabSelected.more")))
        }
    }

    private func roundTrips<T: LogCodable & Equatable>(_ value: T) throws -> Bool {
        let bytes = CanonicalWriter.bytes(of: value.logValue)
        return try T(logValue: try JSONValue(parsing: bytes), at: "action") == value
    }
}
