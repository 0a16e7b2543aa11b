import Foundation
import Reducers

/// The rows of the table, each measured on its own: `benchmark` runs every selected row in a
/// child process of its own (`--row NAME`), so that no row inherits another's heap, threads or
/// unfinished effects, and each row's peak memory is that child's alone. A single selected row
/// runs in this process, which keeps instruction counting (callgrind) to one process.
enum Rows {
    static let names = [
        "fold", "send", "record", "replay", "verify", "decoder", "instructions", "sessions", "appsessions", "appverify", "appinstructions", "anchors", "checkpoint", "policy",
        "largefeed", "steps", "timeline", "tools", "memory",
    ]

    /// Rows measured only when asked for by name (`--only appscale`): they write logs of
    /// gigabytes and take minutes.
    static let askedForOnly: Set = ["appscale"]

    /// The selected rows in table order; `memory` once per count, as `memory:COUNT`, and
    /// `appscale` once per app and count, as `appscale:APP:COUNT`.
    static func selected(_ options: Options) -> [String] {
        (names + askedForOnly.sorted()).filter { options.only.isEmpty ? !askedForOnly.contains($0) : options.only.contains($0) }
            .flatMap { name in
                switch name {
                case "memory": options.memoryCounts.map { "memory:\($0)" }
                case "appscale": FeatureRegistry.standard.names.flatMap { app in options.scaleCounts.map { "appscale:\(app):\($0)" } }
                default: [name]
                }
            }
    }

    /// Measures `row` in this process; its figures carry this process's peak memory, unless a
    /// figure took its own.
    static func measure(_ row: String, _ options: Options) throws -> [Figure] {
        var figures = try figures(of: row, options)
        let peak = peakResidentMiB()
        for index in figures.indices { figures[index].peakMiB = figures[index].peakMiB ?? peak }
        return figures
    }

    private static func figures(of row: String, _ options: Options) throws -> [Figure] {
        let fixtures = options.repository.appendingPathComponent("Fixtures")
        switch row {
        case "fold": return [Measure.fold(Workload.actions(options.actions), runs: options.runs)]
        case "send":
            let actions = Workload.actions(options.actions)
            return [try waiting { await Measure.storeSend(actions, runs: options.runs) }]
        case "record":
            let actions = Workload.actions(options.recordActions)
            return try waiting { try await Measure.storeRecord(actions, runs: options.runs) }
        case "replay", "verify", "decoder":
            let log = Workload.temporaryURL(row)
            defer { try? FileManager.default.removeItem(at: log) }
            try LogGeneration.write(options.actions, to: log, checkpointInterval: options.checkpointInterval)
            if row == "decoder" { return [try Measure.jsonDecoderBaseline(log, count: options.actions, runs: options.runs)] }
            return [try Measure.replay(log, count: options.actions, verify: row == "verify", pairedWithPlain: !options.alone, runs: options.runs)]
        case "sessions": return [try SessionThroughput.measure(sessions: options.repository.appendingPathComponent("Sessions"))]
        case "appsessions", "appverify":
            return try SessionThroughput.measurePerApp(
                sessions: options.repository.appendingPathComponent("Sessions"), inputs: options.sessionInputs, only: options.app,
                verify: row == "appverify")
        case "appinstructions":
            return try SessionThroughput.apps(in: options.repository.appendingPathComponent("Sessions")).map { app in
                try InstructionCount.measureSessions(of: app, repository: options.repository, inputs: options.sessionInstructionInputs)
            }
        case "anchors": return try SessionThroughput.anchorsPerApp(sessions: options.repository.appendingPathComponent("Sessions"))
        case "checkpoint":
            return [
                try Measure.checkpoint("checkpoint: Showcase state", Workload.initialState, runs: options.runs),
                try Measure.checkpoint("checkpoint: Lunch, real feed", LunchStates.realFeed(fixtures: fixtures), runs: options.runs),
                try Measure.checkpoint("checkpoint: Lunch, 1,000 restaurants", LunchStates.feed(of: 1000, fixtures: fixtures), runs: options.runs),
            ]
        case "policy":
            return try [1, 10, 100, 1000].map { interval in
                try waiting {
                    try await CheckpointPolicy.measure(interval: interval, fixtures: fixtures, inputs: 20_000, runs: options.runs)
                }
            }
        case "largefeed": return try LargeFeed.measure(fixtures: fixtures, restaurants: 7_500)
        case "steps": return [try Measure.stepsDiff(Workload.actions(options.stepsActions))]
        case "instructions":
            return try [false, true].map { verify in try InstructionCount.measure(verify: verify, inputs: options.instructionInputs) }
        case "timeline": return [try TimelineFigure.measure(inputs: options.timelineInputs)]
        case "tools": return try ToolScale.measure(inputs: options.toolCounts)
        default:
            let parts = row.split(separator: ":").map(String.init)
            if parts.count == 3, parts[0] == "appscale", let count = Int(parts[2]) {
                return [try AppScale.measure(app: parts[1], count: count, sessions: options.repository.appendingPathComponent("Sessions"))]
            }
            guard row.hasPrefix("memory:"), let count = Int(row.dropFirst("memory:".count)) else {
                throw OptionError(text: "unknown row \(row)")
            }
            // The largest count's row also times its first inputs, as many as the smallest count.
            let smallest = options.memoryCounts.min() ?? count
            let first = count == options.memoryCounts.max() && smallest < count ? smallest : nil
            return [try Measure.generateAndReplay(count, comparedWithItsFirst: first)]
        }
    }
}
