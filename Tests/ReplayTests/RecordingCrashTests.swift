import ActionLog
import AppState
import Foundation
import Reducers
import XCTest

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The recording promise of `docs/log-format.md`: a crash of the process loses no input the store
/// had reported written. A child process records through a store and is killed with SIGKILL; the
/// log it leaves replays every input it reported, and at most its last line is torn.
final class RecordingCrashTests: XCTestCase {
    private func probeExecutable() throws -> URL { try BuiltExecutable.url(named: "benchmark") }

    func testAKilledRecorderLosesNoInputItReportedWritten() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("crash-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("killed.jsonl")
        let process = Process()
        process.executableURL = try probeExecutable()
        process.arguments = ["--crash-probe", log.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        var reported = 0
        var pending = Data()
        while reported < 3000 {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            pending.append(chunk)
            let lines = pending.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            pending = lines.last.map { Data($0) } ?? Data()
            for line in lines.dropLast() { reported = max(reported, Int(String(decoding: line, as: UTF8.self)) ?? reported) }
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationReason, .uncaughtSignal)
        XCTAssertGreaterThanOrEqual(reported, 3000, "the probe reported its progress")
        let replayed = try Replayer<ShowcaseFeature>(verify: true).run(LogOpening(url: log))
        XCTAssertGreaterThanOrEqual(replayed.lastSeq, reported, "every input reported written is in the log")
        XCTAssertNil(replayed.divergence)
    }
}
