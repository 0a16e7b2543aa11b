import ActionLog
import AppState
import Foundation
import LogReplay
import Reducers
import XCTest

/// The log's own byte parser and tree encoder against the slow reference route through Foundation's
/// `JSONDecoder` and `JSONEncoder`: every line of every bundled and frozen session decodes to the
/// same tree both ways, and every state the bundled sessions pass through encodes to the same
/// canonical bytes (so the same state hashes) both ways. (The frozen logs' verified checkpoints
/// check the hashes of theirs.)
final class DecoderDifferentialTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private static func logs() throws -> [URL] {
        try ["Sessions", "Tests/Compatibility/v1", "Tests/Compatibility/v2"].flatMap { folder in
            try FileManager.default.contentsOfDirectory(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
                .filter { $0.pathExtension == "jsonl" }.sorted { $0.path < $1.path }
        }
    }

    func testEveryLineDecodesToTheSameTreeBothWays() throws {
        let logs = try Self.logs()
        XCTAssertGreaterThanOrEqual(logs.count, 30, "the bundled sessions, nine frozen format-1 logs, ten frozen format-2 logs (more may be added)")
        var lines = 0
        for log in logs {
            let text = try Data(contentsOf: log)
            for (index, line) in text.split(separator: UInt8(ascii: "\n")).enumerated() {
                let fast = try JSONValue(parsing: Data(line))
                let reference = try JSONValue(referenceParsing: Data(line))
                XCTAssertEqual(fast, reference, "\(log.lastPathComponent):\(index + 1)")
                lines += 1
            }
        }
        XCTAssertGreaterThan(lines, 1000)
    }

    /// Every bundled, regression and frozen log read by the log reader twice: lines in this build's
    /// spelling straight from their bytes (`LogCursor`), then every line through the tree. Both
    /// give the same lines (compared by their encoding), the same migration report, and the cursor
    /// reads every line the bundled sessions hold: inputs, checkpoints and launches.
    func testEveryLineReadsAlikeFromTheCursorAndTheTree() throws {
        let folders = ["Sessions", "Sessions/regressions"] + (try FileManager.default.contentsOfDirectory(
            atPath: Self.root.appendingPathComponent("Tests/Compatibility").path)).map { "Tests/Compatibility/" + $0 }
        var logs = 0
        for folder in folders {
            let url = Self.root.appendingPathComponent(folder)
            guard (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true else { continue }
            for log in try FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)
            where log.pathExtension == "jsonl" {
                let opening = try LogOpening(url: log)
                let feature = try XCTUnwrap(FeatureRegistry.standard.feature(named: opening.header.app), log.path)
                let (lines, fromCursor) = try Self.compareReads(feature, log)
                if folder.hasPrefix("Sessions") {
                    XCTAssertEqual(fromCursor, lines, "\(log.lastPathComponent): every line of a bundled session is in this build's spelling")
                }
                logs += 1
            }
        }
        XCTAssertGreaterThanOrEqual(logs, 40)
    }

    /// A log of an older action schema is read from the cursor wherever no upcaster can change a
    /// line (it was read wholly through the tree until round twenty-five of `docs/performance.md`):
    /// every line, where each step since its schema only added spellings (Showcase's since schema
    /// 2, Dining's 4 → 5, Films' 4 → 5), and at least every result and checkpoint where steps
    /// rewrite actions (no step rewrites them). The lines must read as the tree reads them
    /// (`compareReads`).
    func testOlderSchemaLogsAreReadFromTheCursorWhereNoStepRewritesTheirLines() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Tests/Compatibility").path)
            .filter { $0.hasPrefix("v2") }
        var wholly: Set<String> = [], logs = 0
        for folder in folders {
            let url = Self.root.appendingPathComponent("Tests/Compatibility/" + folder)
            for log in try FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil) where log.pathExtension == "jsonl" {
                let header = try LogOpening(url: log).header
                let feature = try XCTUnwrap(FeatureRegistry.standard.feature(named: header.app))
                let steps = feature.logSchema.upcasters.filter { $0.from >= header.actionSchema }
                let (lines, fromCursor) = try Self.compareReads(feature, log)
                let fileLines = try String(contentsOf: log, encoding: .utf8).components(separatedBy: "\n").filter { !$0.isEmpty }
                let actions = fileLines.filter { $0.hasPrefix(#"{"type":"action""#) }.count
                XCTAssertEqual(lines, fileLines.count - 1, "\(folder)/\(log.lastPathComponent): every line after the header read")
                if steps.allSatisfy({ $0.rewrittenCases == [] }) {
                    XCTAssertEqual(fromCursor, lines, "\(folder)/\(log.lastPathComponent): no step since its schema rewrites an action")
                    wholly.insert(folder + "/" + log.lastPathComponent)
                } else {
                    XCTAssertGreaterThanOrEqual(fromCursor, lines - actions, "\(folder)/\(log.lastPathComponent): results and checkpoints")
                }
                logs += 1
            }
        }
        XCTAssertGreaterThanOrEqual(logs, 35)
        XCTAssertTrue(
            wholly.isSuperset(of: ["v2-before-pictures/banner-drag.jsonl", "v2-before-pictures/dining-mode.jsonl", "v2-before-files/films-favorites.jsonl"]),
            "Dining's and Films' schema-4 logs: the steps since only add spellings; read wholly: \(wholly.sorted())")
    }

    /// The lines of `log` read from the cursor and through the tree; how many there are, and how
    /// many the cursor read.
    private static func compareReads<F: Feature>(_ feature: F.Type, _ log: URL) throws -> (lines: Int, fromCursor: Int) {
        let cursor = try LogReader<F.Action, EffectResult>(LogOpening(url: log), schema: F.logSchema)
        let tree = try LogReader<F.Action, EffectResult>(LogOpening(url: log), schema: F.logSchema)
        tree.readsFromCursor = false
        var lines = 0
        while true {
            let fast = Swift.Result { () throws(LogError) in try cursor.next() }
            let reference = Swift.Result { () throws(LogError) in try tree.next() }
            switch (fast, reference) {
            case (.success(let fast?), .success(let reference?)):
                XCTAssertEqual(fast.line, reference.line, log.lastPathComponent)
                XCTAssertEqual(fast.entry.encodedBytes(), reference.entry.encodedBytes(), "\(log.lastPathComponent):\(fast.line)")
                lines += 1
            case (.success(nil), .success(nil)):
                XCTAssertEqual(cursor.migration, tree.migration, log.lastPathComponent)
                XCTAssertEqual(cursor.tornTailLine, tree.tornTailLine, log.lastPathComponent)
                XCTAssertEqual(tree.linesReadFromCursor, 0)
                return (lines, cursor.linesReadFromCursor)
            case (.failure(let fast), .failure(let reference)):
                XCTAssertEqual(fast, reference, log.lastPathComponent)
                return (lines, cursor.linesReadFromCursor)
            default:
                XCTFail("\(log.lastPathComponent): \(fast) but \(reference)")
                return (lines, cursor.linesReadFromCursor)
            }
        }
    }

    func testEveryStateOfEveryBundledSessionEncodesToTheSameBytesBothWays() throws {
        for log in try Self.logs() where log.path.contains("/Sessions/") {
            let opening = try LogOpening(url: log)
            let feature = try XCTUnwrap(FeatureRegistry.standard.feature(named: opening.header.app))
            let steps = try Self.compareStates(feature, opening)
            XCTAssertGreaterThan(steps, 0, log.lastPathComponent)
        }
    }

    private static func compareStates<F: Feature>(_ feature: F.Type, _ opening: LogOpening) throws -> Int {
        var steps = 0
        var failure: String?
        _ = try Replayer<F>().run(opening) { step in
            steps += 1
            guard failure == nil else { return }
            do {
                let fast = try CanonicalJSON.encode(step.after)
                let reference = try CanonicalJSON.referenceEncode(step.after)
                if fast != reference { failure = "\(opening.url.lastPathComponent):\(step.line ?? 0) encodes differently" }
            } catch {
                failure = "\(opening.url.lastPathComponent):\(step.line ?? 0): \(error)"
            }
        }
        if let failure { XCTFail(failure) }
        return steps
    }
}
