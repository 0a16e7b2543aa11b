import ActionLog
import Foundation
import LogReplay
import Reducers

/// What one damaged log did to the reader and the fold.
enum FuzzOutcome: String, CaseIterable {
    case replayed
    case diverged
    case refusedWithLine = "refused, naming the line"
    /// A refusal that names no line although the file has lines: a defect.
    case refusedWithoutLine = "refused, naming no line"
    /// The log replayed otherwise when read ahead on a thread of its own (`Replayer.ReadAhead`)
    /// than when read as the fold reaches each line: a defect.
    case readAheadDiffers = "replayed otherwise read ahead"

    /// Whether the outcome is a defect, which fails the run.
    var isDefect: Bool { self == .refusedWithoutLine || self == .readAheadDiffers }

    /// Replays the log at `url` with the feature its header names, every checkpoint verified,
    /// twice: read as the fold reaches each line, then read ahead; both must find the same.
    static func of(_ url: URL) -> (FuzzOutcome, LogError?) {
        let alone = replay(url, readsAhead: false)
        guard alone == replay(url, readsAhead: true) else { return (.readAheadDiffers, nil) }
        switch alone {
        case .failed(let error):
            let named = error.line != nil || [.empty, .unreadable].contains(error.problem)
            return (named ? .refusedWithLine : .refusedWithoutLine, error)
        case .replayed(let found): return (found.divergence == nil ? .replayed : .diverged, nil)
        case .unknownApp: return (.refusedWithLine, nil)
        }
    }

    /// What a replay found, compared between the two ways of reading.
    private enum Replay: Equatable {
        case replayed(Found)
        case failed(LogError)
        /// The header names an app this build does not have: refused, naming the header's line.
        case unknownApp
    }

    private struct Found: Equatable {
        var stateSpelling: Data?
        var lastSeq: Int
        var verified: Int
        var divergence: Divergence?
        var tornTailLine: Int?
        var migration: MigrationReport
    }

    private static func replay(_ url: URL, readsAhead: Bool) -> Replay {
        do {
            let opening = try LogOpening(url: url)
            guard let feature = FeatureRegistry.standard.feature(named: opening.header.app) else { return .unknownApp }
            return .replayed(try replay(feature, opening, readsAhead: readsAhead))
        } catch {
            return .failed(error)
        }
    }

    private static func replay<F: Feature>(_ feature: F.Type, _ opening: LogOpening, readsAhead: Bool) throws(LogError) -> Found {
        let outcome = try Replayer<F>(verify: true, readAhead: readsAhead ? .always : .never).run(opening)
        return Found(
            stateSpelling: try? CanonicalJSON.encode(outcome.state), lastSeq: outcome.lastSeq, verified: outcome.checkpointsVerified,
            divergence: outcome.divergence, tornTailLine: outcome.tornTailLine, migration: outcome.migration)
    }
}
