import ActionLog
import AppState
import Foundation
import LogReplay
import Reducers
import TestSupport
import XCTest

/// A log that can no longer be written is not a silent loss: the driver says so at once in a line
/// of its own (with the last input the log holds), goes on, and exits with 1.
final class DriverRecordingFailureTests: XCTestCase {
    func testAFullLogIsReportedAtOnceAndInTheExitCode() throws {
        let folder = try SessionHarness.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("session.jsonl")
        // The file may not grow past 4 blocks, as on a full disk: writes past it fail with EFBIG
        // (the signal that would kill the process is ignored, as a phone's app would not get it).
        let command = "trap '' XFSZ; ulimit -f 4; exec \"$0\" drive --app showcase --log \"$1\""
        let session = try DriverSession(
            URL(fileURLWithPath: "/bin/bash"), ["-c", command, try AppcoreExecutable.url().path, log.path])
        let tabs = ["browser", "favorites", "home"]
        for index in 0..<400 { session.send(#"{"navigation.tabSelected":{"tab":"\#(tabs[index % 3])"}}"#) }
        session.closeInput()
        XCTAssertEqual(session.waitForExit(), 1, "the exit code says the log is not whole")

        let lines = session.lines
        XCTAssertEqual(lines.filter { $0["seq"] != nil }.count, 400, "every input was still answered")
        let reports = lines.filter { $0["recordingError"] != nil }
        XCTAssertEqual(reports.count, 1, "said once")
        guard case .int(let written)? = reports.first?["writtenSeq"] else { return XCTFail("no writtenSeq in \(reports)") }
        XCTAssertLessThan(written, 400)
        let outcome = try Replayer<ShowcaseFeature>(verify: true).run(LogOpening(url: log))
        XCTAssertNil(outcome.divergence)
        XCTAssertGreaterThanOrEqual(outcome.lastSeq, Int(written), "the log holds at least what was reported written")
    }

    /// Issue 24: a log deleted while recording kept taking writes into a file no one could open
    /// again, and the driver ended with 0 and no message. The next sync finds it, the driver says
    /// so at once with the last input the deleted log held, goes on, and exits with 1.
    func testALogDeletedWhileRecordingIsReported() async throws {
        let folder = try SessionHarness.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("session.jsonl")
        let session = try DriverSession(try AppcoreExecutable.url(), ["drive", "--app", "showcase", "--log", log.path, "--data", folder.path])
        let tabs = ["browser", "favorites", "home"]
        for index in 0..<20 { session.send(#"{"navigation.tabSelected":{"tab":"\#(tabs[index % 3])"}}"#) }
        session.send(#"{"command":"flush"}"#)
        try await waitUntil("the first inputs are written") { session.lines.contains { $0["command"] == .string("flush") } }
        try FileManager.default.removeItem(at: log)
        for index in 0..<20 { session.send(#"{"navigation.tabSelected":{"tab":"\#(tabs[index % 3])"}}"#) }
        session.send(#"{"command":"flush"}"#)
        try await waitUntil("the deletion is reported") { session.lines.contains { $0["recordingError"] != nil } }
        session.closeInput()
        XCTAssertEqual(session.waitForExit(), 1, "the exit code says the log is not whole")

        let lines = session.lines
        XCTAssertEqual(lines.filter { $0["seq"] != nil }.count, 40, "every input was still answered")
        let reports = lines.filter { $0["recordingError"] != nil }
        XCTAssertEqual(reports.count, 1, "said once")
        XCTAssertEqual(reports.first?["recordingError"].map { "\($0)" }?.contains("deleted"), true, "\(reports)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: log.path), "nothing was written at the path again")
    }

    /// A file system that fills up, as a phone's does: a 64 KiB tmpfs holds the log. The write
    /// that finds no space is reported at once, every input is still answered, the exit code is 1,
    /// and the log replays with every input up to the `writtenSeq` reported. Mounting needs root
    /// (as in CI); elsewhere the test says so and stops.
    func testAFullFileSystemIsReportedAtOnceAndLosesNothingReportedWritten() throws {
        let folder = try SessionHarness.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let disk = folder.appendingPathComponent("disk")
        try FileManager.default.createDirectory(at: disk, withIntermediateDirectories: false)
        guard try Self.shell("mount -t tmpfs -o size=64k,mode=0700 tmpfs \"$0\"", disk.path) == 0 else {
            throw skipUnlessCI("mounting a small file system needs root")
        }
        defer { _ = try? Self.shell("umount \"$0\"", disk.path) }
        let log = disk.appendingPathComponent("session.jsonl")
        let session = try DriverSession(try AppcoreExecutable.url(), ["drive", "--app", "showcase", "--log", log.path, "--data", folder.path])
        let tabs = ["browser", "favorites", "home"]
        for index in 0..<1_000 { session.send(#"{"navigation.tabSelected":{"tab":"\#(tabs[index % 3])"}}"#) }
        session.closeInput()
        XCTAssertEqual(session.waitForExit(within: 60), 1, "the exit code says the log is not whole")

        let lines = session.lines
        XCTAssertEqual(lines.filter { $0["seq"] != nil }.count, 1_000, "every input was still answered")
        let reports = lines.filter { $0["recordingError"] != nil }
        XCTAssertEqual(reports.count, 1, "said once")
        XCTAssertTrue(reports.first.map { "\($0)" }?.contains("No space left") == true, "\(reports)")
        guard case .int(let written)? = reports.first?["writtenSeq"] else { return XCTFail("no writtenSeq in \(reports)") }
        XCTAssertGreaterThan(written, 0)
        XCTAssertLessThan(written, 1_000)
        let outcome = try Replayer<ShowcaseFeature>(verify: true).run(LogOpening(url: log))
        XCTAssertNil(outcome.divergence)
        XCTAssertGreaterThanOrEqual(outcome.lastSeq, Int(written), "the log holds at least what was reported written")
    }

    /// The exit status of `command` run by the shell, with `argument` as its `$0`.
    private static func shell(_ command: String, _ argument: String) throws -> Int32 {
        try ChildProcess(URL(fileURLWithPath: "/bin/sh"), ["-c", command, argument]).code
    }
}
