import ActionLog
import AppState
import Foundation
import Reducers
import TestSupport
import XCTest

@testable import replay

/// The `replay` command end to end, in process: output, exit codes and messages.
final class ReplayCommandTests: XCTestCase {
    static let sessions = ReplayRun.sessions
    private let tabs = ReplayRun.session("showcase-tabs-navigation")

    private func run(_ arguments: String...) -> ReplayRun { ReplayRun(arguments) }

    func testPrintsTheScreenTheUserSawAtTheEnd() {
        let result = run(tabs)
        XCTAssertEqual(result.code, .success)
        XCTAssertEqual(result.err, "")
        XCTAssertTrue(result.out.hasPrefix("showcase: 16 inputs, 1 launch\nthe screen after input 16:\n"), result.out)
        // The session ends on the favorites tab with the item "delta" pushed on its stack; the
        // showcase has no terminal drawing, so its screen prints as a tree.
        XCTAssertTrue(result.out.contains("\npushed: \"delta\"\n"), result.out)
        XCTAssertTrue(result.out.contains("tabBar:\n  selected: \"favorites\"\n"), result.out)
        XCTAssertTrue(result.out.hasSuffix("more: --state (the whole state), --steps (each input and what it changed), --verify (check the recorded checkpoints), --html FILE (a timeline to step through), --help\n"), result.out)
    }

    func testStatePrintsTheFinalStateAsATree() {
        let result = run(tabs, "--state")
        XCTAssertEqual(result.code, .success)
        XCTAssertEqual(result.err, "")
        XCTAssertTrue(result.out.hasPrefix("showcase state after action 16:\n"), result.out)
        XCTAssertTrue(result.out.contains("navigation:\n  selected: \"favorites\"\n"), result.out)
        XCTAssertTrue(result.out.contains("        screens: (1)\n          [0]: item(id: \"delta\")\n"), result.out)
    }

    func testJSONIsTheCanonicalEncodingOfTheState() throws {
        let result = run(tabs, "--json")
        XCTAssertEqual(result.code, .success)
        XCTAssertTrue(result.out.hasPrefix(#"{"browser":{"cursor":0,"entries":[{"id":1,"#), result.out)
        XCTAssertTrue(result.out.hasSuffix("}\n"))
        let checkpoints = try String(contentsOfFile: tabs, encoding: .utf8).split(separator: "\n")
        let last = try XCTUnwrap(checkpoints.last)
        let hash = "sha256:" + SHA256.hex(of: Data(result.out.dropLast().utf8))
        XCTAssertTrue(last.contains(hash), "the printed JSON hashes to the last checkpoint")
    }

    func testUntilStopsAfterTheGivenAction() {
        let result = run(tabs, "--until", "5", "--state")
        XCTAssertEqual(result.code, .success)
        XCTAssertTrue(result.out.hasPrefix("showcase state after action 5:\n"))
        XCTAssertTrue(result.out.contains("  selected: \"browser\"\n"))
        XCTAssertTrue(run(tabs, "--until", "0", "--state").out.contains("  selected: \"home\"\n"))
        XCTAssertTrue(run(tabs, "--until", "5").out.hasPrefix("showcase: 5 inputs, 1 launch\nthe screen after input 5:\n"))
    }

    func testUntilPastTheEndIsAnError() {
        let result = run(tabs, "--until", "99")
        XCTAssertEqual(result.code, .badInput)
        XCTAssertEqual(result.err, "error: \(tabs): field --until: 99 is past the last action, 16\n")
        XCTAssertEqual(result.out, "")
    }

    func testStepsPrintEachActionItsChangesAndEffects() {
        let result = run(tabs, "--steps", "--until", "3")
        XCTAssertEqual(result.code, .success)
        XCTAssertTrue(result.out.hasPrefix("""
            #1 2026-11-18T11:06:40.000Z launched
                ~ favorites: [] → {awaitingStored: true, ids: []}
                effect: load(key: "showcase.favorites")
            #2 2026-11-18T11:06:41.000Z result loaded(key: "showcase.favorites")
                decoded: favorites.restored(ids: [])
                ~ favorites: {awaitingStored: true, ids: []} → []
            #3 2026-11-18T11:06:42.000Z navigation.navigation.pushed(screen: item(id: "alpha"))
                + navigation.tabs[0].stack.screens[0]: item(id: "alpha")

            """), result.out)
    }

    func testAFormatOneLogReportsWhatWasMigrated() {
        let old = Self.sessions.deletingLastPathComponent().appendingPathComponent("Tests/Compatibility/v1/showcase-favorites.jsonl").path
        let result = run(old, "--verify")
        XCTAssertEqual(result.code, .success, result.err)
        XCTAssertEqual(result.err, """
            migrated: \(old): format 1 → 2, action schema 1 → 5
              step 1 → 2: positional values (_0, _1…) named; nested actions spelled as paths
              step 2 → 3: browser load reports may name their load (request); older ones name none
              step 3 → 4: the browser's linkFollowed and redirected added; older actions are unchanged
              step 4 → 5: failed favorites writes added; every schema 4 action reads the same
                favorites.restored: 1 migrated
                favorites.toggled: 4 migrated
                launched: 1 unchanged
            warning: \(old): 6 state checkpoints were recorded under state schema 1, this build's is \(ShowcaseFeature.stateSchemaVersion): not comparable
            warning: \(old) has no checkpoint to verify
            verified: 0 checkpoints, 6 actions

            """)
    }

    func testVerifyPassesOnEveryBundledSession() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.sessions.path).filter { $0.hasSuffix(".jsonl") }
        XCTAssertFalse(names.isEmpty)
        for name in names {
            let result = run(Self.sessions.appendingPathComponent(name).path, "--verify")
            XCTAssertEqual(result.code, .success, "\(name): \(result.err)")
            XCTAssertTrue(result.err.hasPrefix("verified: "), result.err)
        }
    }

    /// A seq too long for an `Int` on a line before `--until`'s input: the search for a snapshot
    /// once trapped adding its digits up; now the line is named like any other malformed field.
    func testUntilNamesALineWhoseSeqHasMoreDigitsThanAnIntHolds() throws {
        let folder = try temporaryFolder("until-seq")
        defer { try? FileManager.default.removeItem(at: folder) }
        var lines = try String(contentsOfFile: tabs, encoding: .utf8).components(separatedBy: "\n")
        let index = try XCTUnwrap(lines.firstIndex { $0.hasPrefix(#"{"type":"checkpoint","seq":2,"#) })
        lines[index] = lines[index].replacingOccurrences(of: #""seq":2,"#, with: #""seq":9999999999999999999,"#)
        let corrupt = folder.appendingPathComponent("corrupt.jsonl")
        try lines.joined(separator: "\n").write(to: corrupt, atomically: true, encoding: .utf8)

        let result = run(corrupt.path, "--until", "5")
        XCTAssertEqual(result.code, .badInput)
        XCTAssertTrue(result.err.hasPrefix("error: \(corrupt.path):\(index + 1): field seq: "), result.err)
    }

    func testVerifyNamesTheSequenceNumberOfAFlippedCheckpoint() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("replay-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var lines = try String(contentsOfFile: tabs, encoding: .utf8).components(separatedBy: "\n")
        let index = try XCTUnwrap(lines.firstIndex { $0.hasPrefix(#"{"type":"checkpoint","seq":7,"#) })
        let hashStart = try XCTUnwrap(lines[index].range(of: "sha256:")).upperBound
        let flipped = lines[index][hashStart] == "0" ? "1" : "0"
        lines[index].replaceSubrange(hashStart...hashStart, with: flipped)
        let copy = folder.appendingPathComponent("flipped.jsonl")
        try lines.joined(separator: "\n").write(to: copy, atomically: true, encoding: .utf8)

        let result = run(copy.path, "--verify")
        XCTAssertEqual(result.code, .difference)
        XCTAssertTrue(result.err.hasPrefix("divergence: \(copy.path):\(index + 1): state after seq 7 hashes to sha256:"), result.err)
        XCTAssertTrue(result.err.hasSuffix("""
            , the log recorded sha256:\(lines[index][hashStart...].prefix(64))
            at the diverging input, this build did:
            #7 2026-11-18T11:06:46.000Z navigation.tabSelected(tab: "home")
                ~ navigation.selected: "browser" → "home"
                - screen.browser: {address: "https://www.swift.org", back: {isEnabled: false, title: "Back"}, current: 0, history: ["https://www.swift.org"], next: {isEnabled: false, title: "Next"}, page: "loading", progress: 0, refresh: {isEnabled: true, title: "Refresh"}} (screen)
                ~ screen.pushed: "Settings" → "beta" (screen)
                ~ screen.tabBar.selected: "browser" → "home" (screen)
            no state snapshot was recorded at or after input 7, so the states cannot be compared

            """), result.err)
        XCTAssertEqual(run(copy.path).code, .success, "without --verify the checkpoints are not checked")
    }

    func testBadInputExitsWithTwoAndAMessage() {
        let missing = run("/nonexistent/log.jsonl")
        XCTAssertEqual(missing.code, .badInput)
        XCTAssertEqual(missing.err, "error: /nonexistent/log.jsonl: cannot open the file for reading\n")
        XCTAssertEqual(run().code, .badInput)
        XCTAssertEqual(run(tabs, "--until", "-3").code, .badInput)
        XCTAssertEqual(run(tabs, "--frobnicate").code, .badInput)
        XCTAssertEqual(run(tabs, "--compare", tabs, "--path", "modal").code, .badInput)
        XCTAssertEqual(run(tabs, "--verify", "--json", "--path", "modal").code, .badInput)
        XCTAssertEqual(run(tabs, "--compare").code, .badInput)
    }

    func testCompareNamesTheFirstActionAfterWhichTwoLogsDiffer() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("compare-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = try String(contentsOfFile: tabs, encoding: .utf8)
        let changed = folder.appendingPathComponent("changed.jsonl")
        try original.replacingOccurrences(of: #""item":{"id":"gamma"}"#, with: #""item":{"id":"omega"}"#)
            .write(to: changed, atomically: true, encoding: .utf8)
        let shorter = folder.appendingPathComponent("shorter.jsonl")
        try original.components(separatedBy: "\n").prefix(21).joined(separator: "\n").appending("\n")
            .write(to: shorter, atomically: true, encoding: .utf8)

        let differing = run(tabs, "--compare", changed.path)
        XCTAssertEqual(differing.code, .difference)
        XCTAssertEqual(differing.out, """
            first difference after action 8 (- \(tabs), + \(changed.path)):
              - #8 navigation.navigation.pushed(screen: item(id: "gamma"))
              + #8 navigation.navigation.pushed(screen: item(id: "omega"))
                ~ navigation.tabs[0].stack.screens[2].item.id: "gamma" → "omega"

            """)
        XCTAssertEqual(run(tabs, "--compare", tabs).out, "same state after every one of the 16 actions\n")
        XCTAssertEqual(run(tabs, "--compare", tabs).code, .success)
        let truncated = run(tabs, "--compare", shorter.path)
        XCTAssertEqual(truncated.code, .difference)
        XCTAssertEqual(truncated.out, "same states for the first 10 actions; then the left log has 16 actions, the right one 10\n")
        let otherApp = run(tabs, "--compare", Self.sessions.appendingPathComponent("films-favorites.jsonl").path)
        XCTAssertEqual(otherApp.code, .badInput)
        XCTAssertTrue(otherApp.err.contains("recorded for the app \"films\", not \"showcase\""), otherApp.err)
    }

    func testVerifyWarnsWhenThereIsNoCheckpoint() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nocheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("plain.jsonl")
        let lines = try String(contentsOfFile: tabs, encoding: .utf8).components(separatedBy: "\n")
        try lines.filter { !$0.contains(#""type":"checkpoint""#) }.joined(separator: "\n")
            .write(to: log, atomically: true, encoding: .utf8)
        let result = run(log.path, "--verify")
        XCTAssertEqual(result.code, .success)
        XCTAssertEqual(result.err, "warning: \(log.path) has no checkpoint to verify\nverified: 0 checkpoints, 16 actions\n")
    }
}
