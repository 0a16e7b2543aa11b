import ActionLog
import Foundation
import XCTest

@testable import replay

/// The command line itself: spellings, usage errors, standard input, exit codes.
final class ReplayUsageTests: XCTestCase {
    private let tabs = ReplayRun.session("showcase-tabs-navigation")

    func testAUsageErrorPrintsOneUsageLineAndTheHint() {
        let result = ReplayRun(ReplayRun.session("lunch-tour"), "--frobnicate")
        XCTAssertEqual(result.code, .badInput)
        XCTAssertEqual(result.out, "")
        ReplayRun.assertGolden(result.err, "usage-error.txt")
        XCTAssertEqual(result.err.components(separatedBy: "\n").count, 4, "three lines, not the manual")
    }

    func testHelpIsTheManual() {
        let help = ReplayRun("--help")
        XCTAssertEqual(help.code, .success)
        for section in ["NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "EXIT STATUS", "EXAMPLES", "SEE ALSO"] {
            XCTAssertTrue(help.out.contains("\n\(section)\n") || help.out.hasPrefix("\(section)\n"), section)
        }
        XCTAssertEqual(ReplayRun(tabs, "-h").out, help.out)
    }

    func testTheManualDocumentsEveryOption() throws {
        let help = ReplayRun("--help").out
        let sources = ReplayRun.root.appendingPathComponent("Sources/replay")
        let files = try XCTUnwrap(FileManager.default.enumerator(atPath: sources.path)?.allObjects as? [String])
        XCTAssertGreaterThanOrEqual(files.filter { $0.hasSuffix("Options.swift") }.count, 2)
        for file in files where file.hasSuffix("Options.swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            let options = text.components(separatedBy: "case \"--").dropFirst().compactMap { $0.split(separator: "\"").first }
            XCTAssertFalse(options.isEmpty, file)
            for option in options { XCTAssertTrue(help.contains("--\(option)"), "--\(option) of \(file) is not in the manual") }
        }
    }

    func testUntilWithAnEqualsSignAndDoubleDash() {
        let spaced = ReplayRun(tabs, "--until", "5")
        XCTAssertEqual(ReplayRun(tabs, "--until=5").out, spaced.out)
        XCTAssertEqual(ReplayRun("--until=5", "--", tabs).out, spaced.out)
        XCTAssertTrue(spaced.out.hasPrefix("showcase: 5 inputs, 1 launch\nthe screen after input 5:\n"))
        XCTAssertEqual(ReplayRun(tabs, "--until=").code, .badInput)
        XCTAssertEqual(ReplayRun(tabs, "--json=yes").err.components(separatedBy: "\n")[0], "error: --json takes no value")
        let dashed = ReplayRun("--", "--json")
        XCTAssertEqual(dashed.code, .badInput)
        XCTAssertEqual(dashed.err, "error: --json: cannot open the file for reading\n", "after -- a name is a file")
    }

    func testDashReadsTheLogFromStandardInput() throws {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: tabs))
        let piped = ReplayRun(["-", "--verify", "--json"], input: bytes)
        XCTAssertEqual(piped.code, .success, piped.err)
        let verdict = try JSONValue(parsing: Data(piped.out.utf8))
        XCTAssertEqual(verdict["file"], .string("-"))
        XCTAssertEqual(verdict["checkpoints"], .int(16))
        XCTAssertEqual(verdict["status"], .string("verified"))
        XCTAssertEqual(ReplayRun(["-", "--json"], input: bytes).out, ReplayRun(tabs, "--json").out)
        let broken = ReplayRun(["-"], input: Data("{\"type\":\"nonsense\"}\n".utf8))
        XCTAssertEqual(broken.code, .badInput)
        XCTAssertTrue(broken.err.hasPrefix("error: -:1: line 1 is not an action log header"), broken.err)
        XCTAssertEqual(ReplayRun(["-"]).err, "error: -: the file is empty; a log starts with a header line\n")
    }

    func testADirectoryWhereALogIsExpectedIsAClearError() {
        let result = ReplayRun(ReplayRun.sessions.path)
        XCTAssertEqual(result.code, .badInput)
        XCTAssertEqual(
            result.err, "error: \(ReplayRun.sessions.path): is a directory, not a log; to verify every log in it, run: replay verify \(ReplayRun.sessions.path)\n")
    }

    func testExitCodesAreTheDocumentedNumbers() {
        XCTAssertEqual(ExitCode.success.rawValue, 0)
        XCTAssertEqual(ExitCode.difference.rawValue, 1)
        XCTAssertEqual(ExitCode.badInput.rawValue, 2)
        XCTAssertTrue(ReplayRun("--help").out.contains("    2   bad input"))
    }
}

/// Options that a way of showing a log would ignore are refused, not dropped silently.
final class ReplayOptionConflictTests: XCTestCase {
    func testOptionsAViewWouldIgnoreAreRefused() {
        let tabs = ReplayRun.session("showcase-tabs-navigation")
        for (arguments, message) in [
            (["--steps", "--verify"], "--steps cannot be combined with --verify"),
            (["--watch", "modal", "--path", "favorites"], "--watch cannot be combined with --path"),
            (["--html", "out.html", "--json"], "--html cannot be combined with --json"),
            (["--emit-test", "--skip", "2"], "--emit-test cannot be combined with --skip"),
            (["--compare", tabs, "--until", "3"], "--compare cannot be combined with --until"),
            (["--watch", "modal", "--steps"], "--watch cannot be combined with --steps"),
        ] {
            let result = ReplayRun([tabs] + arguments)
            XCTAssertEqual(result.code, .badInput, "\(arguments)")
            XCTAssertEqual(result.err.components(separatedBy: "\n").first, "error: \(message)", "\(arguments)")
        }
        XCTAssertEqual(ReplayRun(tabs, "--steps", "--path", "modal", "--until", "3", "--skip", "2").code, .success)
    }
}
