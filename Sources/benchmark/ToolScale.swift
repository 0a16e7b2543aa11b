import Foundation

/// The debugging commands that walk a whole log, `replay LOG --steps --json` (every input's
/// changes) and `replay LOG --watch PATH` (every change of one subtree), run as a user runs them
/// (`ReplayExecutable`) on generated Showcase logs of each length: a figure per command and
/// length, whose times tell whether the commands are linear in the log's length.
enum ToolScale {
    /// Each command timed, by the name its figures carry.
    static let commands: [(name: String, arguments: [String])] = [
        ("replay --steps --json", ["--steps", "--json"]),
        ("replay --watch favorites", ["--watch", "favorites"]),
    ]

    static func measure(inputs counts: [Int]) throws -> [Figure] {
        try counts.sorted().flatMap { count in
            let log = Workload.temporaryURL("tools-\(count)")
            defer { try? FileManager.default.removeItem(at: log) }
            try LogGeneration.write(count, to: log)
            return try commands.map { name, arguments in
                let time = try ReplayExecutable.wallClockSeconds(running: [log.path] + arguments, row: "tools")
                return Figure(name: name, count: count, nanoseconds: time * 1e9 / Double(count), note: String(format: "%.2f s", time))
            }
        }
    }
}
