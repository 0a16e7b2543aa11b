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

/// Writes `line` at once, so a long run shows each app's figures as soon as they are known.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

var failed = false
for name in app == "all" ? ProbeApps.names : [app] {
    guard let report = ProbeApps.run(name, sessions: sessions, steps: steps, firstSeed: seed, logs: logs).first else {
        say("\(name): no such app (\(ProbeApps.names.joined(separator: ", ")))")
        exit(2)
    }
    say("\(report.app): \(report.sessions) sessions, \(report.steps) inputs, \(report.failures.count) invariants broken")
    for (invariant, failure) in report.failures.sorted(by: { $0.key < $1.key }) {
        failed = true
        say("  \(invariant): seed \(failure.seed), shrunk to \(failure.shrunk) inputs: \(failure.log?.path ?? "-")")
        say("    \(failure.violation)")
        if !failure.unasked.isEmpty {
            say("    inputs \(failure.unasked) answer nothing in flight: replay refuses the log there (ProbeReplay.firstViolation reads it)")
        }
    }
}
exit(failed ? 1 : 0)
