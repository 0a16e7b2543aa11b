import Foundation

/// The command line of `logfuzz`.
struct FuzzOptions {
    var count = 100_000
    var seconds: Double = 600
    var seed: UInt64 = 1
    var corpus: [String] = []
    var workFolder: String?
    /// An input that takes longer than this is a hang.
    var hangSeconds: Double = 30
    var json = false

    static let usage = """
        USAGE: logfuzz [--count N] [--seconds S] [--seed N] [--json] [--work DIR] <log or folder>...

        Feeds the log reader and `replay` mutated copies of the given logs (bit flips, truncation at
        every offset of the smallest log, lines over the limit, invalid UTF-8, deep nesting, wrong types,
        duplicated, reordered and dropped lines, hostile numbers and strings, spelled-out initial
        states with hostile counters) and checks that none crashes or hangs and that every error
        names a line. Stops after N inputs or S seconds, whichever comes first.

        A crash leaves the input that caused it in <work>/current.jsonl; a hang (one input over 30 s)
        saves it as <work>/hang.jsonl and exits 3. Exit codes: 0 all good, 1 an error without a
        line, 2 bad arguments, 3 a hang.
        """

    static func parse(_ arguments: [String]) -> FuzzOptions? {
        var options = FuzzOptions()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--count": guard let value = remaining.popFirst().flatMap({ Int($0) }), value > 0 else { return nil }
                options.count = value
            case "--seconds": guard let value = remaining.popFirst().flatMap({ Double($0) }), value > 0 else { return nil }
                options.seconds = value
            case "--seed": guard let value = remaining.popFirst().flatMap({ UInt64($0) }) else { return nil }
                options.seed = value
            case "--work": guard let value = remaining.popFirst() else { return nil }
                options.workFolder = value
            case "--json": options.json = true
            default:
                guard !argument.hasPrefix("-") else { return nil }
                options.corpus.append(argument)
            }
        }
        return options.corpus.isEmpty ? nil : options
    }
}
