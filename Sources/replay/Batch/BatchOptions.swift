/// The command line of `replay verify DIR`: every log in a folder, verified with all cores.
struct BatchOptions: Equatable {
    /// One of `count` disjoint parts of a corpus, chosen by a stable hash of each file's path.
    struct Shard: Equatable, Sendable, CustomStringConvertible {
        var index: Int
        var count: Int

        var description: String { "\(index)/\(count)" }
    }

    var directory: String
    var jobs: Int
    var shard: Shard?
    var json = false
    /// Where a JUnit XML report is written, for CI systems to display.
    var junitPath: String?

    static let synopsis = "replay verify <dir> [--jobs N] [--shard I/N] [--json] [--junit FILE]"

    static func parse(_ arguments: [String], processors: Int) throws(UsageError) -> BatchOptions {
        var options = BatchOptions(directory: "", jobs: max(1, processors))
        var scanner = ArgumentScanner(arguments)
        while let option = try scanner.nextOption() {
            switch option {
            case "--json": options.json = true
            case "--jobs": options.jobs = try scanner.number("a number of jobs", minimum: 1)
            case "--junit": options.junitPath = try scanner.value("an output file")
            case "--shard":
                let text = try scanner.value("a shard such as 0/4")
                let parts = text.split(separator: "/", omittingEmptySubsequences: false).map { Int($0) }
                guard parts.count == 2, let index = parts[0], let count = parts[1], count >= 1, (0..<count).contains(index) else {
                    throw UsageError("--shard takes I/N with 0 ≤ I < N, such as 0/4 (I is JOB_COMPLETION_INDEX), not \"\(text)\"")
                }
                options.shard = Shard(index: index, count: count)
            default: throw scanner.unknown()
            }
        }
        guard scanner.positional.count == 1 else {
            throw UsageError(scanner.positional.isEmpty ? "missing <dir>" : "expected one <dir>, got \(scanner.positional.count)")
        }
        options.directory = scanner.positional[0]
        return options
    }
}
