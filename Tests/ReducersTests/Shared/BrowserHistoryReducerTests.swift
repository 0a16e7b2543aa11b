import ActionLog
import AppState
import Foundation
import Reducers
import XCTest

final class BrowserHistoryReducerTests: XCTestCase {
    /// The history after `actions`, with the refusal of the last one.
    private func history(_ actions: BrowserAction...) -> Refusing<BrowserHistory, BrowserRefusal> {
        var state = Refusing<BrowserHistory, BrowserRefusal>(BrowserHistory(initialURL: URL(string: "https://a.example")!))
        for action in actions { _ = Refusing.reduce(&state, action, with: BrowserHistoryReducer.reduce) }
        return state
    }

    /// Reports are per load, not per page: after a refresh (load 2 of entry 1), a late failure
    /// of load 1 neither fails the current load nor is a finish of load 1 taken for it.
    func testAReportOfASupersededLoadIsDropped() {
        let refreshed = history(.refreshTapped, .loadFailed(entry: 1, reason: "cancelled", request: 1))
        XCTAssertEqual(refreshed.current.requestCount, 2)
        XCTAssertEqual(refreshed.current.status, .loading(progress: 0))
        let stillLoading = history(.refreshTapped, .loadFinished(entry: 1, request: 1), .loadProgressed(entry: 1, progress: 0.5, request: 2))
        XCTAssertEqual(stillLoading.current.status, .loading(progress: 0.5))
        XCTAssertEqual(history(.refreshTapped, .loadFinished(entry: 1, request: 2)).current.status, .loaded)
        XCTAssertEqual(history(.refreshTapped, .loadFinished(entry: 1)).current.status, .loaded, "an unnumbered report is about the current load")
    }

    /// An address opened is kept as text: as typed when it is plain, else as Foundation spells
    /// it. Either way the text is what `URL(string:)` gives back for the trimmed address, so the
    /// state spells it as it did when it held a `URL`.
    func testAnOpenedAddressIsKeptAsFoundationSpellsIt() throws {
        let addresses = [
            "https://www.swift.org/blog/", "http://b.example:8080/a/b?q=1&r=two", "https://b.example/caf%C3%A9",
            "HTTPS://B.Example/Path", "https://b.example/page#section", "https://b.example/a b", " https://b.example/padded\t",
            "https://b.example/%zz", "https://[::1]:8443/local", "https://b.example/ä",
        ]
        for address in addresses {
            let opened = history(.addressSubmitted(address: address))
            let trimmed = address.trimmingCharacters(in: .whitespaces)
            guard let url = URL(string: trimmed) else {
                XCTAssertEqual(opened.entries.count, 1, "\(address): refused as Foundation refuses it")
                continue
            }
            XCTAssertNil(opened.lastRefusal, address)
            XCTAssertEqual(opened.current.url.text, url.absoluteString, address)
            XCTAssertEqual(opened.current.url.url, url, address)
        }
    }

    func testCredentialsInAnAddressNeverReachTheState() {
        let opened = history(.addressSubmitted(address: "https://ann:hunter2@b.example/inbox"))
        XCTAssertEqual(opened.current.url.text, "https://b.example/inbox")
        let refused = history(.addressSubmitted(address: "ftp://ann:hunter2@b.example/"))
        XCTAssertEqual(refused.lastRefusal, .unsupportedAddress(address: "ftp://b.example/"))
        let unparsable = history(.addressSubmitted(address: "gopher://ann:hunter 2@b.example/"))
        XCTAssertEqual(unparsable.lastRefusal, .unsupportedAddress(address: "gopher://b.example/"), "no URL parser takes it, and it is shown without")
    }

    func testAnAddressOfMegabytesIsRefusedAndNotKept() {
        let huge = "https://b.example/" + String(repeating: "x", count: 3_000_000)
        let state = history(.addressSubmitted(address: huge))
        XCTAssertEqual(state.entries.count, 1, "nothing pushed")
        guard case .unsupportedAddress(let shown)? = state.lastRefusal else { return XCTFail("\(String(describing: state.lastRefusal))") }
        XCTAssertEqual(shown.count, 200, "the error keeps the address's start only")
        XCTAssertTrue(shown.hasPrefix("https://b.example/xxx"))
    }

    func testStartsAtTheInitialURLLoading() {
        let state = history()
        XCTAssertEqual(state.current.url.text, "https://a.example")
        XCTAssertEqual(state.current.status, .loading(progress: 0))
        XCTAssertFalse(state.canGoBack)
        XCTAssertFalse(state.canGoForward)
    }

    func testLoadingANewAddressDropsTheForwardEntries() {
        let state = history(
            .addressSubmitted(address: "https://b.example"), .addressSubmitted(address: "https://c.example"),
            .backTapped, .backTapped, .addressSubmitted(address: "http://d.example/page"))
        XCTAssertEqual(state.entries.map(\.url.text), ["https://a.example", "http://d.example/page"])
        XCTAssertEqual(state.entries.map(\.id), [1, 4])
        XCTAssertEqual(state.cursor, 1)
        XCTAssertTrue(state.canGoBack)
        XCTAssertFalse(state.canGoForward)
    }

    func testBackAndNextMoveTheCursorAndRequestTheEntryAgain() {
        var state = history(.addressSubmitted(address: "https://b.example"), .loadFinished(entry: 2), .backTapped)
        XCTAssertEqual(state.cursor, 0)
        XCTAssertTrue(state.canGoForward)
        XCTAssertEqual(state.current.requestCount, 2)
        _ = Refusing.reduce(&state, BrowserAction.nextTapped, with: BrowserHistoryReducer.reduce)
        XCTAssertEqual(state.cursor, 1)
        XCTAssertEqual(state.current.status, .loading(progress: 0))
        _ = Refusing.reduce(&state, BrowserAction.nextTapped, with: BrowserHistoryReducer.reduce)
        XCTAssertEqual(state.lastRefusal, .nothingForward)
        XCTAssertEqual(state.cursor, 1)
    }

    func testBackAtTheFirstEntryIsRefused() {
        let state = history(.backTapped)
        XCTAssertEqual(state.lastRefusal, .nothingBack)
        XCTAssertEqual(state.current.requestCount, 1)
    }

    func testRefreshRequestsTheCurrentEntryAgain() {
        let state = history(.loadFinished(entry: 1), .refreshTapped)
        XCTAssertEqual(state.current.status, .loading(progress: 0))
        XCTAssertEqual(state.current.requestCount, 2)
        XCTAssertEqual(state.entries.count, 1)
    }

    func testAddressesThatAreNotHTTPAreRefused() {
        for text in ["ftp://a.example", "javascript:alert(1)", "file:///etc/passwd", "not a url", "https://", ""] {
            let state = history(.addressSubmitted(address: text))
            XCTAssertEqual(state.lastRefusal, .unsupportedAddress(address: text), text)
            XCTAssertEqual(state.entries.count, 1, text)
        }
        XCTAssertEqual(history(.addressSubmitted(address: "  HTTPS://b.example/x  ")).current.url.text, "HTTPS://b.example/x")
        XCTAssertEqual(history(.addressSubmitted(address: "\tHTTPS://b.example/x")).current.url.text, "HTTPS://b.example/x")
        XCTAssertEqual(
            history(.addressSubmitted(address: "https://b.example/x\u{00A0}\u{3000}")).current.url.text, "https://b.example/x",
            "white space beyond ASCII (no-break and ideographic spaces) is trimmed too")
    }

    func testProgressAndFailureAreKeptPerEntry() {
        let state = history(
            .addressSubmitted(address: "https://b.example"), .loadProgressed(entry: 2, progress: 1.7),
            .loadProgressed(entry: 1, progress: 0.4), .loadFailed(entry: 2, reason: "offline"),
            .loadProgressed(entry: 2, progress: 0.9), .loadFinished(entry: 99))
        XCTAssertEqual(state.entries[0].status, .loading(progress: 0.4))
        XCTAssertEqual(state.entries[1].status, .failed(error: PageLoadFailure(reason: "offline")), "progress after a failure is ignored")
    }
}
