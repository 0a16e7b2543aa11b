import ActionLog
import Foundation
import Reducers

/// `replay verify DIR`: verifies every log (`*.jsonl`, in sub-folders too) of a folder, or of one
/// shard of it, on `jobs` threads. Every file gets a verdict, so a partial batch still reports all
/// it could read.
struct BatchVerifier {
    struct Report: Sendable {
        var directory: String
        var shard: BatchOptions.Shard?
        var jobs: Int
        /// One verdict per log, in path order.
        var verdicts: [LogVerdict]
        var seconds: Double

        var diverged: [LogVerdict] { verdicts.filter { if case .diverged = $0.status { true } else { false } } }
        var unreadable: [LogVerdict] { verdicts.filter { if case .unreadable = $0.status { true } else { false } } }
        var actions: Int { verdicts.reduce(0) { $0 + $1.actions } }
        var checkpoints: Int { verdicts.reduce(0) { $0 + $1.checkpoints } }

        /// Unreadable logs are bad input; otherwise a divergence is a difference.
        var exitCode: ExitCode {
            if !unreadable.isEmpty { return .badInput }
            return diverged.isEmpty ? .success : .difference
        }
    }

    var options: BatchOptions
    var apps: FeatureRegistry

    func run() throws(LogError) -> Report {
        let start = ContinuousClock.now
        let files = try logs()
        let directory = URL(fileURLWithPath: options.directory)
        let results = VerdictSlots(count: files.count)
        let name = options.directory.hasSuffix("/") ? String(options.directory.dropLast()) : options.directory
        DispatchQueue.concurrentPerform(iterations: min(options.jobs, max(files.count, 1))) { _ in
            while let index = results.nextIndex() {
                let verdict = LogVerdict.verify(directory.appendingPathComponent(files[index]), named: "\(name)/\(files[index])", apps: apps)
                results.store(verdict, at: index)
            }
        }
        let elapsed = ContinuousClock.now - start
        return Report(
            directory: name, shard: options.shard, jobs: options.jobs, verdicts: results.all,
            seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }

    /// The logs of the folder (paths inside it, sorted) that belong to this shard.
    func logs() throws(LogError) -> [String] {
        try LogFolder.logs(in: options.directory, fileGiven: "to verify one log, run: replay \(options.directory) --verify") { path in
            options.shard.map { Self.shard(of: path, count: $0.count) == $0.index } ?? true
        }
    }

    /// The shard a log belongs to: the first 8 bytes of the SHA-256 of its path inside the folder,
    /// modulo `count`. The same on every machine, so shards need no coordination.
    static func shard(of path: String, count: Int) -> Int {
        var hash = SHA256()
        hash.update(Data(path.utf8))
        let prefix = hash.finalize().prefix(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        return Int(prefix % UInt64(count))
    }
}

/// The verdicts of a batch, filled in by several threads; a lock guards the next index and the slots.
private final class VerdictSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var slots: [LogVerdict?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func nextIndex() -> Int? {
        lock.withLock {
            guard next < slots.count else { return nil }
            defer { next += 1 }
            return next
        }
    }

    func store(_ verdict: LogVerdict, at index: Int) {
        lock.withLock { slots[index] = verdict }
    }

    var all: [LogVerdict] { lock.withLock { slots.compactMap { $0 } } }
}
