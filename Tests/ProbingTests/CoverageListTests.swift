import ActionLog
import AppState
import Foundation
import LogReplay
import Probing
import Reducers
import XCTest

/// Each app's `coverage` lists, which `replay coverage` measures sessions against, hold what the
/// app can do and only that: every action case listed is one the log reader knows, and random
/// sessions (taps in every context, answers late, failed or never asked for) exercise nothing
/// the lists lack.
final class CoverageListTests: XCTestCase {
    func testEveryListedActionIsACaseTheLogReaderKnows() {
        check(LunchFeature.self)
        check(DiningFeature.self)
        check(PlacesFeature.self)
        check(BurgersFeature.self)
        check(FilmsFeature.self)
        check(ShowcaseFeature.self)
    }

    func testRandomSessionsExerciseNothingUnlisted() throws {
        try exercise(LunchProbe.self)
        try exercise(DiningProbe.self)
        try exercise(PlacesProbe.self)
        try exercise(BurgersProbe.self)
        try exercise(FilmsProbe.self)
        try exercise(ShowcaseProbe.self)
    }

    /// Decodes `{"<case>":{}}` for every listed case: a known case fails, if at all, on a missing
    /// field, never as an unknown case.
    private func check<F: Feature>(_ feature: F.Type) {
        XCTAssertFalse(F.coverage.actions.isEmpty, F.name)
        for name in F.coverage.actions {
            do {
                _ = try F.Action(logValue: .object([(name, .object([]))]), at: "action")
            } catch {
                if case .unknownCase = error.reason { XCTFail("\(F.name): \(name) is listed but is not a case: \(error)") }
            }
        }
        XCTAssertEqual(Set(F.coverage.rules.map(\.id)).count, F.coverage.rules.count, "\(F.name): rule ids are unique")
    }

    private func exercise<M: ProbeModel>(_ model: M.Type) throws {
        var tally = CoverageTally()
        var failure: Error?
        for seed in UInt64(1)...80 {
            _ = ProbeRun<M>(steps: 60).session(seed: seed) { step in
                do { try tally.count(step, in: "seed \(seed)", rules: []) } catch { failure = error }
            }
        }
        if let failure { throw failure }
        let coverage = M.F.coverage
        for (title, listed, counts) in [
            ("actions", coverage.actions, tally.actions), ("refusals", coverage.refusals, tally.refusals),
            ("effects", coverage.effects, tally.effects), ("results", coverage.results, tally.results),
        ] {
            let unlisted = counts.keys.filter { !listed.contains($0) }.sorted()
            XCTAssertEqual(unlisted, [], "\(M.F.name) \(title): exercised by random sessions but not listed")
        }
    }
}
