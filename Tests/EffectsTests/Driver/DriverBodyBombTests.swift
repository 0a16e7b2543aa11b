import Foundation
import XCTest

/// The driver's own peak memory while a server sends a compressed bomb, measured as
/// `Scripts/reliability` does (`Scripts/body_bomb.py`: the driver process's `ru_maxrss`).
final class DriverBodyBombTests: XCTestCase {
    /// Issue 24: a twice-gzipped body took the driver to 2,262 MiB before the 1 MB limit refused it.
    /// Refused from its headers now, the body is never decoded: the peak is the driver's usual one.
    func testACompressedBombSentAfterItsHeadersNeverGrowsTheDriver() throws {
        let process = Process()
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "Scripts/body_bomb.py", try AppcoreExecutable.url().path, "--gzip", "2"]
        process.environment = ProcessInfo.processInfo.environment.merging(["BOMB_MIB": "512", "BOMB_PAUSE": "0.5"]) { $1 }
        process.currentDirectoryURL = SessionHarness.repositoryRoot
        process.standardOutput = output
        try process.run()
        let line = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, line)
        XCTAssertTrue(line.contains(#"{"unrequestedEncoding":{"encoding":"gzip, gzip"}}"#), line)
        guard let figure = line.split(separator: " ").dropLast().last, let peak = Double(figure) else {
            return XCTFail("no peak in \(line)")
        }
        XCTAssertLessThan(peak, 200, "the driver's peak in MiB, against 512 MiB decoded before: \(line)")
    }
}
