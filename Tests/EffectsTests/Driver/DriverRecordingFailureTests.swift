import ActionLog
import AppState
import Foundation
import Reducers
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
}
