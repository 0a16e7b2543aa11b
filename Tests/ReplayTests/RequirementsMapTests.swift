import ActionLog
import Foundation
import LogReplay
import Reducers
import TestSupport
import XCTest

/// `Tests/REQUIREMENTS.md`, the map from each seed sentence to its rules, tests and sessions:
/// `Scripts/check-requirements` finds everything the map names, every rule mapped and tagged in
/// the code, and each session the map names beside a rule shows that rule when replayed.
final class RequirementsMapTests: XCTestCase {
    func testTheMapNamesOnlyWhatExistsAndEveryRule() throws {
        let run = try check([])
        XCTAssertEqual(run.code, 0, run.out)
        XCTAssertTrue(run.out.contains("rules mapped and tagged"), run.out)
    }

    func testEachSessionNamedBesideARuleShowsThatRule() throws {
        let run = try check(["--rule-sessions"])
        XCTAssertEqual(run.code, 0, run.out)
        let pairs = run.out.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
        XCTAssertFalse(pairs.isEmpty, "the map names no session beside a rule")
        var shownBy: [String: Set<String>] = [:]
        for pair in pairs {
            guard pair.count == 3 else {
                XCTFail("not rule, session and line: \(pair)")
                continue
            }
            let (rule, session, line) = (pair[0], pair[1], pair[2])
            if shownBy[session] == nil { shownBy[session] = try rulesShown(by: session) }
            XCTAssertTrue(shownBy[session]?.contains(rule) ?? false, "Tests/REQUIREMENTS.md:\(line): \(session) does not show \(rule)")
        }
    }

    /// A map naming a test, a session and a rule that do not exist fails, naming each line; the
    /// rules it leaves out are named too.
    func testWhatDoesNotExistIsReportedWithItsLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("requirements-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let doc = folder.appendingPathComponent("wrong.md")
        try """
            # A wrong map

            | Sentence | Rules | Tests | Sessions |
            | --- | --- | --- | --- |
            | two tabs | `lunch.tabs` | `LunchNavigationTests.testNoSuchThing` | `Sessions/lunch-tour.jsonl` |
            | a heart | `lunch.noSuchRule` | `LunchFavoritesTests.testHeartAddsThenRemovesAndPersistsEachTime` | `Sessions/no-such-session.jsonl` |

            """.write(to: doc, atomically: true, encoding: .utf8)
        let run = try check(["--doc", doc.path])
        XCTAssertEqual(run.code, 1, run.out)
        for expected in [
            "wrong.md:5: test LunchNavigationTests.testNoSuchThing does not exist",
            "wrong.md:6: rule lunch.noSuchRule is not declared",
            "wrong.md:6: session Sessions/no-such-session.jsonl does not exist",
            "rule lunch.heart.saves is declared but",
        ] {
            XCTAssertTrue(run.out.contains(expected), "\(expected) is not in:\n\(run.out)")
        }
        XCTAssertFalse(run.out.contains("LunchFavoritesTests.testHeartAddsThenRemovesAndPersistsEachTime does not exist"), run.out)
        XCTAssertFalse(run.out.contains("rule lunch.tabs is declared but"), run.out)
    }

    /// Runs `Scripts/check-requirements` on the repository, standard error in `out`.
    private func check(_ arguments: [String]) throws -> ChildProcess {
        let script = ReplayRun.root.appendingPathComponent("Scripts/check-requirements").path
        return try ChildProcess(
            URL(fileURLWithPath: "/usr/bin/env"), ["python3", script, "--root", ReplayRun.root.path] + arguments,
            includeErrors: true, timeout: 120)
    }

    /// The ids of the rules `session` shows, replayed with the feature its header names.
    private func rulesShown(by session: String) throws -> Set<String> {
        let opening = try LogOpening(url: ReplayRun.root.appendingPathComponent(session))
        let feature = try XCTUnwrap(FeatureRegistry.standard.feature(named: opening.header.app), "\(session): app \(opening.header.app)")
        return try Self.rulesShown(feature, opening, named: session)
    }

    private static func rulesShown<F: Feature>(_ feature: F.Type, _ opening: LogOpening, named session: String) throws -> Set<String> {
        var tally = CoverageTally()
        let rules = F.coverage.rules
        _ = try Replayer<F>().run(opening) { step in try tally.count(step, in: session, rules: rules) }
        return Set(tally.rulesShown.keys)
    }
}
