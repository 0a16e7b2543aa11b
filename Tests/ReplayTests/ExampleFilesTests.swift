import Foundation
import TestSupport
import XCTest

/// The Kubernetes Indexed Job and the CI matrix of docs/examples run as written: their `replay
/// verify` lines, run by a real shell for every shard index, verify every log exactly once, and
/// their JSON Lines outputs merge by concatenation.
final class ExampleFilesTests: XCTestCase {
    private var folder: URL!
    private let examples = ReplayRun.root.appendingPathComponent("docs/examples")
    private let corpus = ["showcase-favorites", "showcase-tabs-navigation", "showcase-browser-history"]

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("examples-\(UUID().uuidString)")
        for sub in ["Sessions", "logs", "results", ".build/release"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        for name in corpus {
            for sub in ["Sessions", "logs"] {
                try FileManager.default.copyItem(atPath: ReplayRun.session(name), toPath: folder.appendingPathComponent("\(sub)/\(name).jsonl").path)
            }
        }
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    func testTheCIMatrixRunsAsWritten() throws {
        let workflow = try String(contentsOf: examples.appendingPathComponent("replay-verify-matrix.yml"), encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent(".build/release/replay").path, withDestinationPath: ReplayRun.executable().path)
        let shards = try XCTUnwrap(line(containing: "shard: [", in: workflow)).split(separator: "[")[1].dropLast()
            .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        XCTAssertEqual(shards, ["0", "1", "2", "3"])
        let command = try XCTUnwrap(line(containing: "replay verify", in: workflow)).replacingOccurrences(of: "- run: ", with: "")
        for shard in shards {
            XCTAssertEqual(try shell(command.replacingOccurrences(of: "${{ matrix.shard }}", with: shard)), 0, command)
        }
        let merge = try XCTUnwrap(line(containing: "cat verify-", in: workflow)).replacingOccurrences(of: "- run: ", with: "")
        XCTAssertEqual(try shell(merge), 0, merge)
        try assertEveryLogOnce(folder.appendingPathComponent("verify.jsonl"), shards: 4, prefix: "Sessions/")
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("junit-3.xml").path))
    }

    func testTheKubernetesIndexedJobRunsAsWritten() throws {
        let job = try String(contentsOf: examples.appendingPathComponent("replay-verify-job.yaml"), encoding: .utf8)
        XCTAssertNotNil(line(containing: "completionMode: Indexed", in: job))
        let completions = try XCTUnwrap(Int(XCTUnwrap(line(containing: "completions:", in: job)).split(separator: ":")[1].trimmingCharacters(in: .whitespaces)))
        let command = try XCTUnwrap(line(containing: "replay verify", in: job)).replacingOccurrences(of: "- ", with: "", options: .anchored)
            .replacingOccurrences(of: " /logs", with: " \(folder.path)/logs").replacingOccurrences(of: "\"/results", with: "\"\(folder.path)/results")
        XCTAssertTrue(command.contains("--shard \"$JOB_COMPLETION_INDEX/\(completions)\""), command)
        let directory = try ReplayRun.executable().deletingLastPathComponent().path
        for index in 0..<completions {
            let environment = ["JOB_COMPLETION_INDEX": "\(index)", "PATH": "\(directory):/usr/bin:/bin"]
            XCTAssertEqual(try shell(command, environment: environment), 0, command)
        }
        let merged = folder.appendingPathComponent("verify.jsonl")
        XCTAssertEqual(try shell("cat results/verify-*.jsonl > verify.jsonl"), 0)
        try assertEveryLogOnce(merged, shards: completions, prefix: "\(folder.path)/logs/")
    }

    private func assertEveryLogOnce(_ merged: URL, shards: Int, prefix: String) throws {
        let records = try String(contentsOf: merged, encoding: .utf8).split(separator: "\n").map { line in
            try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        let files = records.filter { $0["type"] as? String == "log" }.compactMap { $0["file"] as? String }.sorted()
        XCTAssertEqual(files, corpus.sorted().map { "\(prefix)\($0).jsonl" })
        XCTAssertEqual(records.filter { $0["type"] as? String == "summary" }.count, shards)
    }

    private func line(containing text: String, in file: String) -> String? {
        file.components(separatedBy: "\n").first { $0.contains(text) }?.trimmingCharacters(in: .whitespaces)
    }

    /// Runs `command` with /bin/sh in the test's folder.
    private func shell(_ command: String, environment: [String: String]? = nil) throws -> Int32 {
        try ChildProcess(URL(fileURLWithPath: "/bin/sh"), ["-c", command], directory: folder, environment: environment).code
    }
}
