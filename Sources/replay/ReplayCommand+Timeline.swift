import ActionLog
import AppState
import Foundation
import LogReplay
import Reducers

extension ReplayCommand {
    /// `--html FILE`: one self-contained page to move through the session step by step. The walk
    /// judges the recorded checkpoints; with `--verify`, the page marks the first that this build
    /// does not match and opens at it.
    func timeline<F: Feature>(_ feature: F.Type, _ opening: LogOpening, to path: String, _ output: CommandOutput) throws -> ExitCode {
        let initial = try F.initialState(of: opening)
        var data = TimelineData<F>(initialState: try tree(of: initial), initialScreen: F.screenValue(of: initial), budget: options.pageBudget)
        var trees = StepTrees(), screenTrees = StepTrees()
        let outcome = try walk(feature, opening) { step in
            let states = try trees.trees(of: step) { try tree(of: $0) }
            data.append(step, states: states, screens: try screenTrees.trees(of: step) { F.screenValue(of: $0) })
        }
        let verified = options.verify ? outcome : nil
        if let divergence = verified?.divergence { data.divergence = DivergenceJSON.json(divergence) }
        let title = "\(F.name): \(URL(fileURLWithPath: options.logPath).lastPathComponent)"
        let page = TimelinePage.html(title: title, dataJSON: data.scriptJSON)
        do { try Data(page.utf8).write(to: URL(fileURLWithPath: path)) } catch {
            throw LogError(file: path, line: nil, problem: .io("cannot write the timeline: \(error.localizedDescription)"))
        }
        output.standardError("wrote \(path): \(outcome.lastSeq) steps of \(options.logPath)\n")
        if let left = data.omission {
            output.standardError(
                "note: the page holds the first and last steps within its budget of \(options.pageBudget >> 20) MiB (--page-budget): "
                    + "inputs \(left.from) to \(left.to) (\(left.count)) are left out; list them with: replay \(options.logPath) --steps --from \(left.from) --until \(left.to)\n")
        }
        guard let verified else { return .success }
        if let divergence = verified.divergence {
            output.standardError(Self.describe(divergence, path: options.logPath))
            return .difference
        }
        output.standardError("verified: \(verified.checkpointsVerified) checkpoints, \(verified.lastSeq) actions\n")
        return .success
    }
}
