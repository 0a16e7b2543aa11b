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

/// The recording promise as a front end meets it: every answer line of `appcore drive` carries
/// `writtenSeq`, and after a SIGKILL the log holds every input up to the highest `writtenSeq` the
/// client was told, whatever the moment of the kill.
final class DriverKillTests: XCTestCase {
    /// Issue 24: after a SIGKILL, up to 2,046 inputs the driver had already answered were missing,
    /// and the protocol never said which were kept. Killed again and again at seeded random
    /// moments while it answers, each time continuing the same log, the driver loses none of the
    /// inputs it reported written. `CRASH_KILLS` and `CRASH_SEED` set the number of kills and
    /// the seed, as for `RecordingCrashTests`.
    func testAKilledDriverLosesNoInputItReportedWritten() throws {
        let environment = ProcessInfo.processInfo.environment
        let kills = environment["CRASH_KILLS"].flatMap { Int($0) } ?? 5
        let seed = environment["CRASH_SEED"].flatMap { UInt64($0) } ?? 2026
        var random = SeededRandom(seed: seed)
        let folder = try SessionHarness.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("killed.jsonl")
        var answered = 0, reported = 0
        for kill in 1...kills {
            let (answers, written) = try driveUntilKilled(log, data: folder, afterMilliseconds: Int.random(in: 0...60, using: &random))
            let replayed = try Replayer<ShowcaseFeature>(verify: true).run(LogOpening(url: log))
            XCTAssertNil(replayed.divergence, "kill \(kill), seed \(seed)")
            XCTAssertGreaterThanOrEqual(replayed.lastSeq, written, "kill \(kill), seed \(seed): an input reported written was lost")
            XCTAssertGreaterThanOrEqual(written, reported, "kill \(kill): the log was continued, not restarted")
            answered += answers
            reported = written
        }
        print("driver kill test: seed \(seed), \(kills) kills, \(answered) inputs answered, up to seq \(reported) reported written, 0 lost")
    }

    /// Starts the driver on `log`, sends it a thousand taps (they fit the pipe, so no write waits
    /// on a killed reader), waits for its first answer and `milliseconds` more, kills it with
    /// SIGKILL, and returns how many inputs it answered and the highest `writtenSeq` it reported.
    private func driveUntilKilled(_ log: URL, data: URL, afterMilliseconds milliseconds: Int) throws -> (answers: Int, written: Int) {
        let session = try DriverSession(try AppcoreExecutable.url(), ["drive", "--app", "showcase", "--log", log.path, "--data", data.path])
        let tabs = ["browser", "favorites", "home"]
        session.send((0..<1000).map { #"{"navigation.tabSelected":{"tab":"\#(tabs[$0 % 3])"}}"# }.joined(separator: "\n"))
        let deadline = Date().addingTimeInterval(20)
        while session.lines.isEmpty, Date() < deadline { usleep(1000) }
        usleep(useconds_t(milliseconds * 1000))
        kill(session.process.processIdentifier, SIGKILL)
        _ = session.waitForExit()
        XCTAssertEqual(session.process.terminationReason, .uncaughtSignal)
        let answers = session.lines.filter { $0["seq"] != nil }
        let written = answers.compactMap { line -> Int? in
            if case .int(let seq)? = line["writtenSeq"] { Int(seq) } else { nil }
        }
        return (answers.count, written.max() ?? 0)
    }
}
