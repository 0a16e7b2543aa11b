import ActionLog
import AppState
import Foundation
import LogReplay
import Reducers
import XCTest

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How `appcore terminal` ends when it cannot start, and when it is stopped by a signal.
final class TerminalEndingTests: TerminalAppTestCase {
    func testStandardInputThatIsNotATerminalIsRefusedWithAMessage() throws {
        let process = Process()
        process.executableURL = try AppcoreExecutable.url()
        process.arguments = ["terminal", "--app", "dining", "--data", dataFolder.path]
        let errors = Pipe()
        process.standardInput = Pipe()
        process.standardOutput = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 3)
        XCTAssertTrue(message.contains("appcore terminal needs a terminal, and standard input is not one"), message)
    }

    func testATerminalTooSmallIsRefusedWithAMessage() throws {
        let app = try start("dining", columns: 50, rows: 12)
        XCTAssertEqual(app.waitForExit(), 3)
        XCTAssertTrue(app.standardError.contains("The terminal is too small: it is 50x12"), app.standardError)
        XCTAssertTrue(app.terminalSettingsRestored)
        XCTAssertFalse(FileManager.default.fileExists(atPath: log.path), "nothing was recorded")
    }

    func testSIGTERMClosesTheLogValidAndGivesTheTerminalBack() throws {
        let app = try start("dining")
        try app.waitForScreen(showing: "Discover tab")
        try app.send("3")
        try app.waitForScreen(showing: "[3 profile]")
        let program = try XCTUnwrap(try app.programID(), "the program runs under the pane's shell")
        XCTAssertEqual(kill(program, SIGTERM), 0)
        XCTAssertEqual(app.waitForExit(), 143)
        XCTAssertTrue(app.terminalSettingsRestored, "the terminal's settings are given back")
        let replayed = try Replayer<DiningFeature>(verify: true).run(LogOpening(url: log))
        XCTAssertNil(replayed.tornTailLine)
        XCTAssertEqual(replayed.state.tabs.selected, .profile)
        XCTAssertEqual(try JSONValue(encoding: replayed.state), try JSONValue(parsing: Data(contentsOf: finalState)))
    }
}
