import Foundation
import XCTest

#if canImport(FoundationXML)
    import FoundationXML
#endif

@testable import replay

/// `replay verify DIR`: every log of a folder, in parallel, with shards, JSON Lines and JUnit XML.
final class BatchVerifyTests: XCTestCase {
    private var folder: URL!

    /// A small corpus: two sessions, one in a sub-folder, a log with a flipped checkpoint, a file
    /// that is no log, and files that are not looked at (other extensions, hidden folders).
    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("batch-\(UUID().uuidString)")
        let sub = folder.appendingPathComponent("sub"), hidden = folder.appendingPathComponent(".cache")
        for directory in [sub, hidden] { try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true) }
        let favorites = try String(contentsOfFile: ReplayRun.session("showcase-favorites"), encoding: .utf8)
        try favorites.write(to: folder.appendingPathComponent("showcase-favorites.jsonl"), atomically: true, encoding: .utf8)
        try favorites.write(to: hidden.appendingPathComponent("copy.jsonl"), atomically: true, encoding: .utf8)
        try favorites.write(to: folder.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(
            atPath: ReplayRun.session("showcase-browser-history"), toPath: sub.appendingPathComponent("showcase-browser-history.jsonl").path)
        var lines = try String(contentsOfFile: ReplayRun.session("showcase-tabs-navigation"), encoding: .utf8).components(separatedBy: "\n")
        let index = try XCTUnwrap(lines.firstIndex { $0.hasPrefix(#"{"type":"checkpoint","seq":7,"#) })
        let hashStart = try XCTUnwrap(lines[index].range(of: "sha256:")).upperBound
        lines[index].replaceSubrange(hashStart...hashStart, with: lines[index][hashStart] == "0" ? "1" : "0")
        try lines.joined(separator: "\n").write(to: folder.appendingPathComponent("showcase-tabs-navigation.jsonl"), atomically: true, encoding: .utf8)
        try "not a log\n".write(to: folder.appendingPathComponent("broken.jsonl"), atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func testEveryLogGetsAVerdictAndUnreadableMeansExitTwo() {
        let result = ReplayRun("verify", folder.path, "--jobs", "3")
        XCTAssertEqual(result.code, .badInput, "an unreadable file is bad input")
        let lines = result.out.components(separatedBy: "\n")
        XCTAssertEqual(lines.count, 6, result.out)
        XCTAssertEqual(lines[0], "unreadable  \(folder.path)/broken.jsonl:1: line 1 is not an action log header (expected {\"type\":\"header\",\"format\":\"appcore.action-log\",…})")
        XCTAssertEqual(lines[1], "ok          \(folder.path)/showcase-favorites.jsonl (10 actions, 10 checkpoints)")
        XCTAssertTrue(lines[2].hasPrefix("divergence  \(folder.path)/showcase-tabs-navigation.jsonl:15: state after seq 7 hashes to sha256:"), lines[2])
        XCTAssertEqual(lines[3], "ok          \(folder.path)/sub/showcase-browser-history.jsonl (18 actions, 18 checkpoints)")
        XCTAssertTrue(lines[4].hasPrefix("\(folder.path): 4 logs, 35 actions, 34 checkpoints verified in "), lines[4])
        XCTAssertTrue(lines[4].hasSuffix(" s on 3 jobs; 1 diverged, 1 unreadable"), lines[4])
        XCTAssertTrue(result.err.hasPrefix("error: \(folder.path)/broken.jsonl:1: line 1 is not"), result.err)
    }

    func testADivergenceAloneExitsWithOne() throws {
        try FileManager.default.removeItem(at: folder.appendingPathComponent("broken.jsonl"))
        let result = ReplayRun("verify", folder.path, "--jobs=1")
        XCTAssertEqual(result.code, .difference)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("showcase-tabs-navigation.jsonl"))
        XCTAssertEqual(ReplayRun("verify", folder.path).code, .success)
    }

    func testShardsSplitByAStableHashAndTheirJSONMergesByConcatenation() throws {
        // The shard of a path is SHA-256(path inside the folder), first 8 bytes big-endian, mod N.
        XCTAssertEqual(BatchVerifier.shard(of: "showcase-favorites.jsonl", count: 4), 1)
        XCTAssertEqual(BatchVerifier.shard(of: "showcase-tabs-navigation.jsonl", count: 4), 2)
        XCTAssertEqual(BatchVerifier.shard(of: "sub/showcase-browser-history.jsonl", count: 4), 2)
        let shards = (0..<4).map { ReplayRun("verify", folder.path, "--shard", "\($0)/4", "--json") }
        let merged = shards.map(\.out).joined()
        let records = try merged.split(separator: "\n").map { line in
            try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        let logs = records.filter { $0["type"] as? String == "log" }
        let files = logs.compactMap { ($0["file"] as? String)?.replacingOccurrences(of: folder.path + "/", with: "") }.sorted()
        XCTAssertEqual(files, ["broken.jsonl", "showcase-favorites.jsonl", "showcase-tabs-navigation.jsonl", "sub/showcase-browser-history.jsonl"])
        let summaries = records.filter { $0["type"] as? String == "summary" }
        XCTAssertEqual(summaries.compactMap { $0["shard"] as? String }, ["0/4", "1/4", "2/4", "3/4"])
        XCTAssertEqual(summaries.compactMap { $0["logs"] as? Int }.reduce(0, +), 4)
        let diverged = try XCTUnwrap(logs.first { $0["status"] as? String == "diverged" })
        XCTAssertEqual(diverged["seq"] as? Int, 7)
        XCTAssertEqual(diverged["line"] as? Int, 15)
        XCTAssertEqual(BatchVerifier.shard(of: "broken.jsonl", count: 4), 2)
        XCTAssertEqual(shards.map(\.code), [.success, .success, .badInput, .success])
    }

    func testJUnitReportHasOneCasePerLog() throws {
        let junit = folder.appendingPathComponent("junit.xml")
        _ = ReplayRun("verify", folder.path, "--junit", junit.path)
        let document = try XMLDocument(contentsOf: junit)
        let suite = try XCTUnwrap(document.rootElement()?.elements(forName: "testsuite").first)
        XCTAssertEqual(suite.attribute(forName: "tests")?.stringValue, "4")
        XCTAssertEqual(suite.attribute(forName: "failures")?.stringValue, "1")
        XCTAssertEqual(suite.attribute(forName: "errors")?.stringValue, "1")
        let cases = suite.elements(forName: "testcase")
        XCTAssertEqual(cases.count, 4)
        let failure = try XCTUnwrap(cases[2].elements(forName: "failure").first)
        XCTAssertTrue(failure.stringValue?.contains("showcase-tabs-navigation.jsonl:15: seq 7: state after seq 7") ?? false)
        XCTAssertEqual(cases[0].elements(forName: "error").count, 1)
        XCTAssertEqual(cases[1].attribute(forName: "classname")?.stringValue, "replay.verify.showcase")
    }

    func testBadBatchArgumentsAreErrors() {
        XCTAssertEqual(ReplayRun("verify", folder.appendingPathComponent("missing").path).err, "error: \(folder.path)/missing: no such folder\n")
        let file = ReplayRun.session("showcase-favorites")
        XCTAssertEqual(ReplayRun("verify", file).err, "error: \(file): is a file, not a folder; to verify one log, run: replay \(file) --verify\n")
        for bad in [["--shard", "4/4"], ["--shard", "1"], ["--shard", "-1/2"], ["--jobs", "0"]] {
            let result = ReplayRun(["verify", folder.path] + bad)
            XCTAssertEqual(result.code, .badInput, "\(bad)")
            XCTAssertTrue(result.err.contains("usage: replay verify <dir>"), result.err)
        }
    }
}
