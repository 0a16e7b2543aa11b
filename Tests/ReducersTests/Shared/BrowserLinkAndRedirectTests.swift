import AppState
import Foundation
import Reducers
import XCTest

/// Links the page follows and redirects of its load, as a web view reports them: a link adds an
/// entry after the current one and drops those ahead, a redirect gives the current entry its new
/// address, and a report from a page or load no longer current is refused by name.
final class BrowserLinkAndRedirectTests: XCTestCase {
    /// The history after `actions`, with the refusal of the last one.
    private func history(_ actions: BrowserAction...) -> Refusing<BrowserHistory, BrowserRefusal> {
        var state = Refusing<BrowserHistory, BrowserRefusal>(BrowserHistory(initialURL: URL(string: "https://a.example")!))
        for action in actions { _ = Refusing.reduce(&state, action, with: BrowserHistoryReducer.reduce) }
        return state
    }

    func testALinkAddsAnEntryAfterTheCurrentOneAndDropsTheForwardEntries() {
        let state = history(
            .addressSubmitted(address: "https://b.example"), .addressSubmitted(address: "https://c.example"), .backTapped, .backTapped,
            .linkFollowed(entry: 1, address: "https://a.example/about"))
        XCTAssertNil(state.lastRefusal)
        XCTAssertEqual(state.entries.map(\.url.text), ["https://a.example", "https://a.example/about"])
        XCTAssertEqual(state.entries.map(\.id), [1, 4])
        XCTAssertEqual(state.cursor, 1)
        XCTAssertEqual(state.current.status, .loading(progress: 0))
        XCTAssertEqual(state.current.requestCount, 1)
        XCTAssertTrue(state.canGoBack)
        XCTAssertFalse(state.canGoForward)
    }

    func testARedirectReplacesTheCurrentAddressAndKeepsBackAndNext() {
        let state = history(
            .addressSubmitted(address: "https://b.example"), .addressSubmitted(address: "https://c.example"), .backTapped,
            .redirected(entry: 2, request: 2, address: "https://www.b.example/"))
        XCTAssertNil(state.lastRefusal)
        XCTAssertEqual(state.entries.map(\.url.text), ["https://a.example", "https://www.b.example/", "https://c.example"])
        XCTAssertEqual(state.entries.map(\.id), [1, 2, 3])
        XCTAssertEqual(state.cursor, 1)
        XCTAssertTrue(state.canGoBack)
        XCTAssertTrue(state.canGoForward)
        XCTAssertEqual(state.current.requestCount, 3, "the redirected address is the entry's next request")
        XCTAssertEqual(state.current.status, .loading(progress: 0))
    }

    /// The load that was redirected is superseded: its late report neither finishes nor fails the
    /// load of the new address.
    func testAReportOfTheLoadBeforeTheRedirectIsDropped() {
        var state = history(
            .loadProgressed(entry: 1, progress: 0.5, request: 1), .redirected(entry: 1, request: 1, address: "https://a.example/home"),
            .loadFinished(entry: 1, request: 1))
        XCTAssertEqual(state.current.status, .loading(progress: 0))
        _ = Refusing.reduce(&state, BrowserAction.loadFinished(entry: 1, request: 2), with: BrowserHistoryReducer.reduce)
        XCTAssertEqual(state.current.status, .loaded)
        XCTAssertEqual(state.entries.map(\.url.text), ["https://a.example/home"])
    }

    func testALinkOrRedirectFromAPageNoLongerShownIsRefusedAndChangesNothing() {
        let before = history(.addressSubmitted(address: "https://b.example"))
        let link = history(.addressSubmitted(address: "https://b.example"), .linkFollowed(entry: 1, address: "https://a.example/late"))
        XCTAssertEqual(link.lastRefusal, .notCurrentPage(entry: 1))
        XCTAssertEqual(link.state, before.state)
        let redirect = history(.addressSubmitted(address: "https://b.example"), .redirected(entry: 1, request: 1, address: "https://a.example/late"))
        XCTAssertEqual(redirect.lastRefusal, .notCurrentPage(entry: 1))
        XCTAssertEqual(redirect.state, before.state)
        XCTAssertEqual(history(.linkFollowed(entry: 7, address: "https://a.example/x")).lastRefusal, .notCurrentPage(entry: 7), "an entry that never was")
    }

    func testARedirectOfALoadReplacedSinceIsRefused() {
        let refreshed = history(.refreshTapped)
        let late = history(.refreshTapped, .redirected(entry: 1, request: 1, address: "https://a.example/old"))
        XCTAssertEqual(late.lastRefusal, .supersededLoad(entry: 1, request: 1))
        XCTAssertEqual(late.state, refreshed.state)
        let chained = history(
            .redirected(entry: 1, request: 1, address: "https://a.example/one"), .redirected(entry: 1, request: 2, address: "https://a.example/two"))
        XCTAssertEqual(chained.entries.map(\.url.text), ["https://a.example/two"], "a redirect of the redirected load")
    }

    func testCredentialsNeverReachTheStateAndOnlyWebAddressesAreOpened() {
        let link = history(.linkFollowed(entry: 1, address: "https://ann:hunter2@b.example/inbox"))
        XCTAssertEqual(link.current.url.text, "https://b.example/inbox")
        let redirect = history(.redirected(entry: 1, request: 1, address: "https://ann:pa/ss@b.example/"))
        XCTAssertEqual(redirect.current.url.text, "https://b.example/")
        let refused = history(.redirected(entry: 1, request: 1, address: "ftp://ann:hunter2@b.example/"))
        XCTAssertEqual(refused.lastRefusal, .unsupportedAddress(address: "ftp://b.example/"))
        XCTAssertEqual(refused.state, history().state)
        for text in ["javascript:alert(1)", "tel:+15550100", "https://", ""] {
            let state = history(.linkFollowed(entry: 1, address: text))
            XCTAssertEqual(state.lastRefusal, .unsupportedAddress(address: text), text)
            XCTAssertEqual(state.entries.count, 1, text)
        }
    }

    func testTheLoggedActionHoldsNoCredential() {
        XCTAssertEqual(
            BrowserHistoryReducer.redacted(.linkFollowed(entry: 2, address: "https://ann:hunter2@b.example/inbox")),
            .linkFollowed(entry: 2, address: "https://b.example/inbox"))
        XCTAssertEqual(
            BrowserHistoryReducer.redacted(.redirected(entry: 2, request: 3, address: "ann:hunter2@b.example")),
            .redirected(entry: 2, request: 3, address: "b.example"))
    }

    /// The screen's Back and Next are enabled as a web view's would be after each step, and a late
    /// report is said in words.
    func testTheScreenShowsTheNewEntries() {
        let linked = BrowserScreen(history(.linkFollowed(entry: 1, address: "https://a.example/about")).state)
        XCTAssertEqual(linked.history, ["https://a.example", "https://a.example/about"])
        XCTAssertEqual([linked.back.isEnabled, linked.next.isEnabled], [true, false])
        let back = history(.linkFollowed(entry: 1, address: "https://a.example/about"), .backTapped,
                           .redirected(entry: 1, request: 2, address: "https://www.a.example/"))
        let screen = BrowserScreen(back.state)
        XCTAssertEqual(screen.address, "https://www.a.example/")
        XCTAssertEqual(screen.history, ["https://www.a.example/", "https://a.example/about"])
        XCTAssertEqual([screen.back.isEnabled, screen.next.isEnabled], [false, true])
        let late = history(.addressSubmitted(address: "https://b.example"), .linkFollowed(entry: 1, address: "https://a.example/late"))
        XCTAssertEqual(
            BrowserScreen(late.state, refusal: late.lastRefusal).refusal,
            "A page no longer shown tried to open another address; it was ignored.")
    }
}
