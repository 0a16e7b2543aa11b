import ActionLog
import Foundation
import Reducers

extension BatchVerifier.Report {
    /// One line per log, then the summary.
    var text: String {
        var text = ""
        for verdict in verdicts {
            switch verdict.status {
            case .verified:
                let uncompared = verdict.notComparable > 0 ? ", \(verdict.notComparable) not comparable" : ""
                let launches = verdict.launchCount == 0 ? "" : ", \(verdict.launchCount + 1) launches"
                text += "ok          \(verdict.file) (\(verdict.actions) actions, \(verdict.checkpoints) checkpoints\(uncompared)\(launches))\n"
            case .diverged(_, let line, let reason, _):
                text += "divergence  \(verdict.file):\(line): \(reason)\n"
            case .unreadable(let error):
                text += "unreadable  \(error)\n"
            }
        }
        let place = shard.map { "\(directory) (shard \($0))" } ?? directory
        text += "\(place): \(verdicts.count) logs, \(actions) actions, \(checkpoints) checkpoints verified "
            + "in \(Self.rounded(seconds)) s on \(jobs) jobs; \(diverged.count) diverged, \(unreadable.count) unreadable\n"
        return text
    }

    /// JSON Lines: one line per log (`LogVerdict.json`) and a summary line, so the outputs of
    /// several shards merge by concatenation into one valid JSON Lines file.
    var jsonLines: String {
        var lines = verdicts.map(\.json.jsonLine)
        var summary: [(String, JSONValue)] = [
            ("type", .string("summary")), ("directory", .string(directory)), ("logs", .int(Int64(verdicts.count))),
            ("actions", .int(Int64(actions))), ("checkpoints", .int(Int64(checkpoints))),
            ("diverged", .int(Int64(diverged.count))), ("unreadable", .int(Int64(unreadable.count))),
            ("seconds", .double(Self.rounded(seconds))), ("jobs", .int(Int64(jobs))),
        ]
        if let shard { summary.append(("shard", .string(shard.description))) }
        lines.append(JSONValue.logObject(members: summary.map { (key: $0.0, value: $0.1) }).jsonLine)
        return lines.joined()
    }

    /// Seconds to the millisecond.
    static func rounded(_ seconds: Double) -> Double { (seconds * 1000).rounded() / 1000 }
}
