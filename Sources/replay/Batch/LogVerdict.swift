import ActionLog
import Foundation
import LogReplay
import Reducers

/// What verifying one log of a batch found.
struct LogVerdict: Sendable {
    enum Status: Sendable, Equatable {
        case verified
        /// The first checkpoint the replay does not match; `details` as `DivergenceJSON` spells it.
        case diverged(seq: Int, line: Int, reason: String, details: JSONValue)
        /// The log could not be read, with the reader's error (file, line, field).
        case unreadable(String)
    }

    /// The log's path as the batch names it: the folder given, then the path inside it.
    var file: String
    var app: String?
    var actions = 0
    var checkpoints = 0
    /// Checkpoints recorded under another state schema: reported, not compared.
    var notComparable = 0
    /// The launch lines met (the first `Outcome.keptLaunches` of them): the processes after the
    /// first that wrote the log.
    var launches: [ProcessLaunch] = []
    /// How many launch lines there were, those not kept included.
    var launchCount = 0
    var seconds = 0.0
    var status: Status

    /// Replays the log at `url` with the app of `apps` it names and checks every checkpoint.
    /// Never throws: an unreadable log is a verdict.
    static func verify(_ url: URL, named file: String, apps: FeatureRegistry) -> LogVerdict {
        let start = ContinuousClock.now
        var verdict: LogVerdict
        do throws(LogError) {
            let opening = try LogOpening(url: url)
            guard let feature = apps.feature(named: opening.header.app) else {
                throw LogError(file: url.path, line: 1, problem: .unknownApp(opening.header.app, known: apps.names))
            }
            verdict = try verify(feature, opening, named: file)
        } catch {
            var renamed = error
            if renamed.file == url.path { renamed.file = file }
            verdict = LogVerdict(file: file, status: .unreadable(renamed.description))
        }
        verdict.seconds = seconds(since: start)
        return verdict
    }

    /// The seconds from `start` to now.
    static func seconds(since start: ContinuousClock.Instant) -> Double {
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    private static func verify<F: Feature>(_ feature: F.Type, _ opening: LogOpening, named file: String) throws(LogError) -> LogVerdict {
        LogVerdict(try Replayer<F>(verify: true).run(opening), of: file)
    }
}

extension LogVerdict {
    /// The verdict of a replay that checked the checkpoints (`Replayer(verify: true)`).
    init<F: Feature>(_ outcome: Replayer<F>.Outcome, of file: String) {
        self.init(
            file: file, app: F.name, actions: outcome.lastSeq, checkpoints: outcome.checkpointsVerified,
            notComparable: outcome.checkpointsNotComparable, launches: outcome.launches, launchCount: outcome.launchCount,
            status: .verified)
        if let divergence = outcome.divergence {
            status = .diverged(
                seq: divergence.seq, line: divergence.line, reason: ReplayCommand.summary(divergence), details: DivergenceJSON.json(divergence))
        }
    }
}
