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

/// Issue 24: SIGTERM or SIGINT while the driver is still reading a long log at start-up killed
/// it outright. The signal now waits until the session can close its log: exit 143 (or 130) and
/// a log that replays.
final class DriverStartupSignalTests: XCTestCase {
    func testASignalDuringStartUpEndsCleanlyWithAValidLog() throws {
        let folder = try SessionHarness.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A long session to open: 100,000 tab taps, which take a while to replay.
        let long = folder.appendingPathComponent("long.jsonl")
        var text = #"{"actionSchema":3,"app":"showcase","format":"appcore.action-log","initial":{"name":"launch"},"stateSchema":4,"type":"header","version":2}"# + "\n"
        for seq in 1...100_000 {
            let tab = seq % 2 == 0 ? "home" : "browser"
            text += #"{"type":"action","seq":\#(seq),"time":"2026-11-18T11:06:40.000Z","action":{"navigation.tabSelected":{"tab":"\#(tab)"}}}"# + "\n"
        }
        try Data(text.utf8).write(to: long)
        XCTAssertEqual(try LogOpening(url: long).header.stateSchema, ShowcaseFeature.stateSchemaVersion)

        for (number, code) in [(SIGTERM, Int32(143)), (SIGINT, Int32(130))] {
            let log = folder.appendingPathComponent("continued-\(code).jsonl")
            let process = Process()
            process.executableURL = try AppcoreExecutable.url()
            process.arguments = ["drive", "--app", "showcase", "--replay", long.path, "--log", log.path, "--data", folder.path]
            process.standardInput = Pipe()
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(100_000)
            XCTAssertTrue(process.isRunning, "still reading the long log")
            kill(process.processIdentifier, number)
            process.waitUntilExit()
            XCTAssertEqual(process.terminationReason, .exit, "ended by itself, not killed by the signal")
            XCTAssertEqual(process.terminationStatus, code)
            let replayed = try Replayer<ShowcaseFeature>(verify: true).run(LogOpening(url: log))
            XCTAssertNil(replayed.divergence)
            XCTAssertNil(replayed.tornTailLine)
            XCTAssertEqual(replayed.state.navigation.selected, .home, "the state after the 100,000th tap, spelled out")
        }
    }
}
