import Foundation
import Probing
import XCTest

/// A bounded number of random sessions per app, every invariant checked after every input. A
/// failure prints the seed, the broken invariant and the shrunk log (`replay` reproduces it).
/// The long run: `swift run -c release probe all 100000` (see README).
final class RandomSessionTests: XCTestCase {
    /// Seeds are fixed, so a run is the same on every machine; `PROBE_SEED` picks others.
    private let firstSeed = ProcessInfo.processInfo.environment["PROBE_SEED"].flatMap { UInt64($0) } ?? 20_261_123

    private func check(_ app: String, sessions: Int = 100, steps: Int = 60) throws {
        let logs = FileManager.default.temporaryDirectory.appendingPathComponent("probe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
        let reports = ProbeApps.run(app, sessions: sessions, steps: steps, firstSeed: firstSeed, logs: logs)
        XCTAssertEqual(reports.count, 1, "no model for \(app)")
        for report in reports {
            XCTAssertEqual(report.sessions, sessions)
            XCTAssertGreaterThan(report.steps, sessions * steps / 2, "sessions end early only when they fail")
            for (invariant, failure) in report.failures {
                XCTFail("\(app): \(invariant) broken, seed \(failure.seed), shrunk to \(failure.shrunk) inputs in \(failure.log?.path ?? "-"): \(failure.violation)")
            }
        }
        if reports.allSatisfy({ $0.failures.isEmpty }) { try? FileManager.default.removeItem(at: logs) }
    }

    func testLunch() throws { try check("lunch") }
    func testDining() throws { try check("dining") }
    func testPlaces() throws { try check("places") }
    func testBurgers() throws { try check("burgers") }
    func testFilms() throws { try check("films") }
    func testShowcase() throws { try check("showcase") }
}
