/// The command line of `replay <log>`, parsed and validated before anything is read.
struct ReplayOptions: Equatable {
    var logPath: String
    var json = false
    var steps = false
    var verify = false
    var until: Int?
    /// The first step `--steps` lists.
    var from: Int?
    /// The subtree of the state every output is limited to (`--path`).
    var focus: StatePath?
    /// The subtree whose every change is listed (`--watch`).
    var watch: StatePath?
    /// Inputs left out of the replay (`--skip`): a what-if.
    var skip: SequenceRanges?
    /// A second log of the same app to compare with `logPath`, step by step.
    var comparedPath: String?
    /// Where `--html` writes the timeline page.
    var htmlPath: String?
    var emitTest = false

    static let synopsis = "replay <log> [--json] [--path P] [--until N] [--steps [--from N]] [--watch P] [--skip LIST] [--verify] [--compare LOG | --html FILE | --emit-test]"

    static func parse(_ arguments: [String]) throws(UsageError) -> ReplayOptions {
        var options = ReplayOptions(logPath: "")
        var scanner = ArgumentScanner(arguments)
        while let option = try scanner.nextOption() {
            switch option {
            case "--json": options.json = true
            case "--steps": options.steps = true
            case "--verify": options.verify = true
            case "--until": options.until = try scanner.number("a sequence number", minimum: 0)
            case "--from": options.from = try scanner.number("a sequence number", minimum: 1)
            case "--path": options.focus = try StatePath(parsing: scanner.value("a state path such as navigation.selected"))
            case "--watch": options.watch = try StatePath(parsing: scanner.value("a state path such as navigation.selected"))
            case "--skip": options.skip = try SequenceRanges(parsing: scanner.value("sequence numbers such as 12,15-18"))
            case "--compare": options.comparedPath = try scanner.value("a second log")
            case "--html": options.htmlPath = try scanner.value("an output file")
            case "--emit-test": options.emitTest = true
            default: throw scanner.unknown()
            }
        }
        guard scanner.positional.count == 1 else {
            throw UsageError(scanner.positional.isEmpty ? "missing <log>" : "expected one <log>, got \(scanner.positional.count)")
        }
        options.logPath = scanner.positional[0]
        try options.validate()
        return options
    }

    private mutating func validate() throws(UsageError) {
        if from != nil { steps = true }
        let modes = [
            (comparedPath != nil, "--compare"), (htmlPath != nil, "--html"), (emitTest, "--emit-test"),
            (watch != nil, "--watch"), (steps, "--steps"),
        ].filter(\.0).map(\.1)
        if modes.count > 1 { throw UsageError("\(modes[0]) cannot be combined with \(modes[1])") }
        if comparedPath != nil, json || verify || until != nil || focus != nil || skip != nil {
            throw UsageError("--compare cannot be combined with --json, --path, --until, --skip or --verify")
        }
        if htmlPath != nil || emitTest, json || focus != nil || verify || (emitTest && skip != nil) {
            throw UsageError("\(modes[0]) cannot be combined with --json, --path or --verify" + (emitTest ? " or --skip" : ""))
        }
        if skip != nil, verify { throw UsageError("--skip replays another session, whose checkpoints --verify cannot check") }
        if let from, let until, from > until { throw UsageError("--from \(from) is after --until \(until)") }
        if comparedPath == "-" || (comparedPath != nil && logPath == "-") {
            throw UsageError("--compare reads both logs twice, so neither can be standard input")
        }
    }
}
