import ActionLog
import AppState
import Foundation
import LogReplay
import Reducers
import XCTest

/// The compatibility promise: every frozen log under `Tests/Compatibility/` (copied byte for byte
/// from the build that wrote it, never recorded again) replays through this build's upcasters to
/// the final state frozen beside it, every checkpoint verified, and any JSON reader reads every log
/// we ship.
final class CompatibilityCorpusTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private static let corpus = root.appendingPathComponent("Tests/Compatibility")

    private static func logs(in folder: URL) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "jsonl" }.sorted { $0.path < $1.path }
    }

    func testEveryFrozenLogReachesItsFrozenFinalState() throws {
        // Each folder of the corpus, with how many logs it freezes and why.
        let folders: [(name: String, count: Int, holds: String)] = [
            ("v1", 9, "the nine sessions bundled with format 1"),
            ("v2", 10, "the nine sessions of format 2, and films under its action schema 2"),
            ("v2-states", 7, "lunch, places and showcase under the state schemas before one load status; dining before cards showing what is there"),
            ("v2-spelled", 6, "one per app, its launches spelling out states with positional keys"),
            ("v2-positional", 9, "the nine bundled sessions under the last state schemas with positional keys"),
            ("v2-before-files", 1, "films under action schema 4 and state schema 3, before the bundled files"),
            ("v2-before-pictures", 2, "the two dining sessions before the reservation's pictures were loaded"),
        ]
        var logs: [URL] = []
        for folder in folders {
            let frozen = try Self.logs(in: Self.corpus.appendingPathComponent(folder.name))
            XCTAssertEqual(frozen.count, folder.count, folder.holds)
            logs += frozen
        }
        for log in logs {
            let frozen = log.deletingPathExtension().appendingPathExtension("state.json")
            let expected = try String(contentsOf: frozen, encoding: .utf8)
            let opening = try LogOpening(url: log)
            let feature = try XCTUnwrap(FeatureRegistry.standard.feature(named: opening.header.app))
            let replay = try Self.replay(feature, opening)
            XCTAssertEqual(replay.finalState + "\n", expected, "\(log.lastPathComponent) reaches its frozen state")
            XCTAssertNil(replay.divergence, log.lastPathComponent)
            if opening.header.stateSchema == feature.stateSchemaVersion {
                XCTAssertGreaterThan(replay.verified, 0, "its checkpoints are still verified")
            } else {
                XCTAssertGreaterThan(replay.notComparable, 0, "\(log.lastPathComponent): state schema raised since")
            }
            XCTAssertEqual(replay.migration.format.from, opening.header.version)
            XCTAssertEqual(replay.migration.actionSchema.from, opening.header.actionSchema)
        }
    }

    func testFormatOneLogsReportEveryCaseTheyMigrated() throws {
        let url = Self.corpus.appendingPathComponent("v1/showcase-favorites.jsonl")
        let outcome = try Replayer<ShowcaseFeature>().run(LogOpening(url: url))
        XCTAssertEqual(outcome.migration.steps, [
            "1 → 2: positional values (_0, _1…) named; nested actions spelled as paths",
            "2 → 3: browser load reports may name their load (request); older ones name none",
            "3 → 4: the browser's linkFollowed and redirected added; older actions are unchanged",
            "4 → 5: failed favorites writes added; every schema 4 action reads the same",
        ])
        XCTAssertEqual(outcome.migration.cases, [
            MigrationReport.CaseCount(caseName: "favorites.restored", migrated: 1),
            MigrationReport.CaseCount(caseName: "favorites.toggled", migrated: 4),
            MigrationReport.CaseCount(caseName: "launched", unchanged: 1),
        ])
    }

    func testTheFilmsSchemaStepIsTakenByItsFrozenLog() throws {
        let url = Self.corpus.appendingPathComponent("v2/films-favorites-schema2.jsonl")
        let outcome = try Replayer<FilmsFeature>(verify: true).run(LogOpening(url: url))
        XCTAssertNil(outcome.divergence)
        XCTAssertEqual(outcome.migration.steps, [
            #"2 → 3: returnTapped renamed returnedToList, with via: "button""#, "3 → 4: positional values (_0, _1…) of typed errors named",
            "4 → 5: bundled-file reads added; every schema 4 action reads the same",
        ])
        XCTAssertEqual(outcome.migration.cases.first { $0.caseName == "returnedToList" }?.migrated, 1)
    }

    /// Dining action schema 4 → 5: this build loads the reservation's pictures once it is read,
    /// which no build of schema 4 did. The frozen log's checkpoints are reported not comparable
    /// (none diverges) while the same inputs do return the image loads now; a log of schema 5
    /// whose recorded effects differ still diverges.
    func testDiningEffectsBeforeThePicturesAreNotComparable() throws {
        let url = Self.corpus.appendingPathComponent("v2-before-pictures/dining-mode.jsonl")
        var walk = try Replayer<DiningFeature>(verify: true).walk(LogOpening(url: url))
        XCTAssertFalse(walk.effectsComparable)
        var read: Step<DiningFeature>?
        while read == nil, let step = try walk.next() {
            if case .reservationRead? = step.action { read = step }
        }
        let step = try XCTUnwrap(read)
        XCTAssertEqual(step.recorded?.effects, .array([]), "schema 4 loaded no picture")
        XCTAssertEqual(step.effects.count, 4, "the picture and the three dishes' photos")
        let outcome = try Replayer<DiningFeature>(verify: true).run(LogOpening(url: url))
        XCTAssertNil(outcome.divergence)
        XCTAssertEqual(outcome.checkpointsNotComparable, outcome.lastSeq)
        XCTAssertEqual(outcome.checkpointsVerified, 0)

        // The same log claiming action schema 5 (its state hashes stay of schema 4, not compared):
        // its empty effects after the read are a divergence.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("compat-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let relabeled = folder.appendingPathComponent("dining-mode.jsonl")
        let text = try String(contentsOf: url, encoding: .utf8)
            .replacingOccurrences(of: #"{"actionSchema":4,"#, with: #"{"actionSchema":5,"#)
        try text.write(to: relabeled, atomically: true, encoding: .utf8)
        let diverged = try Replayer<DiningFeature>(verify: true).run(LogOpening(url: relabeled))
        XCTAssertEqual(diverged.divergence?.seq, step.seq)
    }

    func testPythonReadsEveryBundledAndFrozenLog() throws {
        let logs = try Self.logs(in: Self.root.appendingPathComponent("Sessions"))
            + Self.logs(in: Self.root.appendingPathComponent("Sessions/regressions"))
            + Self.logs(in: Self.corpus.appendingPathComponent("v1"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.corpus.appendingPathComponent("read_logs.py").path] + logs.map(\.path)
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, text)
        XCTAssertTrue(text.hasPrefix("read \(logs.count) logs, "), text)
    }

    private struct Replay {
        var finalState: String
        var divergence: String?
        var verified: Int
        /// Checkpoints whose state hashes an older state schema (their effects are still compared).
        var notComparable: Int
        var migration: MigrationReport
    }

    private static func replay<F: Feature>(_ feature: F.Type, _ opening: LogOpening) throws -> Replay {
        let outcome = try Replayer<F>(verify: true).run(opening)
        return Replay(
            finalState: String(decoding: try CanonicalJSON.encode(outcome.state), as: UTF8.self),
            divergence: outcome.divergence.map { "\($0)" }, verified: outcome.checkpointsVerified,
            notComparable: outcome.checkpointsNotComparable,
            migration: outcome.migration)
    }
}
