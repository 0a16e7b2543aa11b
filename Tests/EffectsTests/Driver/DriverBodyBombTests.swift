import Foundation
import TestSupport
import XCTest

/// The driver's own peak memory while a server sends a compressed bomb, measured as
/// `Scripts/reliability` does (`Scripts/body_bomb.py`: the driver process's `ru_maxrss`).
final class DriverBodyBombTests: XCTestCase {
    /// Issue 24: a twice-gzipped body took the driver to 2,262 MiB before the 1 MB limit refused it.
    /// Refused from its headers now, the body is never decoded: the peak is the driver's usual one.
    func testACompressedBombSentAfterItsHeadersNeverGrowsTheDriver() throws {
        let run = try ChildProcess(
            URL(fileURLWithPath: "/usr/bin/env"), ["python3", "Scripts/body_bomb.py", try AppcoreExecutable.url().path, "--gzip", "2"],
            directory: SessionHarness.repositoryRoot,
            environment: ProcessInfo.processInfo.environment.merging(["BOMB_MIB": "512", "BOMB_PAUSE": "0.5"]) { $1 })
        let line = run.out
        XCTAssertEqual(run.code, 0, line)
        XCTAssertTrue(line.contains(#"{"unrequestedEncoding":{"encoding":"gzip, gzip"}}"#), line)
        guard let figure = line.split(separator: " ").dropLast().last, let peak = Double(figure) else {
            return XCTFail("no peak in \(line)")
        }
        XCTAssertLessThan(peak, 200, "the driver's peak in MiB, against 512 MiB decoded before: \(line)")
    }
}
