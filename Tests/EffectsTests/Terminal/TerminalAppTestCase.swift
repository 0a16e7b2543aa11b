import ActionLog
import AppState
import Foundation
import LogReplay
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

    /// The folder of launch `number` (2, 3…) of a relaunched app: its terminal and final state.
    func launchFolder(_ number: Int) -> URL { number == 1 ? folder : folder.appendingPathComponent("launch-\(number)") }

    /// Where launch `number` writes the state it ended with; `finalState` for the first.
    func finalState(ofLaunch number: Int) -> URL { launchFolder(number).appendingPathComponent("final-state.json") }

    /// Starts `appcore terminal --app <app>` recording to `log`, with `--map` rules to a server and
    /// any `options` more. `launch` 2, 3… starts it again on the same log and data folder, as a
    /// relaunch, in a terminal of its own.
    func start(
        _ app: String, maps: [(prefix: String, replacement: String)] = [], options: [String] = [],
        environment: [String: String] = [:], columns: Int = 100, rows: Int = 30, launch: Int = 1
    ) throws -> TmuxSession {
        let place = launchFolder(launch)
        try FileManager.default.createDirectory(at: place, withIntermediateDirectories: true)
        let arguments = [try AppcoreExecutable.url().path, "terminal", "--app", app, "--log", log.path,
                         "--data", dataFolder.path, "--final-state", finalState(ofLaunch: launch).path]
            + maps.flatMap { ["--map", "\($0.prefix)=\($0.replacement)"] } + options
        return try TmuxSession(arguments, environment: environment, columns: columns, rows: rows, folder: place, testCase: self)
    }

    /// Quits with q, then checks the exit and the terminal given back; the state the app ended
    /// with, as it wrote it to `finalState`.
    @discardableResult
    func quit(_ session: TmuxSession, finalState: URL, file: StaticString = #filePath, line: UInt = #line) throws -> JSONValue {
        try session.send("q")
        XCTAssertEqual(session.waitForExit(), 0, "q ends the app cleanly: \(session.standardError)", file: file, line: line)
        XCTAssertTrue(session.terminalSettingsRestored, "the terminal's settings are given back", file: file, line: line)
        return try JSONValue(parsing: Data(contentsOf: finalState))
    }

    /// Quits with q, then checks the exit, the terminal given back, and that the log replays
    /// (verifying every checkpoint) to the final state the app wrote.
    @discardableResult
    func quitAndReplay<F: Feature>(_ feature: F.Type, _ session: TmuxSession, file: StaticString = #filePath, line: UInt = #line) throws -> F.State {
        let ended = try quit(session, finalState: finalState, file: file, line: line)
        let replayed = try Replayer<F>(verify: true).run(LogOpening(url: log))
        XCTAssertNil(replayed.divergence, file: file, line: line)
        XCTAssertNil(replayed.tornTailLine, file: file, line: line)
        XCTAssertEqual(try JSONValue(encoding: replayed.state), ended, "the log replays to the state the app ended with", file: file, line: line)
        return replayed.state
    }
}
