import AppState
import Foundation
import Reducers

/// Many random sessions of one app, seeds `firstSeed`, `firstSeed + 1`…: what `swift test` runs a
/// few of and `swift run probe` runs many of.
package enum ProbeCampaign {
    package struct Report {
        package var app: String
        package var sessions = 0
        package var steps = 0
        /// The failures, one per invariant (the first seed that broke it), each shrunk. `unasked`:
        /// the inputs of the shrunk log (by seq) that answer no effect in flight (late, again or
        /// never asked for), which `replay`'s strict reader refuses.
        package var failures: [String: (seed: UInt64, violation: String, shrunk: Int, log: URL?, unasked: [Int])] = [:]
    }

    /// Runs `sessions` sessions of `steps` inputs each. Each invariant's first failure is shrunk
    /// and, with `logs`, written there as `<app>-<invariant>-<seed>.jsonl`, a log `replay`
    /// reproduces.
    package static func run<M: ProbeModel>(
        _ model: M.Type, sessions: Int, steps: Int, firstSeed: UInt64, logs: URL? = nil
    ) -> Report {
        var report = Report(app: M.F.name)
        let run = ProbeRun<M>(steps: steps)
        for offset in 0..<UInt64(max(0, sessions)) {
            let seed = firstSeed &+ offset
            report.sessions += 1
            guard let failure = run.session(seed: seed) else {
                report.steps += steps
                continue
            }
            report.steps += failure.inputs.count
            guard report.failures[failure.invariant] == nil else { continue }
            let log = logs.map { $0.appendingPathComponent("\(M.F.name)-\(failure.invariant)-\(seed).jsonl") }
            if let log { _ = try? InputLog.write(failure.shrunk, of: M.F.self, to: log) }
            let unasked = ProbeReplay<M>.unaskedAnswers(failure.shrunk, storage: failure.storage)
            report.failures[failure.invariant] = (seed, failure.violation, failure.shrunk.count, log, unasked)
        }
        return report
    }
}
