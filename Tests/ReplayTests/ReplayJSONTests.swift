import ActionLog
import Foundation
import TestSupport
import XCTest

@testable import replay

/// `--json` for tools: `--compare` and `--verify` write one JSON object, and every JSON Lines
/// output of `replay` reads with Python's `json` module for every bundled session.
final class ReplayJSONTests: XCTestCase {
    private var folder: URL!
    private let tabs = ReplayRun.session("showcase-tabs-navigation")

    override func setUpWithError() throws { folder = try temporaryFolder("replay-json") }

    /// The tabs session with input 8 pushing "omega" instead of "gamma".
    func testCompareWritesTheFirstDifferenceWithBothInputs() throws {
        let original = try String(contentsOfFile: tabs, encoding: .utf8)
        let changed = folder.appendingPathComponent("changed.jsonl")
        try original.replacingOccurrences(of: #""item":{"id":"gamma"}"#, with: #""item":{"id":"omega"}"#)
            .write(to: changed, atomically: true, encoding: .utf8)
        let result = ReplayRun(tabs, "--compare", changed.path, "--json")
        XCTAssertEqual(result.code, .difference)
        let object = try JSONValue(parsing: Data(result.out.utf8))
        XCTAssertEqual(result.out.filter { $0 == "\n" }.count, 1, "one line")
        XCTAssertEqual(object["status"], .string("different"))
        XCTAssertEqual(object["seq"], .int(8))
        XCTAssertEqual(object["changes"], .array([.object([
            ("new", .string("omega")), ("old", .string("gamma")), ("path", .string("navigation.tabs[0].stack.screens[2].item.id")),
        ])]))
        let pushed = { (id: String) in JSONValue.object([("navigation.navigation.pushed", .object([("screen", .object([("item", .object([("id", .string(id))]))]))]))]) }
        XCTAssertEqual(object["leftStep"]?["action"], pushed("gamma"))
        XCTAssertEqual(object["rightStep"]?["action"], pushed("omega"))
        XCTAssertEqual(object["leftStep"]?["seq"], .int(8))

        let same = ReplayRun(tabs, "--compare", tabs, "--json")
        XCTAssertEqual(same.code, .success)
        XCTAssertEqual(same.out, #"{"left":"\#(tabs)","leftActions":16,"right":"\#(tabs)","rightActions":16,"status":"same","type":"comparison"}"# + "\n")
        let shorter = folder.appendingPathComponent("shorter.jsonl")
        try original.components(separatedBy: "\n").prefix(21).joined(separator: "\n").appending("\n")
            .write(to: shorter, atomically: true, encoding: .utf8)
        let truncated = ReplayRun(tabs, "--compare", shorter.path, "--json")
        XCTAssertEqual(truncated.code, .difference)
        XCTAssertEqual(try JSONValue(parsing: Data(truncated.out.utf8))["status"], .string("lengthsDiffer"))
        XCTAssertEqual(try JSONValue(parsing: Data(truncated.out.utf8))["rightActions"], .int(10))
    }

    /// lunch-tour with the effect recorded after input 21 edited: the verdict names the input, the
    /// line and both effects, as `verify DIR --json` does for each log.
    func testVerifyWritesTheVerdictWithTheDivergence() throws {
        let edited = try editedLunchTour()
        let result = ReplayRun(edited.path, "--verify", "--json")
        XCTAssertEqual(result.code, .difference)
        XCTAssertEqual(result.err, "")
        let verdict = try JSONValue(parsing: Data(result.out.utf8))
        XCTAssertEqual(verdict["status"], .string("diverged"))
        XCTAssertEqual(verdict["seq"], .int(21))
        XCTAssertEqual(verdict["line"], .int(43))
        XCTAssertEqual(verdict["reason"], .string("effects of seq 21 differ"))
        let persisted = { (name: String) in
            JSONValue.array([.object([("persist", .object([("key", .string("lunch.favorites")), ("value", .string(#"[""# + name + #""]"#))]))])])
        }
        XCTAssertEqual(verdict["divergence"]?["recordedEffects"], persisted("Gloria's"))
        XCTAssertEqual(verdict["divergence"]?["replayedEffects"], persisted("Chuy's"))

        let verified = try JSONValue(parsing: Data(ReplayRun(ReplayRun.session("lunch-tour"), "--verify", "--json").out.utf8))
        XCTAssertEqual(verified["status"], .string("verified"))
        XCTAssertEqual(verified["checkpoints"], .int(40))
        XCTAssertEqual(verified["actions"], .int(40))
    }

    /// The same edited log step by step: every input's checkpoint is judged, the edited one
    /// diverges (with both effects) and the walk goes on, every other input matching.
    func testStepsCarryEachCheckpointsVerdict() throws {
        let edited = try editedLunchTour()
        let result = ReplayRun(edited.path, "--steps", "--json")
        XCTAssertEqual(result.code, .success)
        let steps = try result.out.split(separator: "\n").map { try JSONValue(parsing: Data($0.utf8)) }
        XCTAssertEqual(steps.count, 40, "the walk goes on past the divergence")
        for step in steps where step["seq"] != .int(21) {
            XCTAssertEqual(step["checkpoint"], .string("matched"), "input \(step["seq"]?.inlineText ?? "?")")
        }
        let diverged = try XCTUnwrap(steps.first { $0["seq"] == .int(21) }?["checkpoint"]?["diverged"])
        XCTAssertEqual(diverged["line"], .int(43))
        XCTAssertEqual(diverged["summary"], .string("effects of seq 21 differ"))
        XCTAssertNotEqual(diverged["recordedEffects"], diverged["replayedEffects"])
    }

    /// A log relaunched more often than a verdict lists: the first launches are listed and the
    /// others counted.
    func testAVerdictListsTheFirstLaunchesAndCountsTheOthers() throws {
        let header = try String(contentsOfFile: ReplayRun.session("showcase-favorites"), encoding: .utf8).prefix { $0 != "\n" }
        var lines = [String(header)]
        for seq in 1...1_002 {
            lines.append(#"{"type":"action","seq":\#(seq),"time":"2026-11-18T11:06:40.000Z","action":{"launched":{}}}"#)
            lines.append(#"{"type":"launch","seq":\#(seq),"time":"2026-11-18T11:06:41.000Z","initial":{"name":"launch"}}"#)
        }
        let log = folder.appendingPathComponent("relaunched.jsonl")
        try (lines.joined(separator: "\n") + "\n").write(to: log, atomically: true, encoding: .utf8)
        let verdict = try JSONValue(parsing: Data(ReplayRun(log.path, "--verify", "--json").out.utf8))
        guard case .array(let listed)? = verdict["launches"] else { return XCTFail("\(verdict)") }
        XCTAssertEqual(listed.count, 1_000)
        XCTAssertEqual(verdict["launchesLeftOut"], .int(2))
        XCTAssertEqual(verdict["actions"], .int(1_002))
    }

    /// lunch-tour with the favorites write recorded after input 21 naming Gloria's, not Chuy's.
    private func editedLunchTour() throws -> URL {
        let text = try String(contentsOfFile: ReplayRun.session("lunch-tour"), encoding: .utf8)
        let edited = folder.appendingPathComponent("edited.jsonl")
        try text.replacingOccurrences(of: #""value":"[\"Chuy's\"]"}}]}"#, with: #""value":"[\"Gloria's\"]"}}]}"#)
            .write(to: edited, atomically: true, encoding: .utf8)
        return edited
    }

    /// `--steps --json`, `--verify --json`, `--compare --json` of every bundled session and
    /// `verify Sessions --json`, read line by line with Python's `json` module, which checks the
    /// members each line must have.
    func testEveryOutputParsesWithPythonsJSONModule() throws {
        var files: [String] = []
        func save(_ name: String, _ result: ReplayRun) throws {
            XCTAssertNotEqual(result.code, .badInput, "\(name): \(result.err)")
            let file = folder.appendingPathComponent(name)
            try Data(result.out.utf8).write(to: file)
            files.append(file.path)
        }
        let sessions = try TimelineBrowserTests.bundledSessions()
        for (index, log) in sessions.enumerated() {
            try save("steps-\(index).jsonl", ReplayRun(log, "--steps", "--json"))
            try save("verify-\(index).jsonl", ReplayRun(log, "--verify", "--json"))
            try save("compare-\(index).jsonl", ReplayRun(log, "--compare", log, "--json"))
        }
        try save("verify-dir.jsonl", ReplayRun("verify", ReplayRun.sessions.path, "--json"))
        let script = """
            import json, sys
            required = {
                "steps": {"seq", "time", "input", "action", "changes", "screen", "effects", "skipped"},
                "verify": {"type", "file", "app", "actions", "checkpoints", "status"},
                "compare": {"type", "left", "right", "leftActions", "rightActions", "status"},
            }
            counts = {}
            for path in sys.argv[1:]:
                kind = path.rsplit("/", 1)[1].split("-")[0]
                with open(path, encoding="utf-8") as file:
                    for number, line in enumerate(file, 1):
                        value = json.loads(line)
                        missing = required[kind] - set(value) if value.get("type") != "summary" else set()
                        if missing:
                            sys.exit("%s:%d: missing %s" % (path, number, sorted(missing)))
                        for change in value.get("changes", []):
                            if "path" not in change:
                                sys.exit("%s:%d: a change without a path" % (path, number))
                        counts[kind] = counts.get(kind, 0) + 1
            print(json.dumps(counts, sort_keys=True))
            """
        let run = try ChildProcess(URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script] + files, includeErrors: true)
        XCTAssertEqual(run.code, 0, run.out)
        let counts = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Int], run.out)
        XCTAssertEqual(counts["compare"], sessions.count)
        XCTAssertEqual(counts["verify"], sessions.count * 2 + 1, "one verdict a session, then each log and the summary of verify DIR")
        let inputs = try sessions.map { try String(contentsOfFile: $0, encoding: .utf8).split(separator: "\n")
            .filter { $0.hasPrefix(#"{"type":"action""#) || $0.hasPrefix(#"{"type":"result""#) }.count }.reduce(0, +)
        XCTAssertEqual(counts["steps"], inputs, "one object an input")
    }
}
