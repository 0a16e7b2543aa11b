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
    /// The log replayed otherwise when read ahead on a thread of its own (`Replayer.ReadAhead`),
    /// decoding no result there or every one, than when read as the fold reaches each line: a
    /// defect.
    case readAheadDiffers = "replayed otherwise read ahead"

    /// Whether the outcome is a defect, which fails the run.
    var isDefect: Bool { self == .refusedWithoutLine || self == .readAheadDiffers }

    /// Replays the log at `url` with the feature its header names, every checkpoint verified,
    /// three times: read as the fold reaches each line, then read ahead, decoding no result on
    /// the reading thread and every one; all must find the same.
    static func of(_ url: URL) -> (FuzzOutcome, LogError?) {
        do {
            let opening = try LogOpening(url: url)
            guard let feature = FeatureRegistry.standard.feature(named: opening.header.app) else {
                return (.refusedWithLine, nil)
            }
            return try replay(feature, opening)
        } catch {
            return (refusal(error), error)
        }
    }

    /// A refusal of the log, which names its line unless the file has none.
    private static func refusal(_ error: LogError) -> FuzzOutcome {
        error.line != nil || [.empty, .unreadable].contains(error.problem) ? .refusedWithLine : .refusedWithoutLine
    }

    private static func replay<F: Feature>(_ feature: F.Type, _ opening: LogOpening) throws(LogError) -> (FuzzOutcome, LogError?) {
        func outcome(_ opening: LogOpening, _ readAhead: Replayer<F>.ReadAhead) -> Swift.Result<Replayer<F>.Outcome, LogError> {
            Swift.Result { () throws(LogError) in try Replayer<F>(verify: true, readAhead: readAhead).run(opening) }
        }
        let alone = outcome(opening, .never)
        for readAhead in [Replayer<F>.ReadAhead.always, .alwaysDecodingResults] {
            guard alone == outcome(try LogOpening(url: opening.url), readAhead) else { return (.readAheadDiffers, nil) }
        }
        switch alone {
        case .success(let found): return (found.divergence == nil ? .replayed : .diverged, nil)
        case .failure(let error): return (refusal(error), error)
        }
    }
}
