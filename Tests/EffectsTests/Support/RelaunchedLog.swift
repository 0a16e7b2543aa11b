import ActionLog
import AppState
import Foundation
import LogReplay
import Reducers
import XCTest

/// A log that several processes wrote one after the other, each continuing it after a relaunch:
/// checks that it verifies, with the state compared at every launch and at the end of every
/// process, and that it replays to the states the processes showed.
enum RelaunchedLog {
    /// Replays `log` with every checkpoint verified and checks, for processes that last showed
    /// `states` (in order, the first one the log's header started):
    /// - no divergence, no torn line, and one launch line per process after the first;
    /// - each launch follows the last input of the process before it (the input line just before
    ///   it, and `lastSeqs` when the caller knows them), starts from the state named `launch`,
    ///   carries that state's hash, and names `program` as its writer, as the header does (no
    ///   writer when `nil`);
    /// - each process's last state was hashed (by the checkpoint of its last input, or by the
    ///   state-only checkpoint a store adds when it closes its log), and every hash was compared:
    ///   each checkpoint's and each launch's;
    /// - replaying up to the end of launch `k` gives the state process `k` last showed, and the
    ///   whole log the last one's.
    @discardableResult
    static func verify<F: Feature>(
        _ feature: F.Type, _ log: URL, states: [JSONValue], lastSeqs: [Int]? = nil, program: String?,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> Replayer<F>.Outcome {
        let outcome = try Replayer<F>(verify: true).run(LogOpening(url: log))
        XCTAssertNil(outcome.divergence, "the relaunched log verifies", file: file, line: line)
        XCTAssertNil(outcome.tornTailLine, file: file, line: line)
        XCTAssertEqual(outcome.launches.count, states.count - 1, "a launch line per relaunch", file: file, line: line)
        XCTAssertEqual(outcome.launches.map(\.number), states.indices.dropFirst().map { $0 + 1 }, file: file, line: line)

        let lines = try String(contentsOf: log, encoding: .utf8).split(separator: "\n").map { try JSONValue(parsing: Data($0.utf8)) }
        var lastInput = 0
        var processEnds: [Int] = []
        var hashed: Set<Int> = []
        var checkpoints = 0
        for entry in lines.dropFirst() {
            guard case .string(let type)? = entry["type"], case .int(let seq)? = entry["seq"] else {
                XCTFail("a line without type or seq: \(entry)", file: file, line: line)
                continue
            }
            switch type {
            case "action", "result": lastInput = Int(seq)
            case "checkpoint":
                checkpoints += 1
                if entry["state"] != nil { hashed.insert(Int(seq)) }
            case "launch":
                XCTAssertEqual(Int(seq), lastInput, "a launch follows the last input of the process before it", file: file, line: line)
                XCTAssertEqual(entry["initial"], .object([("name", .string("launch"))]), file: file, line: line)
                XCTAssertNotNil(entry["state"], "a launch carries its initial state's hash", file: file, line: line)
                XCTAssertEqual(entry["writer"]?["program"], program.map { .string($0) }, file: file, line: line)
                processEnds.append(Int(seq))
            default: XCTFail("unexpected line type \(type)", file: file, line: line)
            }
        }
        processEnds.append(lastInput)
        XCTAssertEqual(lines.first?["writer"]?["program"], program.map { .string($0) }, "the header names the first process's writer", file: file, line: line)
        if let lastSeqs {
            XCTAssertEqual(processEnds, lastSeqs, "each launch follows the last input that process reported", file: file, line: line)
        }
        XCTAssertEqual(processEnds.filter { !hashed.contains($0) }, [], "each process's last state is hashed", file: file, line: line)
        XCTAssertEqual(
            outcome.checkpointsVerified, checkpoints + outcome.launches.count,
            "every checkpoint and every launch's hash was compared", file: file, line: line)
        XCTAssertEqual(outcome.lastSeq, lastInput, file: file, line: line)

        for (index, shown) in states.enumerated() {
            let replayed = try Replayer<F>(untilLaunch: index + 1).run(LogOpening(url: log))
            XCTAssertEqual(
                try canonical(JSONValue(encoding: replayed.state)), canonical(shown),
                "replaying up to the end of launch \(index + 1) gives the state that process last showed", file: file, line: line)
        }
        XCTAssertEqual(
            try canonical(JSONValue(encoding: outcome.state)), states.last.map(canonical), "the log replays to the state the last process showed",
            file: file, line: line)
        return outcome
    }

    /// `value` as canonical JSON text, so that a difference reads as text.
    private static func canonical(_ value: JSONValue) -> String {
        String(decoding: CanonicalWriter.bytes(of: value), as: UTF8.self)
    }
}
