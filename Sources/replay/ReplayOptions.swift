/// The command line of `replay <log>`, parsed and validated before anything is read.
struct ReplayOptions: Equatable {
    var logPath: String
    var json = false
    /// `--state`: print the whole state, not the screen.
    var state = false
    var steps = false
    var verify = false
    var until: Int?
    /// `--until launch:N`: the state at the end of launch N (1 is the process the header starts).
    var untilLaunch: Int?
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
    /// The most bytes of steps the page holds (`--page-budget`, in MiB): a longer session's page
    /// holds its first and last parts.
    var pageBudget = 48 << 20
    var emitTest = false

    /// Whether the replay prints the screen the user saw (the default) rather than the state.
    var showsScreen: Bool { !state && !json && focus == nil }

    static let synopsis = "replay <log> [--state] [--json] [--path P] [--until N|launch:N] [--steps [--from N]] [--watch P] [--skip LIST] [--verify] [--compare LOG | --html FILE [--page-budget MIB] | --emit-test]"

    static func parse(_ arguments: [String]) throws(UsageError) -> ReplayOptions {
        var options = ReplayOptions(logPath: "")
        var scanner = ArgumentScanner(arguments)
        var givenBudget = false
        while let option = try scanner.nextOption() {
            switch option {
            case "--json": options.json = true
            case "--state": options.state = true
            case "--steps": options.steps = true
            case "--verify": options.verify = true
            case "--until":
                let text = try scanner.value("a sequence number or launch:N")
                if let number = Int(text), number >= 0 {
                    options.until = number
                } else if text.hasPrefix("launch:"), let number = Int(text.dropFirst("launch:".count)), number >= 1 {
                    options.untilLaunch = number
                } else {
                    throw UsageError("--until takes a sequence number of 0 or more, or launch:N with N of 1 or more, not \"\(text)\"")
                }
            case "--from": options.from = try scanner.number("a sequence number", minimum: 1)
            case "--path": options.focus = try StatePath(parsing: scanner.value("a state path such as navigation.selected"))
            case "--watch": options.watch = try StatePath(parsing: scanner.value("a state path such as navigation.selected"))
            case "--skip": options.skip = try SequenceRanges(parsing: scanner.value("sequence numbers such as 12,15-18"))
            case "--compare": options.comparedPath = try scanner.value("a second log")
            case "--html": options.htmlPath = try scanner.value("an output file")
            case "--page-budget":
                options.pageBudget = min(try scanner.number("a size in MiB", minimum: 1), 1 << 20) << 20
                givenBudget = true
            case "--emit-test": options.emitTest = true
            default: throw scanner.unknown()
            }
        }
        guard scanner.positional.count == 1 else {
            throw UsageError(scanner.positional.isEmpty ? "missing <log>" : "expected one <log>, got \(scanner.positional.count)")
        }
        options.logPath = scanner.positional[0]
        if givenBudget, options.htmlPath == nil { throw UsageError("--page-budget is the size of the page --html writes, so it needs --html") }
        try options.validate()
        return options
    }

    /// The options each way of showing a log cannot take: they would be ignored.
    private static let refused: [String: Set<String>] = [
        "--compare": ["--verify", "--path", "--until", "--skip"],
        "--html": ["--json", "--path"],
        "--emit-test": ["--json", "--verify", "--path", "--skip"],
        "--watch": ["--verify", "--path"],
        "--steps": ["--verify"],
    ]

    private mutating func validate() throws(UsageError) {
        if from != nil { steps = true }
        let modes = [
            (comparedPath != nil, "--compare"), (htmlPath != nil, "--html"), (emitTest, "--emit-test"),
            (watch != nil, "--watch"), (steps, "--steps"),
        ].filter(\.0).map(\.1)
        if modes.count > 1 { throw UsageError("\(modes[0]) cannot be combined with \(modes[1])") }
        let given = [(json, "--json"), (verify, "--verify"), (focus != nil, "--path"), (until != nil || untilLaunch != nil, "--until"), (skip != nil, "--skip")]
            .filter(\.0).map(\.1)
        if let mode = modes.first, let clash = given.first(where: { Self.refused[mode]?.contains($0) == true }) {
            throw UsageError("\(mode) cannot be combined with \(clash)")
        }
        if skip != nil, verify { throw UsageError("--skip replays another session, whose checkpoints --verify cannot check") }
        if verify, json, focus != nil, modes.isEmpty {
            throw UsageError("--verify --json prints the verdict, not the state, so it cannot be combined with --path")
        }
        if let from, let until, from > until { throw UsageError("--from \(from) is after --until \(until)") }
        if comparedPath == "-" || (comparedPath != nil && logPath == "-") {
            throw UsageError("--compare reads both logs twice, so neither can be standard input")
        }
    }
}
