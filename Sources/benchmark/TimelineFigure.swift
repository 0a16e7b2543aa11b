import Foundation

/// `replay LOG --html PAGE` on a generated Showcase log, run as a user runs it (`ReplayExecutable`).
enum TimelineFigure {
    static let name = "timeline page (replay --html)"

    static func measure(inputs: Int) throws -> Figure {
        let log = Workload.temporaryURL("timeline-log"), page = Workload.temporaryURL("timeline-page")
        defer { [log, page].forEach { try? FileManager.default.removeItem(at: $0) } }
        try LogGeneration.write(inputs, to: log)
        let time = try ReplayExecutable.wallClockSeconds(running: [log.path, "--html", page.path], row: "timeline")
        let bytes = try FileManager.default.attributesOfItem(atPath: page.path)[.size] as? Int ?? 0
        return Figure(
            name: name, count: inputs, nanoseconds: time * 1e9 / Double(inputs),
            note: String(format: "%.2f s, a %.1f MB page", time, Double(bytes) / 1_000_000), outputBytes: bytes)
    }
}
