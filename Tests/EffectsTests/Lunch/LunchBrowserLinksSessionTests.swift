import ActionLog
import AppState
import Effects
import Foundation
import LogReplay
import Reducers
import XCTest

/// `Sessions/lunch-browser-links.jsonl`: the internets tab follows links and a redirect as a web
/// view does; replayed offline, and recorded again against the local server.
final class LunchBrowserLinksSessionTests: XCTestCase {
    private typealias Script = LunchBrowserLinksScript

    func testLinksAddEntriesARedirectReplacesOneAndLateReportsAreRefused() throws {
        let outcome = try SessionHarness.replay(LunchFeature.self, session: "lunch-browser-links")
        // 18 script steps + favorites read + feed + 15 images.
        XCTAssertEqual(outcome.lastSeq, 35)
        let browser = outcome.state.browser

        // The link to work after going back twice dropped services and careers; the redirect had
        // given careers its https address; the password never reached the state.
        XCTAssertEqual(browser.entries.map(\.url.text), [Script.homePage, Script.workPage])
        XCTAssertEqual(browser.entries.map(\.id), [1, 4])
        XCTAssertEqual(browser.cursor, 0)
        XCTAssertFalse(browser.canGoBack)
        XCTAssertTrue(browser.canGoForward)
        // The first page: loaded, back to it after careers, back to it after work.
        XCTAssertEqual(browser.entries.map(\.requestCount), [3, 1])
        XCTAssertEqual(browser.entries.map(\.status), [.loading(progress: 0), .loaded])
        XCTAssertEqual(outcome.state.lastRefusal, .browser(refusal: .notCurrentPage(entry: 4)))

        let screen = try XCTUnwrap(LunchScreen(outcome.state).browser)
        XCTAssertEqual(screen.address, Script.homePage)
        XCTAssertEqual([screen.back.isEnabled, screen.next.isEnabled], [false, true])
        XCTAssertEqual(screen.refusal, "A page no longer shown tried to open another address; it was ignored.")

        let text = try String(contentsOf: SessionHarness.committedSession("lunch-browser-links"), encoding: .utf8)
        XCTAssertFalse(text.contains("hunter2"))
        XCTAssertTrue(text.contains(#"{"browser.redirected":{"address":"\#(Script.careersPage)","entry":3,"request":1}}"#))
    }

    /// Steps of the session: the link over http (seq 24) added careers after services, the
    /// redirect (25) gave it its https address in place, and the report of its load before the
    /// redirect (26) left it loading until the redirected load's own (27).
    func testTheRedirectReplacesTheAddressInPlace() throws {
        let opening = try LogOpening(url: SessionHarness.committedSession("lunch-browser-links"))
        var browsers: [Int: BrowserHistory] = [:]
        _ = try Replayer<LunchFeature>(verify: true).run(opening, onStep: { step in browsers[step.seq] = step.after.browser })
        let pages = { (seq: Int) in browsers[seq]?.entries.map(\.url.text) ?? [] }
        XCTAssertEqual(pages(24), [Script.homePage, Script.servicesPage, Script.careersOverHTTP])
        XCTAssertEqual(pages(25), [Script.homePage, Script.servicesPage, Script.careersPage])
        XCTAssertEqual(browsers[25]?.cursor, 2)
        XCTAssertEqual(browsers[26]?.current.status, .loading(progress: 0))
        XCTAssertEqual(browsers[27]?.current.status, .loaded)
        XCTAssertEqual(browsers[30]?.cursor, 0, "the late redirect moved nothing")
        XCTAssertEqual(pages(30), pages(29))
    }

    func testRecordingAgainAgainstTheLocalServerIsByteIdentical() async throws {
        let hosts = try startHosts(routes: LiveHosts.lunchRoutes)
        try await SessionHarness.assertRecordingMatchesCommitted(
            LunchFeature.self, session: "lunch-browser-links", runner: hosts.makeRunner(), script: Script.run)
    }
}
