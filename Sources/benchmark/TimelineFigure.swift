import Foundation

/// `replay LOG --html PAGE` on a generated Showcase log, run as a user runs it: the `replay`
/// executable built beside this one, timed by the wall clock from start to exit.
enum TimelineFigure {
    static let name = "timeline page (replay --html)"

    static func measure(inputs: Int) throws -> Figure {
        let replay = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("replay")
        guard FileManager.default.isExecutableFile(atPath: replay.path) else {
            throw OptionError(text: "the timeline row runs \(replay.path): build it first (swift build -c release --product replay)")
        }
        let log = Workload.temporaryURL("timeline-log"), page = Workload.temporaryURL("timeline-page")
        defer { [log, page].forEach { try? FileManager.default.removeItem(at: $0) } }
        try LogGeneration.write(inputs, to: log)
        let process = Process()
        process.executableURL = replay
        process.arguments = [log.path, "--html", page.path]
        process.standardError = FileHandle.nullDevice
        let time = try seconds {
            try process.run()
            process.waitUntilExit()
        }
        guard process.terminationStatus == 0 else { throw OptionError(text: "replay --html exited with status \(process.terminationStatus)") }
        let bytes = try FileManager.default.attributesOfItem(atPath: page.path)[.size] as? Int ?? 0
        return Figure(
            name: name, count: inputs, nanoseconds: time * 1e9 / Double(inputs),
            note: String(format: "%.2f s, a %.1f MB page", time, Double(bytes) / 1_000_000), outputBytes: bytes)
    }
}
