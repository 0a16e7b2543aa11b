import ActionLog
import AppState
import Foundation
import Reducers

extension ReplayCommand {
    /// `--compare`: the first action after which two logs' states differ, and how.
    func compare<F: Feature>(_ feature: F.Type, other: String, _ output: Output) throws(LogError) -> Int32 {
        let otherApp = try LogOpening(url: URL(fileURLWithPath: other)).header.app
        guard otherApp == F.name else {
            throw LogError(file: other, line: 1, problem: .wrongApp(found: otherApp, expected: F.name))
        }
        let outcome = try LogComparison<F>().run(
            left: URL(fileURLWithPath: options.logPath), right: URL(fileURLWithPath: other))
        guard let difference = outcome.difference else {
            guard outcome.leftActions == outcome.rightActions else {
                output.standardOutput(
                    "same states for the first \(min(outcome.leftActions, outcome.rightActions)) actions; "
                        + "then the left log has \(outcome.leftActions) actions, the right one \(outcome.rightActions)\n")
                return 1
            }
            output.standardOutput("same state after every one of the \(outcome.leftActions) actions\n")
            return 0
        }
        let step = difference.seq == 0 ? "in the initial states" : "after action \(difference.seq)"
        var text = "first difference \(step) (- \(options.logPath), + \(other)):\n"
        if let left = try? JSONValue(encoding: difference.left), let right = try? JSONValue(encoding: difference.right) {
            text += StateDiff(from: left, to: right).lines(valueWidth: Self.valueWidth).map { "    \($0)\n" }.joined()
        }
        output.standardOutput(text)
        return 1
    }
}
