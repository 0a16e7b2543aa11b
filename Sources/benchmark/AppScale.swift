import ActionLog
import Foundation
import LogReplay
import Reducers

/// One long log per app, made of its bundled sessions' inputs again and again (launch, taps and
/// the recorded answers with their real bodies), written as a recorder writes it and replayed
/// once: rows of two lengths tell whether each app's replay is linear and its memory flat.
enum AppScale {
    static func name(app: String) -> String { "\(app) log: replay time, peak memory" }

    /// Whether `figure` is a row of this kind (`name(app:)`).
    static func isLongLog(_ figure: Figure) -> Bool { figure.name.hasSuffix(name(app: "")) }

    /// The app a row of this kind is named after.
    static func app(of name: String) -> String { String(name.prefix { $0 != " " }) }

    static func measure(app: String, count: Int, sessions: URL) throws -> Figure {
        guard let feature = FeatureRegistry.standard.feature(named: app) else {
            throw OptionError(text: "no app \(app): \(FeatureRegistry.standard.names.joined(separator: ", "))")
        }
        return try measure(feature, count: count, sessions: sessions)
    }

    private static func measure<F: Feature>(_ feature: F.Type, count: Int, sessions: URL) throws -> Figure {
        let inputs = try bundledInputs(of: feature, in: sessions)
        guard let first = inputs.first, let start = first.relaunch else { throw OptionError(text: "\(F.name) has no bundled session to repeat") }
        let url = Workload.temporaryURL("scale-\(F.name)")
        defer { try? FileManager.default.removeItem(at: url) }
        var index = 0
        try LogGeneration.write(feature, count: count, from: start, to: url) { _ in
            defer { index = (index + 1) % inputs.count }
            return inputs[index]
        }
        let bytes = try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int ?? 0
        var replayed = 0
        let processorBefore = processorSeconds()
        let time = try seconds { replayed = try Replayer<F>().run(LogOpening(url: url)).lastSeq }
        let processor = processorSeconds() - processorBefore
        guard replayed == count else { throw OptionError(text: "\(F.name): replayed \(replayed) of \(count) inputs") }
        let megabytesPerSecond = Double(bytes) / 1_048_576 / time
        // The log is read ahead on a second thread (`Replayer.ReadAhead`): its processor time is
        // told beside the wall-clock time, and the MB/s one core's worth of it would give.
        return Figure(
            name: name(app: F.name), count: count, nanoseconds: time * 1e9 / Double(count),
            note: String(
                format: "%.0f MB log, %.1f MB/s, processor %.2f× the time (%.1f MB/s a core)", Double(bytes) / 1_000_000, megabytesPerSecond,
                processor / time, Double(bytes) / 1_048_576 / processor),
            megabytesPerSecond: megabytesPerSecond, inputBytes: bytes)
    }

    /// The inputs of every bundled session of `feature`, in file order, each process's first
    /// with the state it started from: repeated, each answer then meets the request it answers.
    private static func bundledInputs<F: Feature>(
        of feature: F.Type, in sessions: URL
    ) throws -> [(input: StoreInput<F>, relaunch: F.State?)] {
        let files = try FileManager.default.contentsOfDirectory(at: sessions, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "jsonl" }.sorted { $0.path < $1.path }
        var inputs: [(input: StoreInput<F>, relaunch: F.State?)] = []
        for file in files {
            let opening = try LogOpening(url: file)
            guard opening.header.app == F.name else { continue }
            var first = true
            _ = try Replayer<F>().run(opening) { step in
                inputs.append((step.input, first || step.launch != nil ? step.before : nil))
                first = false
            }
        }
        return inputs
    }
}
