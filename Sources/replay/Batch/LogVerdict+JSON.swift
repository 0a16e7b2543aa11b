import ActionLog
import Reducers

extension LogVerdict {
    /// The verdict as one object of `verify --json` and `replay LOG --verify --json`: `{"type":"log",
    /// "file","app","actions","checkpoints","seconds","status":"verified"|"diverged"|"unreadable"}`,
    /// with `notComparable` and `launches` when there are any (the first `Outcome.keptLaunches`, and
    /// `launchesLeftOut` counting the others), `seq`, `line`, `reason` and
    /// `divergence` (`DivergenceJSON`) when diverged, `error` when unreadable.
    var json: JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("type", .string("log")), ("file", .string(file)), ("actions", .int(Int64(actions))),
            ("checkpoints", .int(Int64(checkpoints))), ("seconds", .double(BatchVerifier.Report.rounded(seconds))),
        ]
        if let app { members.append(("app", .string(app))) }
        if notComparable > 0 { members.append(("notComparable", .int(Int64(notComparable)))) }
        if !launches.isEmpty { members.append(("launches", .array(launches.map(Self.launchValue)))) }
        if launchCount > launches.count { members.append(("launchesLeftOut", .int(Int64(launchCount - launches.count)))) }
        switch status {
        case .verified: members.append(("status", .string("verified")))
        case .diverged(let seq, let line, let reason, let details):
            members += [
                ("status", .string("diverged")), ("seq", .int(Int64(seq))), ("line", .int(Int64(line))), ("reason", .string(reason)),
                ("divergence", details),
            ]
        case .unreadable(let error):
            members += [("status", .string("unreadable")), ("error", .string(error))]
        }
        return .logObject(members: members)
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
}
