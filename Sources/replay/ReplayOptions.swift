/// The command line of `replay`, parsed and validated before anything is read.
struct ReplayOptions: Equatable {
    var logPath: String
    var json = false
    var steps = false
    var verify = false
    var until: Int?
    /// A second log of the same app to compare with `logPath`, step by step.
    var comparedPath: String?

    static let usage = """
        USAGE: replay <log> [--json] [--until N] [--steps] [--verify]
               replay <log> --compare <other-log>

        Replays a recorded session (an action log, JSON Lines) through the app's reducers and
        prints the state it reaches. No network is needed: effect results are in the log.

        ARGUMENTS:
          <log>          The log file, such as Sessions/showcase-tabs-navigation.jsonl.

        OPTIONS:
          --json         Print the state as canonical JSON (sorted keys) instead of a tree.
          --until N      Stop after action N (sequence numbers start at 1; 0 is the initial state).
          --steps        Print each action and the changes it made (path: old → new) and effects;
                         values longer than 120 characters are cut short with …
          --verify       Check every checkpoint hash; report the first sequence number that diverges.
          --compare <other-log>
                         Replay both logs (of one app) side by side and print the first action
                         after which their states differ, with the diff (left: <log>, right: other).
          -h, --help     Show this help.

        EXIT CODES:
          0  the log replayed (and verified, with --verify)
          1  a checkpoint diverged (with --verify), or the compared logs differ (with --compare)
          2  bad input: unreadable, malformed or foreign log, or bad arguments

        Messages go to standard error; the state goes to standard output.
        """

    enum ParseError: Error, Equatable {
        case helpRequested
        case invalid(String)
    }

    static func parse(_ arguments: [String]) throws(ParseError) -> ReplayOptions {
        var options = ReplayOptions(logPath: "")
        var paths: [String] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "-h", "--help": throw .helpRequested
            case "--json": options.json = true
            case "--steps": options.steps = true
            case "--verify": options.verify = true
            case "--until":
                guard let value = remaining.popFirst() else { throw .invalid("--until needs a number") }
                guard let number = Int(value), number >= 0 else {
                    throw .invalid("--until takes a sequence number of 0 or more, not \"\(value)\"")
                }
                options.until = number
            case "--compare":
                guard let value = remaining.popFirst() else { throw .invalid("--compare needs a second log") }
                options.comparedPath = value
            default:
                if argument.hasPrefix("-") && argument != "-" { throw .invalid("unknown option \(argument)") }
                paths.append(argument)
            }
        }
        if options.comparedPath != nil, options.json || options.steps || options.verify || options.until != nil {
            throw .invalid("--compare cannot be combined with --json, --until, --steps or --verify")
        }
        guard paths.count == 1 else {
            throw .invalid(paths.isEmpty ? "missing <log>" : "expected one <log>, got \(paths.count)")
        }
        options.logPath = paths[0]
        return options
    }
}
