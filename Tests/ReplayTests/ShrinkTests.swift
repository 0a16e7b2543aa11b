import Foundation
import LogReplay
import Reducers
import TestSupport
import XCTest

@testable import replay

/// `replay shrink`: the smallest subsequence of a log's inputs that still reaches a condition,
/// written as a log that replays and verifies.
final class ShrinkTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws { folder = try temporaryFolder("shrink") }

    /// The heart is on the detail screen (the seed), so a favorite needs the launch, the stored
    /// favorites read, the feed, the row tapped and the heart: nothing else of the tour.
    func testAFavoriteNeedsTheFeedTheDetailAndTheTap() throws {
        let shrunk = folder.appendingPathComponent("favorite.jsonl").path
        let result = ReplayRun("shrink", ReplayRun.session("lunch-tour"), "--watch", "favorites", "--equals", #"["Chuy's"]"#, "--output", shrunk)
        XCTAssertEqual(result.code, .success, result.err)
        let lines = result.out.components(separatedBy: "\n")
        XCTAssertTrue(lines[0].hasPrefix("kept 5 of 40 inputs in "), lines[0])
        XCTAssertEqual(Array(lines.dropFirst()), [
            "  #1 launched", "  #2 result loaded", "  #3 result http", "  #20 restaurantTapped(restaurant: \"Chuy's\")",
            "  #21 heartTapped(restaurant: \"Chuy's\")", "",
        ])
        let replayed = ReplayRun(shrunk, "--verify", "--path", "favorites")
        XCTAssertEqual(replayed.code, .success, replayed.err)
        XCTAssertTrue(replayed.out.hasSuffix(":\n[0]: \"Chuy's\"\n"), replayed.out)
        XCTAssertEqual(replayed.err, "verified: 5 checkpoints, 5 actions\n")
    }

    func testDiffersFromFindsOneActionThatIsRefused() throws {
        let shrunk = folder.appendingPathComponent("error.jsonl").path
        let result = ReplayRun(
            "shrink", ReplayRun.session("showcase-browser-history"), "--watch", "lastRefusal", "--differs-from", "null", "--output", shrunk)
        XCTAssertEqual(result.code, .success, result.err)
        XCTAssertTrue(result.out.hasPrefix("kept 1 of 18 inputs in "), result.out)
        XCTAssertEqual(ReplayRun(shrunk, "--verify").code, .success)
        XCTAssertNotEqual(ReplayRun(shrunk, "--path", "lastRefusal", "--json").out, "null\n")
    }

    func testConditionsThatCannotBeMetAndBadArguments() throws {
        let log = ReplayRun.session("showcase-browser-history")
        let out = folder.appendingPathComponent("out.jsonl").path
        let unreached = ReplayRun("shrink", log, "--watch", "browser.cursor", "--equals", "7", "--output", out)
        XCTAssertEqual(unreached.code, .difference)
        XCTAssertEqual(unreached.err, "error: no step of \(log) reaches the condition at browser.cursor; nothing to shrink\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: out))
        let unknown = ReplayRun("shrink", log, "--watch", "browser.lastErr", "--differs-from", "null", "--output", out)
        XCTAssertEqual(unknown.err, "error: the state has no path \"browser.lastErr\"; nearest: browser.cursor, browser.entries, browser\n")
        XCTAssertEqual(ReplayRun("shrink", log, "--watch", "browser.cursor", "--equals", "not json", "--output", out).code, .badInput)
        XCTAssertEqual(ReplayRun("shrink", log, "--watch", "browser.cursor", "--equals", "1").code, .badInput)
        try "keep me\n".write(toFile: out, atomically: true, encoding: .utf8)
        let existing = ReplayRun("shrink", log, "--watch", "browser.cursor", "--equals", "1", "--output", out)
        XCTAssertEqual(existing.code, .badInput)
        XCTAssertEqual(existing.err, "error: \(out): already exists; shrink never overwrites or continues a log\n")
        XCTAssertEqual(try String(contentsOfFile: out, encoding: .utf8), "keep me\n")
    }

    func testUntilDivergesKeepsWhatRebuildsTheStateBeforeTheDivergence() throws {
        // This build pushes "omega" where the recording pushed "gamma" (input 8): the launch and the
        // favorites load (1, 2) change nothing, so the inputs 3 to 8 are what reproduces it.
        let diverging = folder.appendingPathComponent("diverging.jsonl")
        try String(contentsOfFile: ReplayRun.session("showcase-tabs-navigation"), encoding: .utf8)
            .replacingOccurrences(of: #""item":{"id":"gamma"}"#, with: #""item":{"id":"omega"}"#)
            .write(to: diverging, atomically: true, encoding: .utf8)
        let shrunk = folder.appendingPathComponent("shrunk.jsonl").path
        let result = ReplayRun("shrink", diverging.path, "--until-diverges", "--output", shrunk)
        XCTAssertEqual(result.code, .success, result.err)
        XCTAssertTrue(result.out.hasPrefix("kept 6 of 16 inputs in "), result.out)
        XCTAssertEqual(Array(result.out.components(separatedBy: "\n").dropFirst()), [
            "  #3 navigation.navigation.pushed(screen: item(id: \"alpha\"))",
            "  #4 navigation.navigation.pushed(screen: item(id: \"beta\"))",
            "  #5 navigation.tabSelected(tab: \"browser\")",
            "  #6 navigation.navigation.pushed(screen: settings)",
            "  #7 navigation.tabSelected(tab: \"home\")",
            "  #8 navigation.navigation.pushed(screen: item(id: \"omega\"))",
            "",
        ])
        let verified = ReplayRun(shrunk, "--verify")
        XCTAssertEqual(verified.code, .difference)
        XCTAssertTrue(verified.err.hasPrefix("divergence: \(shrunk):13: state after seq 6 hashes to "), verified.err)
        let clean = ReplayRun("shrink", ReplayRun.session("showcase-favorites"), "--until-diverges", "--output", shrunk + ".2")
        XCTAssertEqual(clean.code, .difference)
        XCTAssertTrue(clean.err.hasSuffix("replays like its recording: nothing diverges, nothing to shrink\n"), clean.err)
    }

    func testTheShrinkerFindsAOneMinimalSubsequence() throws {
        let shrinker = SubsequenceShrinker<Int> { ($0.firstIndex(of: 17) ?? .max) < ($0.firstIndex(of: 42) ?? .min) }
        let outcome = try XCTUnwrap(shrinker.shrink(Array(0..<100)))
        XCTAssertEqual(outcome.kept, [17, 42])
        XCTAssertLessThan(outcome.evaluations, 100, "far fewer tests than one per element")
        XCTAssertNil(try shrinker.shrink([1, 2, 3]))
        XCTAssertEqual(try SubsequenceShrinker<Int> { _ in true }.shrink([1, 2, 3])?.kept, [])
    }
}
