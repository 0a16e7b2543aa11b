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

    /// Replays the log at `url` with the feature its header names, every checkpoint verified.
    static func of(_ url: URL) -> (FuzzOutcome, LogError?) {
        do {
            let opening = try LogOpening(url: url)
            guard let feature = FeatureRegistry.standard.feature(named: opening.header.app) else {
                return (.refusedWithLine, nil)
            }
            return (try replay(feature, opening), nil)
        } catch {
            let named = error.line != nil || [.empty, .unreadable].contains(error.problem)
            return (named ? .refusedWithLine : .refusedWithoutLine, error)
        }
    }

    private static func replay<F: Feature>(_ feature: F.Type, _ opening: LogOpening) throws(LogError) -> FuzzOutcome {
        try Replayer<F>(verify: true).run(opening).divergence == nil ? .replayed : .diverged
    }
}
