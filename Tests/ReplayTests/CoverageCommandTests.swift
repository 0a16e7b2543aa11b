import ActionLog
import Foundation
import TestSupport
import XCTest

@testable import replay

/// `replay coverage DIR`: the bundled sessions exercise everything the apps list; a folder of
/// one session reports what it lacks, counts from its own lines, and unreadable logs exit 2.
final class CoverageCommandTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try temporaryFolder("coverage")
        try FileManager.default.copyItem(
            atPath: ReplayRun.session("burgers-order"), toPath: folder.appendingPathComponent("burgers-order.jsonl").path)
    }

    func testTheBundledSessionsMissNothing() {
        let result = ReplayRun("coverage", ReplayRun.sessions.path)
        XCTAssertEqual(result.code, .success, result.out)
        XCTAssertTrue(result.out.hasSuffix("nothing missing: every listed action, refusal, effect, result and seed rule is exercised\n"), result.out)
        XCTAssertFalse(result.out.contains("never"), result.out)
        XCTAssertEqual(result.err, "")
    }

    func testOneSessionReportsWhatItNeverDoesWithCountsFromItsLines() throws {
        let log = folder.appendingPathComponent("burgers-order.jsonl")
        let actions = try String(contentsOf: log, encoding: .utf8).split(separator: "\n")
            .compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
            .filter { $0["type"] as? String == "action" }
        let buys = actions.filter { ($0["action"] as? [String: Any])?["buyTapped"] != nil }
        let firstBuy = try XCTUnwrap(buys.first?["seq"] as? Int)

        let result = ReplayRun("coverage", folder.path, "--app", "burgers")
        XCTAssertEqual(result.code, .difference, result.out)
        XCTAssertTrue(result.out.contains("    burgers.buy.post: \(log.path) #\(firstBuy)\n"), result.out)
        XCTAssertTrue(result.out.contains("buyTapped \(buys.count),"), result.out)
        XCTAssertTrue(result.out.contains("    never: burgers.cache.offline: "), result.out)
        XCTAssertTrue(result.out.hasPrefix("burgers: 1 logs, "), result.out)
    }

    func testJSONParsesAndItsSummaryAgreesWithTheText() throws {
        let text = ReplayRun("coverage", folder.path)
        let json = ReplayRun("coverage", folder.path, "--json")
        XCTAssertEqual(json.code, text.code)
        let file = folder.appendingPathComponent("coverage.json")
        try json.out.write(to: file, atomically: true, encoding: .utf8)
        let script = """
            import json, sys
            lines = [json.loads(line) for line in open(sys.argv[1]) if line.strip()]
            apps = [line for line in lines if line["type"] == "app"]
            summary = [line for line in lines if line["type"] == "summary"]
            assert len(summary) == 1 and lines[-1] is summary[0], "one summary, last"
            assert summary[0]["missing"] == sum(app["missing"] for app in apps), "the summary adds the apps up"
            print(summary[0]["missing"])
            """
        let run = try ChildProcess(URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script, file.path], includeErrors: true)
        XCTAssertEqual(run.code, 0, run.out)
        let missingLine = try XCTUnwrap(text.out.split(separator: "\n").last { $0.hasPrefix("missing: ") })
        let textMissing = try XCTUnwrap(Int(missingLine.dropFirst("missing: ".count).prefix { $0.isNumber }))
        XCTAssertEqual(run.out, "\(textMissing)\n")
        XCTAssertGreaterThan(textMissing, 0)
    }

    func testAFolderGivenAsASymbolicLinkIsWalked() throws {
        let link = folder.appendingPathComponent("linked")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: ReplayRun.sessions)
        let result = ReplayRun("coverage", link.path, "--app", "burgers")
        let logs = try FileManager.default.contentsOfDirectory(atPath: ReplayRun.sessions.path).filter { $0.hasPrefix("burgers-") }.count
            + FileManager.default.contentsOfDirectory(atPath: ReplayRun.sessions.appendingPathComponent("regressions").path)
            .filter { $0.hasPrefix("burgers-") }.count
        XCTAssertTrue(result.out.hasPrefix("burgers: \(logs) logs, "), result.out)
        XCTAssertEqual(result.code, .success, result.out)
    }

    func testAnUnreadableLogExitsTwoAndTheGoodOneIsStillReported() throws {
        try "not a log\n".write(to: folder.appendingPathComponent("garbled.jsonl"), atomically: true, encoding: .utf8)
        let result = ReplayRun("coverage", folder.path)
        XCTAssertEqual(result.code, .badInput)
        XCTAssertTrue(result.err.contains("garbled.jsonl"), result.err)
        XCTAssertTrue(result.out.contains("burgers: 1 logs, "), result.out)
        XCTAssertTrue(result.out.contains("    burgers.buy.post: "), result.out)
    }
}
