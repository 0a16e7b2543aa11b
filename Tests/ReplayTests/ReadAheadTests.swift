import ActionLog
import AppState
import Foundation
import LogReplay
import Reducers
import TestSupport
import XCTest

/// A log read on a thread of its own, ahead of the fold (`Replayer.ReadAhead`), replays as one
/// read line by line as the fold reaches it: the same state, checkpoints, divergence, error, torn
/// last line and migration report, whether the walk reads to the end or stops before it, and
/// whether that thread decodes no result or every one (a long log's replay decodes some).
final class ReadAheadTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every bundled, regression and frozen log.
    private static func logs() throws -> [URL] {
        let folders = ["Sessions", "Sessions/regressions"] + (try FileManager.default.contentsOfDirectory(
            atPath: root.appendingPathComponent("Tests/Compatibility").path)).sorted().map { "Tests/Compatibility/" + $0 }
        return try folders.flatMap { folder -> [URL] in
            let url = root.appendingPathComponent(folder)
            guard (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true else { return [] }
            return try FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)
                .filter { $0.pathExtension == "jsonl" }.sorted { $0.path < $1.path }
        }
    }

    func testEveryLogReplaysAndVerifiesAlikeReadAheadOrNot() throws {
        var logs = 0
        for log in try Self.logs() {
            for verify in [false, true] {
                XCTAssertTrue(try Self.replays(log, options: ReplayOptions(verify: verify)).alike, "\(log.lastPathComponent), verify: \(verify)")
            }
            logs += 1
        }
        XCTAssertGreaterThanOrEqual(logs, 60, "the bundled sessions, the regression logs and the frozen logs")
    }

    /// Stopped at every input of the frozen format-1 and format-2 logs (whose actions the upcasters
    /// migrate), the walk's migration report counts only the lines up to there, as a reader that
    /// read no further does: what the thread read ahead is taken back.
    func testAWalkStoppedAtAnyInputReportsOnlyTheLinesUpToThere() throws {
        var stops = 0
        for log in try Self.logs() where log.path.contains("/Compatibility/v1/") || log.path.contains("/Compatibility/v2/") {
            let lastSeq = try Self.replays(log, options: ReplayOptions()).alone.lastSeq
            for until in 0...lastSeq {
                XCTAssertTrue(try Self.replays(log, options: ReplayOptions(until: until)).alike, "\(log.lastPathComponent), until \(until)")
                stops += 1
            }
        }
        XCTAssertGreaterThan(stops, 100)
    }

    /// A checkpoint made to differ in the middle of a bundled session: `--verify` stops at the same
    /// divergence either way, with the same report.
    func testADivergenceStopsBothWalksAtTheSameCheckpoint() throws {
        let folder = try temporaryFolder("read-ahead-divergence")
        let source = Self.root.appendingPathComponent("Sessions/showcase-favorites.jsonl")
        var lines = try String(contentsOf: source, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let checkpoints = lines.indices.filter { lines[$0].contains(#""state":"sha256:"#) }
        let changed = try XCTUnwrap(checkpoints.dropFirst(checkpoints.count / 2).first)
        lines[changed] = Self.withHash(lines[changed], "sha256:" + String(repeating: "0", count: 64))
        let log = folder.appendingPathComponent("diverged.jsonl")
        try lines.joined(separator: "\n").write(to: log, atomically: true, encoding: .utf8)
        let (alike, alone) = try Self.replays(log, options: ReplayOptions(verify: true))
        XCTAssertTrue(alike)
        XCTAssertEqual(alone.divergenceLine, changed + 1, "the changed checkpoint's line")
    }

    /// A line missing in the middle of a bundled session (a gap in the inputs' numbers), and a last
    /// line torn by a crash: the same error on the same line, the same torn line.
    func testAnErrorAndATornLineAreReportedAlike() throws {
        let folder = try temporaryFolder("read-ahead-errors")
        let source = Self.root.appendingPathComponent("Sessions/showcase-browser-history.jsonl")
        let lines = try String(contentsOf: source, encoding: .utf8).split(separator: "\n").map(String.init)
        let inputs = lines.indices.filter { lines[$0].hasPrefix(#"{"type":"action""#) }
        let removed = inputs[inputs.count / 2]

        let gap = folder.appendingPathComponent("gap.jsonl")
        try (lines.enumerated().filter { $0.offset != removed }.map(\.element).joined(separator: "\n") + "\n")
            .write(to: gap, atomically: true, encoding: .utf8)
        let (gapAlike, gapAlone) = try Self.replays(gap, options: ReplayOptions())
        XCTAssertTrue(gapAlike)
        XCTAssertEqual(gapAlone.error?.line, removed + 1, "the line after the one taken out")
        // Stopped before the gap, neither walk meets it.
        let (beforeAlike, beforeAlone) = try Self.replays(gap, options: ReplayOptions(until: 2))
        XCTAssertTrue(beforeAlike)
        XCTAssertNil(beforeAlone.error)

        let torn = folder.appendingPathComponent("torn.jsonl")
        try (lines.joined(separator: "\n") + "\n" + #"{"type":"action","seq":"#).write(to: torn, atomically: true, encoding: .utf8)
        let (tornAlike, tornAlone) = try Self.replays(torn, options: ReplayOptions())
        XCTAssertTrue(tornAlike)
        XCTAssertEqual(tornAlone.tornTailLine, lines.count + 1)
        let (stoppedAlike, stoppedAlone) = try Self.replays(torn, options: ReplayOptions(until: 2))
        XCTAssertTrue(stoppedAlike)
        XCTAssertNil(stoppedAlone.tornTailLine, "a walk that stops before the last line does not reach it")
    }

    /// Read ahead in batches of two or three lines, one or three batches ahead, and stopped after each line
    /// of the frozen logs: the migration report and the torn line are a plain reader's after the
    /// same lines, whatever the thread had read by then.
    func testStoppingTakesBackWhatWasReadAheadAcrossBatches() throws {
        var stops = 0
        for log in try Self.logs() where log.path.contains("/Compatibility/") {
            stops += try Self.compareStops(Self.feature(of: log), log)
        }
        XCTAssertGreaterThan(stops, 200)
    }

    /// Every result of the bundled sessions decoded by the reading thread is handed to the walk
    /// with the action the step decodes it to; every other line with none.
    func testTheReadingThreadDecodesEachResultAsTheStepDoes() throws {
        var results = 0
        for log in try Self.logs() where log.path.contains("/Sessions/") {
            results += try Self.decodedResults(Self.feature(of: log), log)
        }
        XCTAssertGreaterThan(results, 300)
    }

    /// A long log stopped after its first line: the thread reads no more than the batches it may
    /// keep ahead, and stopping it does not wait for the rest of the log.
    func testAStoppedReaderReadsOnlyTheBatchesItMayKeepAhead() throws {
        let log = try temporaryFolder("read-ahead-long").appendingPathComponent("long.jsonl")
        var text = #"{"actionSchema":5,"app":"showcase","format":"appcore.action-log","initial":{"name":"launch"},"stateSchema":4,"type":"header","version":2}"# + "\n"
        for seq in 1...20_000 {
            text += #"{"type":"action","seq":\#(seq),"time":"2026-11-18T11:06:40.000Z","action":{"launched":{}}}"# + "\n"
        }
        try text.write(to: log, atomically: true, encoding: .utf8)
        let reader = try LogReader<ShowcaseAction, EffectResult>(LogOpening(url: log), schema: ShowcaseFeature.logSchema)
        let readAhead = LogReadAhead(reader, batchLines: 4, batchesAhead: 2)
        XCTAssertEqual(try readAhead.next()?.line, 2)
        let stopped = readAhead.stop()
        XCTAssertLessThanOrEqual(reader.linesReadFromCursor, 4 * 4, "the batch taken, two ahead and one waiting for room")
        XCTAssertEqual(stopped.migration.cases.map(\.unchanged), [1], "only the line taken is counted")
        XCTAssertNil(stopped.tornTailLine)
    }

    // MARK: - Helpers

    /// The options a replay is run with, for any app.
    private struct ReplayOptions {
        var until: Int?
        var verify = false
    }

    /// What the replay read as the fold reaches each line found, for the assertions on it.
    private struct Found {
        var lastSeq = 0
        var divergenceLine: Int?
        var tornTailLine: Int?
        var error: LogError?
    }

    /// Whether `log` read ahead (decoding no result on the reading thread, then every result) and
    /// read as the fold reaches each line found the same (equal outcomes, or equal errors), and
    /// what the last found.
    private static func replays(_ log: URL, options: ReplayOptions) throws -> (alike: Bool, alone: Found) {
        try replays(feature(of: log), log, options)
    }

    /// The feature the header of `log` names.
    private static func feature(of log: URL) throws -> any Feature.Type {
        try XCTUnwrap(FeatureRegistry.standard.feature(named: LogOpening(url: log).header.app), log.path)
    }

    private static func replays<F: Feature>(_: F.Type, _ log: URL, _ options: ReplayOptions) throws -> (alike: Bool, alone: Found) {
        func outcome(_ readAhead: Replayer<F>.ReadAhead) throws -> Swift.Result<Replayer<F>.Outcome, LogError> {
            let opening = try LogOpening(url: log)
            return Swift.Result { () throws(LogError) in
                try Replayer<F>(until: options.until, verify: options.verify, readAhead: readAhead).run(opening)
            }
        }
        let ahead = try outcome(.always), decodedAhead = try outcome(.alwaysDecodingResults), alone = try outcome(.never)
        let alike = ahead == alone && decodedAhead == alone
        switch alone {
        case .success(let found):
            return (alike, Found(lastSeq: found.lastSeq, divergenceLine: found.divergence?.line, tornTailLine: found.tornTailLine))
        case .failure(let error): return (alike, Found(error: error))
        }
    }

    /// Reads `log` ahead, every result decoded by the reading thread, and checks each line's
    /// decoded action against the step's own decoding; the results met.
    private static func decodedResults<F: Feature>(_: F.Type, _ log: URL) throws -> Int {
        let reader = try LogReader<F.Action, EffectResult>(LogOpening(url: log), schema: F.logSchema)
        let decoding = LogReadAhead<F.Action, EffectResult, F.Action?>.ResultDecoding(everyResult: true) { StoreInput<F>.result(copy $0).action }
        let readAhead = LogReadAhead(reader, batchLines: 3, batchesAhead: 2, decoding: decoding)
        var results = 0
        while let (line, entry) = try readAhead.next() {
            let decoded = readAhead.takeDecoded()
            guard case .result(_, _, let result) = entry else {
                XCTAssertTrue(decoded == nil, "\(log.lastPathComponent), line \(line)")
                continue
            }
            let action = try XCTUnwrap(decoded, "\(log.lastPathComponent), line \(line): not decoded")
            XCTAssertEqual(action, F.action(for: result), "\(log.lastPathComponent), line \(line)")
            results += 1
        }
        return results
    }

    /// Stops a read-ahead reader of `log` after each line, against a plain reader that read as many.
    private static func compareStops<F: Feature>(_: F.Type, _ log: URL) throws -> Int {
        let plain = try LogReader<F.Action, EffectResult>(LogOpening(url: log), schema: F.logSchema)
        var lines = 0
        var stops = 0
        while true {
            // Batches of three lines end on an action as often as on a checkpoint.
            for (batchLines, batchesAhead) in [(2, 1), (2, 3), (3, 1), (3, 3)] {
                let reader = try LogReader<F.Action, EffectResult>(LogOpening(url: log), schema: F.logSchema)
                let readAhead = LogReadAhead(reader, batchLines: batchLines, batchesAhead: batchesAhead)
                for _ in 0..<lines { _ = try readAhead.next() }
                let stopped = readAhead.stop()
                XCTAssertEqual(
                    stopped.migration, plain.migration, "\(log.lastPathComponent) after \(lines) lines, \(batchLines) a batch, \(batchesAhead) ahead")
                XCTAssertEqual(stopped.tornTailLine, plain.tornTailLine, "\(log.lastPathComponent) after \(lines) lines")
                stops += 1
            }
            guard (try? plain.next()) != nil else { return stops }
            lines += 1
        }
    }

    /// `line`, a checkpoint, with its state hash replaced by `hash`.
    private static func withHash(_ line: String, _ hash: String) -> String {
        guard let start = line.range(of: #""state":""#), let end = line[start.upperBound...].firstIndex(of: "\"") else { return line }
        return line.replacingCharacters(in: start.upperBound..<end, with: hash)
    }
}
