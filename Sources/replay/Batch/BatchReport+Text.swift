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
                let launches = verdict.launches.isEmpty ? "" : ", \(verdict.launches.count + 1) launches"
                text += "ok          \(verdict.file) (\(verdict.actions) actions, \(verdict.checkpoints) checkpoints\(uncompared)\(launches))\n"
            case .diverged(_, let line, let reason):
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

    /// A launch as `verify --json` lists it: its number, line, the input it follows, when, and who wrote it.
    private static func launchValue(_ process: ProcessLaunch) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("number", .int(Int64(process.number))), ("line", .int(Int64(process.line))),
            ("after", .int(Int64(process.launch.seq))), ("time", .string(process.launch.time.description)),
        ]
        if let writer = process.launch.writer { members.append(("writer", writer.logValue)) }
        return .logObject(members: members)
    }

    /// JSON Lines: one line per log and a summary line, so the outputs of several shards merge by
    /// concatenation into one valid JSON Lines file.
    var jsonLines: String {
        var lines = verdicts.map { verdict in
            var members: [(String, JSONValue)] = [
                ("type", .string("log")), ("file", .string(verdict.file)), ("actions", .int(Int64(verdict.actions))),
                ("checkpoints", .int(Int64(verdict.checkpoints))), ("seconds", .double(Self.rounded(verdict.seconds))),
            ]
            if let app = verdict.app { members.append(("app", .string(app))) }
            if verdict.notComparable > 0 { members.append(("notComparable", .int(Int64(verdict.notComparable)))) }
            if !verdict.launches.isEmpty { members.append(("launches", .array(verdict.launches.map { Self.launchValue($0) }))) }
            switch verdict.status {
            case .verified: members.append(("status", .string("verified")))
            case .diverged(let seq, let line, let reason):
                members += [("status", .string("diverged")), ("seq", .int(Int64(seq))), ("line", .int(Int64(line))), ("reason", .string(reason))]
            case .unreadable(let error):
                members += [("status", .string("unreadable")), ("error", .string(error))]
            }
            return Self.line(members)
        }
        var summary: [(String, JSONValue)] = [
            ("type", .string("summary")), ("directory", .string(directory)), ("logs", .int(Int64(verdicts.count))),
            ("actions", .int(Int64(actions))), ("checkpoints", .int(Int64(checkpoints))),
            ("diverged", .int(Int64(diverged.count))), ("unreadable", .int(Int64(unreadable.count))),
            ("seconds", .double(Self.rounded(seconds))), ("jobs", .int(Int64(jobs))),
        ]
        if let shard { summary.append(("shard", .string(shard.description))) }
        lines.append(Self.line(summary))
        return lines.joined()
    }

    private static func line(_ members: [(String, JSONValue)]) -> String {
        let object = JSONValue.object(members.sorted { Array($0.0.utf8).lexicographicallyPrecedes(Array($1.0.utf8)) }.map { (key: $0.0, value: $0.1) })
        return object.jsonLine
    }

    /// Seconds to the millisecond.
    static func rounded(_ seconds: Double) -> Double { (seconds * 1000).rounded() / 1000 }
}
