import ActionLog
import Foundation
import TestSupport
import XCTest

@testable import replay

/// `replay LOG --html FILE`: one self-contained page holding the session as changes (the objects
/// `--steps --json` writes), which rebuilds any step's state and screen.
final class TimelinePageTests: XCTestCase {
    private var folder: URL!
    private let log = ReplayRun.session("showcase-tabs-navigation")

    override func setUpWithError() throws { folder = try temporaryFolder("timeline") }

    func testThePageIsSelfContained() throws {
        let page = folder.appendingPathComponent("timeline.html")
        let result = ReplayRun(log, "--html", page.path)
        XCTAssertEqual(result.code, .success, result.err)
        XCTAssertEqual(result.err, "wrote \(page.path): 16 steps of \(log)\n")
        let html = try String(contentsOf: page, encoding: .utf8)
        for external in ["<link", "<img", "src=", "href=", "url(", "@import", "fetch(", "XMLHttpRequest"] {
            XCTAssertFalse(html.contains(external), "the page loads nothing: \(external)")
        }
        XCTAssertEqual(html.components(separatedBy: "</script>").count, 3, "two scripts, and no </script> inside the data")
    }

    /// The page holds each step exactly as `--steps --json` writes it (changes with old and new
    /// values, the screen's changes, effects, refusal), the states at the start and before each
    /// launch, and no other whole state.
    func testThePageHoldsTheStepsAsChangesNotAsStates() throws {
        for (name, launches) in [("showcase-tabs-navigation", 0), ("lunch-tour", 0), ("regressions/lunch-relaunch", 2)] {
            let log = ReplayRun.session(name)
            let page = folder.appendingPathComponent("\(name.replacingOccurrences(of: "/", with: "-")).html")
            XCTAssertEqual(ReplayRun(log, "--html", page.path).code, .success)
            let data = try Self.data(ofPage: page)
            guard case .array(let steps)? = data["steps"] else { return XCTFail("no steps in the page of \(name)") }
            let lines = ReplayRun(log, "--steps", "--json").out.split(separator: "\n")
            XCTAssertEqual(steps.count, lines.count, name)
            var keyframes = 0
            for (step, line) in zip(steps, lines) {
                guard case .object(var members) = step else { return XCTFail("\(step)") }
                if let index = members.firstIndex(where: { $0.key == "keyframe" }) {
                    keyframes += 1
                    XCTAssertNotNil(step["launch"], "a keyframe only where a launch starts the state again: \(step)")
                    members.remove(at: index)
                }
                XCTAssertEqual(JSONValue.object(members), try JSONValue(parsing: Data(line.utf8)), name)
            }
            XCTAssertEqual(keyframes, launches, "\(name): a keyframe at each launch after the first")
            XCTAssertEqual(data["initial"]?["state"], try JSONValue(parsing: Data(ReplayRun(log, "--until", "0", "--json").out.utf8)))
        }
        // Input 13 of the tabs session presents the map modal: the state's and the screen's changes say so.
        let data = try Self.data(ofPage: folder.appendingPathComponent("showcase-tabs-navigation.html"))
        guard case .array(let steps)? = data["steps"] else { return XCTFail() }
        XCTAssertEqual(steps[12]["seq"], .int(13))
        XCTAssertEqual(steps[12]["changes"], .array([.object([("new", .string("map")), ("path", .string("modal.presented"))])]))
        XCTAssertEqual(steps[12]["screen"], .array([.object([("new", .string("map")), ("path", .string("modal"))])]))
    }

    /// The data embedded in a page, read back as JSON.
    static func data(ofPage page: URL) throws -> JSONValue {
        let html = try String(contentsOf: page, encoding: .utf8)
        let start = try XCTUnwrap(html.range(of: #"<script type="application/json" id="data">"#))
        let end = try XCTUnwrap(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        return try JSONValue(parsing: Data(html[start.upperBound..<end.lowerBound].utf8))
    }
}
