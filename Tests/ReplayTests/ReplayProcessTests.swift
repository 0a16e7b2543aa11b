import ActionLog
import AppState
import Foundation
import TestSupport
import XCTest

/// Runs the built `replay` executable as a user would: separate processes, each with its own
/// random hashing seed, must print the same bytes.
final class ReplayProcessTests: XCTestCase {
    private func replayExecutable() throws -> URL { try BuiltExecutable.url(named: "replay") }

    private func run(_ executable: URL, _ arguments: [String]) throws -> ChildProcess { try ChildProcess(executable, arguments) }

    func testSeparateProcessesPrintIdenticalState() throws {
        let executable = try replayExecutable()
        let session = ReplayCommandTests.sessions.appendingPathComponent("showcase-tabs-navigation.jsonl").path
        let runs = try (0..<3).map { _ in try run(executable, [session, "--json"]) }
        XCTAssertEqual(runs.map(\.code), [0, 0, 0])
        XCTAssertFalse(runs[0].out.isEmpty)
        XCTAssertEqual(Set(runs.map(\.out)).count, 1, "every process prints the same bytes")
    }

    func testHelpAndExitCodes() throws {
        let executable = try replayExecutable()
        let help = try run(executable, ["--help"])
        XCTAssertEqual(help.code, 0)
        XCTAssertTrue(help.out.contains("\nEXIT STATUS\n"))
        XCTAssertEqual(try run(executable, ["/nonexistent.jsonl"]).code, 2)
    }

    #if os(Linux)
        /// Replay needs no network: the executable must not link FoundationNetworking.
        func testReplayDoesNotLinkTheNetworkingLibrary() throws {
            let executable = try replayExecutable()
            let ldd = try run(URL(fileURLWithPath: "/usr/bin/ldd"), [executable.path])
            let libraries = ldd.out
            XCTAssertTrue(libraries.contains("libFoundation"), libraries)
            XCTAssertFalse(libraries.contains("FoundationNetworking"), libraries)
        }
    #endif
}
