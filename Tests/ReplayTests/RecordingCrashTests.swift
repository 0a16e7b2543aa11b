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

/// The recording promise of `docs/log-format.md`: a crash of the process loses no input the store
/// had reported written. A child process records through a store and is killed with SIGKILL; the
/// log it leaves replays every input it reported, and at most its last line is torn.
final class RecordingCrashTests: XCTestCase {
    private func probeExecutable() throws -> URL { try BuiltExecutable.url(named: "benchmark") }

    /// Kills a recording child again and again at seeded random moments, each time continuing the
    /// same log: every input reported written before a kill is there after it, a torn tail is cut,
    /// and the log replays with every checkpoint verified. `CRASH_KILLS` and `CRASH_SEED` set the
    /// number of kills and the seed (the reliability run uses 100 or more).
    func testAKilledRecorderLosesNoInputItReportedWritten() throws {
        let environment = ProcessInfo.processInfo.environment
        let kills = environment["CRASH_KILLS"].flatMap { Int($0) } ?? 8
        let seed = environment["CRASH_SEED"].flatMap { UInt64($0) } ?? 2026
        var random = SeededRandom(seed: seed)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("crash-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("killed.jsonl")
        var reportedBeforeKill = 0
        for kill in 1...kills {
            let reported = try recordUntilKilled(log, afterMilliseconds: Int.random(in: 0...15, using: &random))
            let replayed = try Replayer<ShowcaseFeature>(verify: true).run(LogOpening(url: log))
            XCTAssertNil(replayed.divergence, "kill \(kill), seed \(seed)")
            XCTAssertGreaterThanOrEqual(replayed.lastSeq, reported, "kill \(kill), seed \(seed): an input reported written was lost")
            XCTAssertGreaterThanOrEqual(reported, reportedBeforeKill, "kill \(kill): the log was continued, not restarted")
            reportedBeforeKill = reported
        }
        print("crash test: seed \(seed), \(kills) kills, \(reportedBeforeKill) inputs reported written, 0 lost")
    }

    /// Starts the probe on `log`, waits until it reports its first hundred inputs and `milliseconds`
    /// more, kills it with SIGKILL, and returns the last input it reported written.
    private func recordUntilKilled(_ log: URL, afterMilliseconds milliseconds: Int) throws -> Int {
        let process = Process()
        process.executableURL = try probeExecutable()
        process.arguments = ["--crash-probe", log.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var reports: [Int] = []
        var pending = Data()
        while reports.count < 2 {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            pending.append(chunk)
            let lines = pending.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            pending = lines.last.map { Data($0) } ?? Data()
            reports += lines.dropLast().compactMap { Int(String(decoding: $0, as: UTF8.self)) }
        }
        usleep(useconds_t(milliseconds * 1000))
        kill(process.processIdentifier, SIGKILL)
        let rest = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationReason, .uncaughtSignal)
        reports += (String(decoding: pending + rest, as: UTF8.self)).split(separator: "\n").compactMap { Int($0) }
        return reports.max() ?? 0
    }
}
