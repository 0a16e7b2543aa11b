import ActionLog
import AppState
import Foundation
import LogReplay
import Reducers

extension ReplayCommand {
    /// `--compare`: the first action after which two logs' states differ, the two actions there,
    /// and the diff.
    func compare<F: Feature>(_ feature: F.Type, other: String, _ output: CommandOutput) throws -> ExitCode {
        let otherSource = try LogSource(path: other, standardInput: output.standardInput)
        defer { otherSource.close() }
        let otherApp = try LogOpening(url: otherSource.url).header.app
        guard otherApp == F.name else {
            throw LogError(file: other, line: 1, problem: .wrongApp(found: otherApp, expected: F.name))
        }
        let left = URL(fileURLWithPath: options.logPath), right = otherSource.url
        let outcome = try LogComparison<F>().run(left: left, right: right)
        if options.json {
            output.standardOutput(try comparisonJSON(F.self, outcome, left: left, right: right, other: other).jsonLine)
            return outcome.difference == nil && outcome.leftActions == outcome.rightActions ? .success : .difference
        }
        guard let difference = outcome.difference else {
            guard outcome.leftActions == outcome.rightActions else {
                output.standardOutput(
                    "same states for the first \(min(outcome.leftActions, outcome.rightActions)) actions; "
                        + "then the left log has \(outcome.leftActions) actions, the right one \(outcome.rightActions)\n")
                return .difference
            }
            output.standardOutput("same state after every one of the \(outcome.leftActions) actions\n")
            return .success
        }
        guard difference.seq > 0 else {
            output.standardOutput("the initial states differ (- \(options.logPath), + \(other)):\n" + diffText(difference.left, difference.right))
            return .difference
        }
        var text = "first difference after action \(difference.seq) (- \(options.logPath), + \(other)):\n"
        text += "  - #\(difference.seq) " + (try input(F.self, at: difference.seq, in: left)) + "\n"
        text += "  + #\(difference.seq) " + (try input(F.self, at: difference.seq, in: right)) + "\n"
        output.standardOutput(text + diffText(difference.left, difference.right))
        return .difference
    }

    /// `--compare --json`: one object, `{"type":"comparison","left","right","leftActions",
    /// "rightActions","status":"same"|"different"|"lengthsDiffer"}`; when the states differ, `seq`
    /// (0: the initial states), `changes` from the left state to the right one as `--steps --json`
    /// spells changes, and `leftStep` and `rightStep`, the input at `seq` of each log as
    /// `--steps --json` writes it.
    private func comparisonJSON<F: Feature>(
        _ feature: F.Type, _ outcome: LogComparison<F>.Outcome, left: URL, right: URL, other: String
    ) throws -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("type", .string("comparison")), ("left", .string(options.logPath)), ("right", .string(other)),
            ("leftActions", .int(Int64(outcome.leftActions))), ("rightActions", .int(Int64(outcome.rightActions))),
        ]
        guard let difference = outcome.difference else {
            members.append(("status", .string(outcome.leftActions == outcome.rightActions ? "same" : "lengthsDiffer")))
            return .logObject(members: members)
        }
        members += [
            ("status", .string("different")), ("seq", .int(Int64(difference.seq))),
            ("changes", StateDiff(from: try tree(of: difference.left), to: try tree(of: difference.right)).json),
        ]
        if difference.seq > 0 {
            members += [("leftStep", try stepJSON(F.self, at: difference.seq, in: left)), ("rightStep", try stepJSON(F.self, at: difference.seq, in: right))]
        }
        return .logObject(members: members)
    }

    /// Input `seq` of the log at `url` as `--steps --json` writes it.
    private func stepJSON<F: Feature>(_ feature: F.Type, at seq: Int, in url: URL) throws -> JSONValue {
        var object = JSONValue.null
        _ = try Replayer<F>(until: seq).run(LogOpening(url: url)) { step in
            guard step.seq == seq else { return }
            object = StepJSON<F>(focus: nil).object(
                step, before: try tree(of: step.before), after: try tree(of: step.after),
                screens: (F.screenValue(of: step.before), F.screenValue(of: step.after)))
        }
        return object
    }

    private func diffText<State: Encodable>(_ left: State, _ right: State) -> String {
        guard let left = try? JSONValue(encoding: left), let right = try? JSONValue(encoding: right) else { return "" }
        return StateDiff(from: left, to: right).lines().map { "    \($0)\n" }.joined()
    }

    /// Input `seq` of the log at `url` in one line: the action, or the result and what it decoded to.
    private func input<F: Feature>(_ feature: F.Type, at seq: Int, in url: URL) throws -> String {
        var text = ""
        _ = try Replayer<F>(until: seq).run(LogOpening(url: url)) { step in
            guard step.seq == seq else { return }
            switch step.input {
            case .action(let action): text = action.logValue.inlineText
            case .result(let result):
                text = "result \(result.logValue.inlineText) → " + (step.action.map { $0.logValue.inlineText } ?? "(dropped)")
            }
        }
        return text
    }
}
