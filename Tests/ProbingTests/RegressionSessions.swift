import ActionLog
import AppState
import Foundation
import LogReplay
import Probing
import Reducers
import TestSupport
import XCTest

/// The regression sessions under `Sessions/regressions/`: each the log of one bug fixed, written
/// from its inputs by `InputLog` and replayed, every checkpoint verified, by its test.
///
/// Set `RECORD_SESSIONS=1` to write them again: each test that writes one fails by design (review
/// `git diff Sessions/`, then run again without it). Without it, a log whose inputs now give other
/// bytes fails the test.
enum RegressionSessions {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let folder = repositoryRoot.appendingPathComponent("Sessions/regressions")

    /// The bytes of `Fixtures/<app>/<name>`.
    static func fixture(_ app: String, _ name: String) throws -> Data {
        try Data(contentsOf: repositoryRoot.appendingPathComponent("Fixtures/\(app)/\(name)"))
    }

    /// Writes `inputs` to a temporary log, checks it equals `Sessions/regressions/<name>.jsonl`,
    /// replays the committed file with every checkpoint verified, and returns its final state.
    static func replay<F: Feature>(
        _ feature: F.Type, session name: String, inputs: [StoreInput<F>],
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> F.State {
        let committed = folder.appendingPathComponent("\(name).jsonl")
        let fresh = FileManager.default.temporaryDirectory.appendingPathComponent("regression-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: fresh) }
        try InputLog.write(inputs, of: F.self, to: fresh)
        try Rerecording.writeIfAsked(try Data(contentsOf: fresh), to: committed, variable: "RECORD_SESSIONS", file: file, line: line)
        XCTAssertEqual(
            try Data(contentsOf: fresh), try Data(contentsOf: committed),
            "Sessions/regressions/\(name).jsonl differs from its inputs; rerun with RECORD_SESSIONS=1 and review the diff",
            file: file, line: line)
        let outcome = try Replayer<F>(verify: true).run(LogOpening(url: committed))
        XCTAssertNil(outcome.divergence, file: file, line: line)
        XCTAssertEqual(outcome.checkpointsVerified, inputs.count, file: file, line: line)
        return outcome.state
    }

    /// For an answer no store delivers (its scheduler drops every answer nobody waits for): the
    /// log of `inputs` is refused by the replay at `refusedLine`, naming `field`, and the state the
    /// engine's step folds `inputs` to is returned, so that the reducer's own guard is still checked.
    static func refused<F: Feature>(
        _ feature: F.Type, inputs: [StoreInput<F>], atLine refusedLine: Int, field: String,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> F.State {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("refused-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: log) }
        let state = try InputLog.write(inputs, of: F.self, to: log)
        XCTAssertThrowsError(try Replayer<F>(verify: true).run(LogOpening(url: log)), file: file, line: line) { error in
            let refusal = error as? LogError
            XCTAssertEqual(refusal?.line, refusedLine, "\(error)", file: file, line: line)
            guard case .malformed(let named, _)? = refusal?.problem else { return XCTFail("\(error)", file: file, line: line) }
            XCTAssertEqual(named, field, file: file, line: line)
        }
        return state
    }

    /// A `200` answer to the request `id` with `body`.
    static func ok(_ id: EffectID, _ body: Data) -> EffectResult {
        .http(id: id, .success(HTTPResponse(status: 200, headers: [.init(name: "content-type", value: "application/json")], body: body)))
    }
}
