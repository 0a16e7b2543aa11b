import Foundation
import Probing

/// `swift run -c release probe [app|all] [sessions] [steps] [first seed] [log folder]`: random
/// sessions of each app with every invariant checked after every input; each invariant's first
/// failure is shrunk and written as a log `replay` reproduces. Exit 1 when any invariant broke.
let arguments = Array(CommandLine.arguments.dropFirst())
let app = arguments.first ?? "all"
let sessions = arguments.count > 1 ? Int(arguments[1]) ?? 1_000 : 1_000
let steps = arguments.count > 2 ? Int(arguments[2]) ?? 60 : 60
let seed = arguments.count > 3 ? UInt64(arguments[3]) ?? 1 : 1
let logs = URL(fileURLWithPath: arguments.count > 4 ? arguments[4] : FileManager.default.currentDirectoryPath)

var failed = false
for report in ProbeApps.run(app, sessions: sessions, steps: steps, firstSeed: seed, logs: logs) {
    print("\(report.app): \(report.sessions) sessions, \(report.steps) inputs, \(report.failures.count) invariants broken")
    for (invariant, failure) in report.failures.sorted(by: { $0.key < $1.key }) {
        failed = true
        print("  \(invariant): seed \(failure.seed), shrunk to \(failure.shrunk) inputs: \(failure.log?.path ?? "-")")
        print("    \(failure.violation)")
    }
}
exit(failed ? 1 : 0)
