import Foundation
import XCTest

@testable import replay

/// `--skip`: replaying without some inputs. Answers to requests that were never made reach the
/// reducers, which must drop them as stale.
final class ReplayWhatIfTests: XCTestCase {
    private let browser = ReplayRun.session("showcase-browser-history")
    private let places = ReplayRun.session("places-browse")

    func testAnswersForASkippedPageAreDroppedAsStale() {
        // Skipping action 6 (the address that opened entry 2): its loadFinished (7) names an entry
        // that no longer exists, and entry 3's failure (10) too, since the next page opened is entry 2.
        let result = ReplayRun(browser, "--skip", "6", "--until", "10", "--path", "browser", "--json")
        XCTAssertEqual(result.code, .success, result.err)
        XCTAssertEqual(
            result.out,
            #"{"cursor":1,"entries":[{"id":1,"requestCount":1,"status":{"loaded":{"value":{}}},"url":"https://www.swift.org"},"#
                + #"{"id":2,"requestCount":1,"status":{"loading":{"progress":0}},"url":"https://www.swift.org/blog/"}],"nextEntryID":3}"#
                + "\n")
        let steps = ReplayRun(browser, "--skip", "6", "--from", "6", "--until", "10")
        ReplayRun.assertGolden(steps.out, "showcase-browser-history.skip-6.txt")
    }

    func testAPlacesPageThatWasNeverRequestedIsDropped() {
        // Without the location (3), no nearby search is sent: the recorded page (4) is stale.
        let steps = ReplayRun(places, "--skip", "3", "--from", "4", "--until", "4", "--path", "list")
        XCTAssertEqual(steps.code, .success, steps.err)
        XCTAssertTrue(steps.out.hasPrefix("#4 2026-11-18T11:06:43.000Z result http("), steps.out)
        XCTAssertTrue(steps.out.contains("    decoded: nearbyPageLoaded(request: 1, result: success("), steps.out)
        XCTAssertTrue(steps.out.contains("\n    (no change at list)\n"), steps.out)
        let state = ReplayRun(places, "--skip", "3", "--path", "list.rows", "--json")
        XCTAssertEqual(state.out, "[]\n")
        XCTAssertNotEqual(ReplayRun(places, "--path", "list.rows", "--json").out, "[]\n", "the real session lists places")
    }

    func testSkippedStepsAreMarkedAndReturnNoEffect() {
        let result = ReplayRun(places, "--skip", "3", "--steps", "--from", "3", "--until", "3")
        XCTAssertEqual(
            result.out,
            """
            #3 2026-11-18T11:06:42.000Z locationUpdated(position: {latitude: -33.8670522, longitude: 151.1957362})
                (skipped)

            """)
    }

    func testBadSkipListsAreErrors() {
        for bad in ["0", "5-3", "x", "3,", "1-2-3", ""] {
            let result = ReplayRun(browser, "--skip", bad)
            XCTAssertEqual(result.code, .badInput, bad)
            XCTAssertTrue(result.err.hasPrefix("error: --skip takes sequence numbers and ranges such as 12,15-18"), result.err)
        }
        let past = ReplayRun(browser, "--skip", "3,40-41")
        XCTAssertEqual(past.code, .badInput)
        XCTAssertEqual(past.err, "error: \(browser): field --skip: 41 is past the last action, 18\n")
        XCTAssertEqual(ReplayRun(browser, "--skip", "3", "--verify").code, .badInput)
        XCTAssertEqual(try SequenceRanges(parsing: "12,15-18").text, "12,15-18")
    }
}
