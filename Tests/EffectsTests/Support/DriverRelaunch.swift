import ActionLog
import Foundation
import LogReplay
import Reducers
import XCTest

/// `appcore drive` run several times on one log and one data folder, one process after the other,
/// as an app is relaunched.
enum DriverRelaunch {
    /// What one process sends, waiting for the results it needs before each action.
    typealias Script = (DriverSession) async throws -> Void

    /// What one process wrote: one line per input, each with the whole state after it (`--state`).
    struct Run {
        var lines: [JSONValue]

        var seqs: [Int] { lines.compactMap { if case .int(let seq)? = $0["seq"] { Int(seq) } else { nil } } }
        var lastState: JSONValue? { lines.last?["state"] }

        /// The results of `kind` (`http`, `image`, `loaded`, `persisted`) this process received.
        func results(_ kind: String) -> [JSONValue] { lines.compactMap { $0["result"]?[kind] } }

        /// The stored text its first `loaded` result carried, parsed as JSON; `nil` when nothing was stored.
        func storedValue() throws -> JSONValue? {
            guard case .string(let text)? = results("loaded").first?["value"] else { return nil }
            return try JSONValue(parsing: Data(text.utf8))
        }
    }
}

extension XCTestCase {
    /// Runs `appcore drive --app <F> --log <folder>/session.jsonl --data <folder>/data --state`
    /// once per script, each after the one before ended (its input closed, exit 0), then checks
    /// the log as `RelaunchedLog.verify` does with the states and last inputs the processes wrote.
    func driveRelaunched<F: Feature>(
        _ feature: F.Type, folder: URL, arguments: [String] = [], _ scripts: [DriverRelaunch.Script],
        file: StaticString = #filePath, line: UInt = #line
    ) async throws -> (runs: [DriverRelaunch.Run], outcome: Replayer<F>.Outcome) {
        let log = folder.appendingPathComponent("session.jsonl")
        let executable = try AppcoreExecutable.url()
        var runs: [DriverRelaunch.Run] = []
        for (index, script) in scripts.enumerated() {
            let session = try DriverSession(executable, [
                "drive", "--app", F.name, "--log", log.path, "--data", folder.appendingPathComponent("data").path, "--state",
            ] + arguments)
            try await script(session)
            session.closeInput()
            XCTAssertEqual(session.waitForExit(), 0, "process \(index + 1) ends when its input closes", file: file, line: line)
            let run = DriverRelaunch.Run(lines: session.lines)
            XCTAssertEqual(run.lines.filter { $0["error"] != nil }, [], "process \(index + 1) read every line", file: file, line: line)
            let first = (runs.last?.seqs.last ?? 0) + 1
            XCTAssertEqual(
                run.seqs, Array(first..<(first + run.seqs.count)), "process \(index + 1) numbers its inputs on from the log",
                file: file, line: line)
            runs.append(run)
        }
        let outcome = try RelaunchedLog.verify(
            F.self, log, states: runs.compactMap(\.lastState), lastSeqs: runs.compactMap(\.seqs.last), program: "appcore drive",
            file: file, line: line)
        return (runs, outcome)
    }

    /// Waits until `session` has received at least `count` results of `kind`.
    func waitForResults(
        _ session: DriverSession, _ kind: String, count: Int = 1, file: StaticString = #filePath, line: UInt = #line
    ) async throws {
        try await waitUntil("\(count) \(kind) result(s) arrive", within: 10, file: file, line: line) {
            session.results(kind).count >= count
        }
    }
}
