import ActionLog
import Foundation
import TestSupport
import XCTest

@testable import replay

/// `replay LOG --html FILE --verify`: the page marks the first checkpoint this build does not
/// match, opens at it, and shows recorded against replayed.
final class TimelineDivergenceTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws { folder = try temporaryFolder("timeline-divergence") }

    /// lunch-tour with the effect recorded after input 21 (the heart on Chuy's persists
    /// `["Chuy's"]`) edited to persist `["Gloria's"]`.
    private func editedLog() throws -> URL {
        let text = try String(contentsOfFile: ReplayRun.session("lunch-tour"), encoding: .utf8)
        var lines = text.components(separatedBy: "\n")
        let index = try XCTUnwrap(lines.firstIndex { $0.hasPrefix(#"{"type":"checkpoint","seq":21,"#) })
        XCTAssertEqual(index + 1, 43)
        XCTAssertTrue(lines[index].contains(#"[\"Chuy's\"]"#))
        lines[index] = lines[index].replacingOccurrences(of: #"[\"Chuy's\"]"#, with: #"[\"Gloria's\"]"#)
        let log = folder.appendingPathComponent("edited.jsonl")
        try Data(lines.joined(separator: "\n").utf8).write(to: log)
        return log
    }

    func testTheFirstDivergenceIsInThePageWithBothSides() throws {
        let log = try editedLog()
        let page = folder.appendingPathComponent("edited.html")
        let result = ReplayRun(log.path, "--html", page.path, "--verify")
        XCTAssertEqual(result.code, .difference)
        XCTAssertTrue(result.err.hasPrefix("wrote \(page.path): 40 steps of \(log.path)\ndivergence: \(log.path):43: effects of seq 21 differ\n"), result.err)
        let divergence = try XCTUnwrap(TimelinePageTests.data(ofPage: page)["divergence"])
        let persist = { (favorites: String) in
            JSONValue.array([.object([("persist", .object([("key", .string("lunch.favorites")), ("value", .string(favorites))]))])])
        }
        XCTAssertEqual(divergence, .object([
            ("line", .int(43)), ("recordedEffects", persist(#"["Gloria's"]"#)), ("replayedEffects", persist(#"["Chuy's"]"#)),
            ("seq", .int(21)), ("summary", .string("effects of seq 21 differ")),
        ]))
    }

    func testAStateThatHashesOtherwiseShowsBothHashes() throws {
        let original = "sha256:a07862d89fa46aff8769aa896fce00ab65d5853fa54304cc88df57d5e2a77ae8"
        let edited = "sha256:" + String(repeating: "0", count: 64)
        let text = try String(contentsOfFile: ReplayRun.session("lunch-tour"), encoding: .utf8)
        XCTAssertTrue(text.contains(#"{"type":"checkpoint","seq":21,"state":"\#(original)""#))
        let log = folder.appendingPathComponent("hash.jsonl")
        try Data(text.replacingOccurrences(of: original, with: edited).utf8).write(to: log)
        let page = folder.appendingPathComponent("hash.html")
        XCTAssertEqual(ReplayRun(log.path, "--html", page.path, "--verify").code, .difference)
        let divergence = try XCTUnwrap(TimelinePageTests.data(ofPage: page)["divergence"])
        XCTAssertEqual(divergence["seq"], .int(21))
        XCTAssertEqual(divergence["recordedHash"], .string(edited))
        XCTAssertEqual(divergence["replayedHash"], .string(original))
    }

    func testAVerifiedSessionHasNoDivergence() throws {
        let page = folder.appendingPathComponent("tour.html")
        let log = ReplayRun.session("lunch-tour")
        let result = ReplayRun(log, "--html", page.path, "--verify")
        XCTAssertEqual(result.code, .success, result.err)
        XCTAssertTrue(result.err.hasSuffix("verified: 40 checkpoints, 40 actions\n"), result.err)
        XCTAssertNil(try TimelinePageTests.data(ofPage: page)["divergence"])
    }

    /// In Chromium, the edited log's page opens at input 21 with the divergence shown there.
    func testTheEditedLogsPageOpensAtItsDivergence() throws {
        let browser = try TimelineBrowser(profile: folder.appendingPathComponent("profile"))
        let page = folder.appendingPathComponent("edited.html")
        XCTAssertEqual(ReplayRun(try editedLog().path, "--html", page.path, "--verify").code, .difference)
        let (view, _) = try XCTUnwrap(browser.open(["file://\(page.path)"]).first)
        XCTAssertEqual(view["hash"] as? String, "#step=21")
        XCTAssertEqual(view["listVisible"] as? Bool, true)
        let detail = try XCTUnwrap(view["detail"] as? String)
        XCTAssertTrue(detail.contains("Divergence: effects of seq 21 differ (line 43)\neffects recorded\n"), detail)
        XCTAssertTrue(detail.contains(#"effects this build"# + "\n" + #"{"persist":{"key":"lunch.favorites","value":"[\"Chuy's\"]"}}"#), detail)
        XCTAssertTrue((view["screen"] as? String)?.contains("Chuy's") ?? false, "the detail of the restaurant just hearted")
    }
}
