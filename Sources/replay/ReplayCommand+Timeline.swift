import ActionLog
import AppState
import Foundation
import Reducers

extension ReplayCommand {
    /// `--html FILE`: one self-contained page to move through the session step by step.
    func timeline<F: Feature>(_ feature: F.Type, _ opening: LogOpening, to path: String, _ output: CommandOutput) throws -> ExitCode {
        var data = TimelineData<F>(initial: try tree(of: F.initialState(of: opening)))
        var trees = StepTrees()
        let outcome = try walk(feature, opening) { step in
            let (before, after) = try trees.trees(of: step) { try tree(of: $0) }
            data.append(step, before: before, after: after)
        }
        let title = "\(F.name): \(URL(fileURLWithPath: options.logPath).lastPathComponent)"
        let page = TimelinePage.html(title: title, dataJSON: data.scriptJSON)
        do { try Data(page.utf8).write(to: URL(fileURLWithPath: path)) } catch {
            throw LogError(file: path, line: nil, problem: .io("cannot write the timeline: \(error.localizedDescription)"))
        }
        output.standardError("wrote \(path): \(outcome.lastSeq) steps of \(options.logPath)\n")
        return .success
    }
}
