import ActionLog
import AppState
import Effects
import Foundation
import LogReplay
import Reducers
import TestSupport
import XCTest

/// What every session test does: replay the committed file, and record it again from its script.
///
/// Set `RECORD_SESSIONS=1` to write re-recorded sessions back into `Sessions/`: each test that
/// writes one fails ("re-recorded; review the diff"); review the diff and run again without it.
/// Without it, a re-recording that differs from the committed file fails the test.
enum SessionHarness {
    /// The repository's root folder, found from this file's path: the one place this test target
    /// finds `Fixtures/`, `Sessions/` and the test server from.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func committedSession(_ name: String) -> URL {
        repositoryRoot.appendingPathComponent("Sessions/\(name).jsonl")
    }

    /// Replays the committed session `name` with every checkpoint verified.
    static func replay<F: Feature>(
        _ feature: F.Type, session name: String, file: StaticString = #filePath, line: UInt = #line
    ) throws -> Replayer<F>.Outcome {
        let opening = try LogOpening(url: committedSession(name))
        let outcome = try Replayer<F>(verify: true).run(opening)
        XCTAssertNil(outcome.divergence, "checkpoint diverged", file: file, line: line)
        XCTAssertNil(outcome.tornTailLine, "torn last line", file: file, line: line)
        XCTAssertEqual(outcome.checkpointsVerified, outcome.lastSeq, "a checkpoint after every action, each verified", file: file, line: line)
        return outcome
    }

    /// Records `name` again into a temporary file with `script`, from the feature's state named
    /// `initial`, checks that the live store's final state equals the replayed one, and that the
    /// bytes equal the committed file.
    static func assertRecordingMatchesCommitted<F: Feature>(
        _ feature: F.Type, session name: String, initial: String = "launch", runner: any EffectRunner,
        file: StaticString = #filePath, line: UInt = #line,
        script: (Store<F>) async throws -> Void
    ) async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let recorded = folder.appendingPathComponent("\(name).jsonl")
        let liveState = try await SessionRecording.record(F.self, to: recorded, initial: initial, runner: runner, script: script)
        let replayed = try Replayer<F>(verify: true).run(LogOpening(url: recorded))
        XCTAssertEqual(replayed.state, liveState, "replayed state differs from the live store's", file: file, line: line)
        XCTAssertNil(replayed.divergence, file: file, line: line)
        try assertMatchesCommitted(recorded, session: name, file: file, line: line)
    }

    /// Checks that the log just `recorded` has the bytes of `Sessions/<name>.jsonl`, after writing
    /// it there first when `RECORD_SESSIONS` is set.
    static func assertMatchesCommitted(
        _ recorded: URL, session name: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let committed = committedSession(name)
        let fresh = try Data(contentsOf: recorded)
        try Rerecording.writeIfAsked(fresh, to: committed, variable: "RECORD_SESSIONS", file: file, line: line)
        XCTAssertEqual(
            fresh, try Data(contentsOf: committed),
            "re-recording \(name) differs from Sessions/\(name).jsonl; rerun with RECORD_SESSIONS=1 and review the diff",
            file: file, line: line)
    }

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("appcore-\(UUID().uuidString)", isDirectory: true)
        // Private whatever the umask: the driver refuses a `--data` folder others can write to.
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        return folder
    }
}
