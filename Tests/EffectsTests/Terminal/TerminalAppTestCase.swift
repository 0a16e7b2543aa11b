import ActionLog
import AppState
import Foundation
import Reducers
import XCTest

/// A test of `appcore terminal` used as a person would: the app runs under tmux in its own
/// temporary folder (data, log, final state), keys are sent, the screen is read; after quitting,
/// the log it recorded replays to the state it ended with.
class TerminalAppTestCase: XCTestCase {
    private(set) var folder: URL!
    var log: URL { folder.appendingPathComponent("session.jsonl") }
    var finalState: URL { folder.appendingPathComponent("final-state.json") }
    var dataFolder: URL { folder.appendingPathComponent("data") }

    override func setUpWithError() throws {
        folder = try SessionHarness.temporaryFolder()
    }

    override func tearDownWithError() throws {
        if let folder { try? FileManager.default.removeItem(at: folder) }
    }

    /// Starts `appcore terminal --app <app>` recording to `log`, with `--map` rules to a server.
    func start(
        _ app: String, maps: [(prefix: String, replacement: String)] = [], environment: [String: String] = [:],
        columns: Int = 100, rows: Int = 30
    ) throws -> TmuxSession {
        let arguments = [try AppcoreExecutable.url().path, "terminal", "--app", app, "--log", log.path,
                         "--data", dataFolder.path, "--final-state", finalState.path]
            + maps.flatMap { ["--map", "\($0.prefix)=\($0.replacement)"] }
        return try TmuxSession(arguments, environment: environment, columns: columns, rows: rows, folder: folder, testCase: self)
    }

    /// Quits with q, then checks the exit, the terminal given back, and that the log replays
    /// (verifying every checkpoint) to the final state the app wrote.
    @discardableResult
    func quitAndReplay<F: Feature>(_ feature: F.Type, _ session: TmuxSession, file: StaticString = #filePath, line: UInt = #line) throws -> F.State {
        try session.send("q")
        XCTAssertEqual(session.waitForExit(), 0, "q ends the app cleanly: \(session.standardError)", file: file, line: line)
        XCTAssertTrue(session.terminalSettingsRestored, "the terminal's settings are given back", file: file, line: line)
        let ended = try JSONValue(parsing: Data(contentsOf: finalState))
        let replayed = try Replayer<F>(verify: true).run(LogOpening(url: log))
        XCTAssertNil(replayed.divergence, file: file, line: line)
        XCTAssertNil(replayed.tornTailLine, file: file, line: line)
        XCTAssertEqual(try JSONValue(encoding: replayed.state), ended, "the log replays to the state the app ended with", file: file, line: line)
        return replayed.state
    }
}
