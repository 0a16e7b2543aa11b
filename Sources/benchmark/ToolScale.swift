import Foundation

/// The debugging commands that walk a log, run as a user runs them (`ReplayExecutable`) on
/// generated Showcase logs of each length: a figure per command and length. `replay LOG --steps
/// --json` (every input's changes) and `replay LOG --watch PATH` (every change of one subtree)
/// walk the whole log, so their times should grow with its length and no faster; `replay LOG
/// --until N` at the log's last input but one starts from the snapshot before it (a log written
/// with a snapshot every `snapshotInterval` inputs), so its time should hardly grow at all.
enum ToolScale {
    /// Each command that walks the whole log, by the name its figures carry.
    static let walks: [(name: String, arguments: [String])] = [
        ("replay --steps --json", ["--steps", "--json"]),
        ("replay --watch favorites", ["--watch", "favorites"]),
    ]
    static let untilName = "replay --until (its last input but one)"
    /// The inputs between two snapshots of the log `--until` reads.
    static let snapshotInterval = 1_000

    static func measure(inputs counts: [Int]) throws -> [Figure] {
        try counts.sorted().flatMap { count in
            let log = Workload.temporaryURL("tools-\(count)"), snapshotted = Workload.temporaryURL("tools-snapshots-\(count)")
            defer { [log, snapshotted].forEach { try? FileManager.default.removeItem(at: $0) } }
            try LogGeneration.write(count, to: log)
            try LogGeneration.write(count, to: snapshotted, snapshotInterval: snapshotInterval)
            var figures = try walks.map { name, arguments in
                figure(name, count: count, seconds: try ReplayExecutable.wallClockSeconds(running: [log.path] + arguments, row: "tools"))
            }
            let target = count - 1
            let until = try ReplayExecutable.wallClockSeconds(running: [snapshotted.path, "--until", String(target)], row: "tools")
            // Its time per input is over the whole log, as its goal compares logs; it replays only
            // the inputs after the snapshot, which the note says.
            let fromSnapshot = target / snapshotInterval * snapshotInterval
            var untilFigure = figure(untilName, count: count, seconds: until)
            untilFigure.note += ", \(target - fromSnapshot) inputs replayed from the snapshot at \(fromSnapshot)"
            figures.append(untilFigure)
            return figures
        }
    }

    private static func figure(_ name: String, count: Int, seconds: Double) -> Figure {
        Figure(name: name, count: count, nanoseconds: seconds * 1e9 / Double(count), note: String(format: "%.3f s", seconds))
    }
}
