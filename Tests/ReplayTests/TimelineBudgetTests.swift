import ActionLog
import Foundation
import Reducers
import TestSupport
import XCTest

@testable import replay

/// A session too long for the page's budget (`--page-budget`): the page holds its first and
/// last steps, says which inputs it leaves out, and still rebuilds every step it holds.
final class TimelineBudgetTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws { folder = try temporaryFolder("timeline-budget") }

    /// 8,000 Showcase tab taps (several MiB of steps) under a budget of 1 MiB.
    private func longLog() throws -> URL {
        var lines = [
            String(decoding: CanonicalWriter.bytes(of: ShowcaseFeature.logHeader(initial: .named("launch")).logValue), as: UTF8.self)
        ]
        for seq in 1...8_000 {
            let tab = seq % 2 == 0 ? "home" : "browser"
            lines.append(#"{"type":"action","seq":\#(seq),"time":"2026-11-18T11:06:40.000Z","action":{"navigation.tabSelected":{"tab":"\#(tab)"}}}"#)
        }
        let log = folder.appendingPathComponent("long.jsonl")
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: log)
        return log
    }

    func testALongSessionsPageHoldsItsFirstAndLastStepsAndSaysWhichAreLeftOut() throws {
        let log = try longLog()
        let page = folder.appendingPathComponent("long.html")
        let result = ReplayRun(log.path, "--html", page.path, "--page-budget", "1")
        XCTAssertEqual(result.code, .success, result.err)
        let data = try TimelinePageTests.data(ofPage: page)
        guard case .array(let steps)? = data["steps"], case .int(let from)? = data["omitted"]?["from"],
            case .int(let to)? = data["omitted"]?["to"]
        else { return XCTFail("no steps or no omission in the page: \(result.err)") }
        let seqs = steps.compactMap { if case .int(let seq)? = $0["seq"] { Int(seq) } else { nil } }
        XCTAssertEqual(seqs, Array(1..<Int(from)) + Array(Int(to) + 1...8_000), "the first steps, then the last, with nothing between")
        XCTAssertEqual(data["omitted"]?["count"], .int(to - from + 1))
        XCTAssertGreaterThan(from, 100)
        XCTAssertLessThan(to, 8_000)
        XCTAssertTrue(result.err.contains("inputs \(from) to \(to) (\(to - from + 1)) are left out"), result.err)
        XCTAssertLessThan(try Data(contentsOf: page).count, 2 << 20, "the page stays near its budget")

        // The last part starts at a keyframe: the state before its first input, as the replayer has it.
        let first = try XCTUnwrap(steps.first { $0["seq"] == .int(to + 1) })
        let state = try JSONValue(parsing: Data(ReplayRun(log.path, "--until", "\(to)", "--json").out.utf8))
        XCTAssertEqual(first["keyframe"]?["state"], state)

        // Within the budget, nothing is left out.
        let whole = folder.appendingPathComponent("whole.html")
        XCTAssertEqual(ReplayRun(log.path, "--html", whole.path).code, .success)
        XCTAssertNil(try TimelinePageTests.data(ofPage: whole)["omitted"])
    }

    /// In a real browser: the note shows, and a step after the gap shows the replayer's state.
    func testThePageAfterTheGapShowsTheRightState() throws {
        let browser = try TimelineBrowser(profile: folder.appendingPathComponent("profile"))
        let log = try longLog()
        let page = folder.appendingPathComponent("long.html")
        XCTAssertEqual(ReplayRun(log.path, "--html", page.path, "--page-budget", "1").code, .success)
        guard case .int(let to)? = try TimelinePageTests.data(ofPage: page)["omitted"]?["to"] else { return XCTFail("no omission") }
        let seq = Int(to) + 2
        let (view, _) = try XCTUnwrap(browser.open(["file://\(page.path)#step=\(seq)"]).first)
        XCTAssertEqual(view["hash"] as? String, "#step=\(seq)")
        let state = try TimelineBrowser.object(ReplayRun(log.path, "--until", "\(seq)", "--json").out)
        XCTAssertEqual(view["state"] as? NSObject, state, "the state rebuilt after the gap")
    }

    func testABudgetNeedsAPage() {
        let result = ReplayRun(ReplayRun.session("lunch-tour"), "--page-budget", "1")
        XCTAssertEqual(result.code, .badInput)
        XCTAssertTrue(result.err.contains("--page-budget is the size of the page --html writes, so it needs --html"), result.err)
    }
}
