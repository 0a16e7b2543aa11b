import ActionLog
import AppState
import Foundation
import LogReplay
import Reducers

/// Replays the bundled sessions (real app sessions, response bodies included) again and again:
/// bytes of log per second.
enum SessionThroughput {
    static func measure(sessions: URL, minimumSeconds: Double = 0.5) throws -> Figure {
        let files = try FileManager.default.contentsOfDirectory(at: sessions, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "jsonl" }.sorted { $0.path < $1.path }
        let bytes = try files.reduce(0) { $0 + (try Data(contentsOf: $1).count) }
        var rounds = 0
        var inputs = 0
        let time = try seconds {
            var elapsed = 0.0
            let start = DispatchTime.now().uptimeNanoseconds
            while elapsed < minimumSeconds {
                for file in files { inputs += try replay(file) }
                rounds += 1
                elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            }
        }
        let megabytesPerSecond = Double(bytes * rounds) / 1_048_576 / time
        return Figure(
            name: "replay of the bundled sessions", count: inputs, nanoseconds: time * 1e9 / Double(max(1, inputs)),
            note: String(format: "%.1f MB/s (%d files, %d KiB)", megabytesPerSecond, files.count, bytes / 1024))
    }

    /// Each app's bundled sessions (`only` that app's, when given) replayed again and again until
    /// `inputs` inputs are applied, whole rounds of them: one figure per app, in bytes of log per
    /// second. With `verify`, each checkpoint is judged as `replay verify` judges it (its state
    /// hashed, its effects compared).
    static func measurePerApp(sessions: URL, inputs: Int, only: String? = nil, verify: Bool = false) throws -> [Figure] {
        try filesByApp(sessions).filter { only == nil || $0.app == only }.map { app, appFiles, sizes in
            var replayed = 0
            var bytes = 0
            let faultsBefore = minorPageFaults()
            let time = try seconds {
                while replayed < inputs {
                    for (file, size) in zip(appFiles, sizes) {
                        replayed += try replay(file, verify: verify)
                        bytes += size
                    }
                }
            }
            let megabytes = Double(bytes) / 1_048_576
            let faults = Double(minorPageFaults() - faultsBefore) / max(megabytes, 1)
            return Figure(
                name: name(app: app) + (verify ? ", --verify" : ""), count: replayed, nanoseconds: time * 1e9 / Double(max(1, replayed)),
                note: String(
                    format: "%.1f MB/s (%d files, %d KiB), %.1f page faults a MB", megabytes / time, appFiles.count, sizes.reduce(0, +) / 1024,
                    faults),
                megabytesPerSecond: megabytes / time, inputBytes: bytes)
        }
    }

    /// The apps the bundled sessions are of, by name.
    static func apps(in sessions: URL) throws -> [String] { try filesByApp(sessions).map(\.app) }

    /// Each app's anchors (`Anchors`): the bytes of its bundled sessions read by other readers,
    /// each in slices side by side with slices of their replay.
    static func anchorsPerApp(sessions: URL) throws -> [Figure] {
        try filesByApp(sessions).flatMap { app, files, sizes in
            let bytes = sizes.reduce(0, +)
            return try Anchors.measure(files: files, of: app, anchoring: name(app: app)) {
                try Anchors.sliceRate {
                    for file in files { _ = try replay(file) }
                    return bytes
                }
            }
        }
    }

    private static func name(app: String) -> String { "replay of \(app)'s sessions" }

    /// The bundled sessions by the app their header names, apps by name, with each file's size.
    private static func filesByApp(_ sessions: URL) throws -> [(app: String, files: [URL], sizes: [Int])] {
        let files = try FileManager.default.contentsOfDirectory(at: sessions, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "jsonl" }.sorted { $0.path < $1.path }
        let byApp = Dictionary(grouping: files) { (try? LogOpening(url: $0).header.app) ?? "" }
        return try byApp.keys.sorted().map { app in
            let files = byApp[app] ?? []
            return (app, files, try files.map { try Data(contentsOf: $0).count })
        }
    }

    /// Replays the log at `url`, opened and closed here: what `appinstructions` counts (kept out
    /// of line, so that callgrind finds it by name).
    @inline(never)
    private static func replay(_ url: URL, verify: Bool = false) throws -> Int {
        let opening = try LogOpening(url: url)
        guard let feature = FeatureRegistry.standard.feature(named: opening.header.app) else {
            throw LogError(file: url.path, line: 1, problem: .unknownApp(opening.header.app, known: FeatureRegistry.standard.names))
        }
        return try replay(feature, opening, verify: verify)
    }

    private static func replay<F: Feature>(_ feature: F.Type, _ opening: LogOpening, verify: Bool) throws -> Int {
        let outcome = try Replayer<F>(verify: verify).run(opening)
        if verify, let divergence = outcome.divergence {
            throw OptionError(text: "\(opening.file): diverged at input \(divergence.seq)")
        }
        return outcome.lastSeq
    }
}
