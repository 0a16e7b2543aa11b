import ActionLog
import AppState
import LogReplay
import Reducers

extension ReplayCommand {
    /// `--steps`: each input from `--from` on, what it changed and the effects it returned; with
    /// `--json`, one JSON object a step (`StepJSON`).
    func steps<F: Feature>(_ feature: F.Type, _ opening: LogOpening, _ output: CommandOutput) throws -> ExitCode {
        if let focus = options.focus { try validate(focus, feature, opening) }
        let text = StepText<F>(focus: options.focus)
        let json = StepJSON<F>(focus: options.focus)
        var trees = StepTrees(), screenTrees = StepTrees()
        let first = options.from ?? 1
        // The steps before `--from` are not shown: the walk starts at the last snapshot before it,
        // unless inputs are left out (`--skip`) or launches counted (`--until launch:N`).
        var start: Replayer<F>.Start?
        if first > 1, options.skip == nil, options.untilLaunch == nil,
            let snapshot = try nearestSnapshot(feature, atOrBefore: first - 1, in: opening.url, output)
        {
            start = snapshot.start
            output.standardError("started from the state recorded after input \(snapshot.seq) (\(options.logPath):\(snapshot.line))\n")
        }
        let outcome = try walk(feature, opening, start: start) { step in
            guard step.seq >= first else { return }
            let (before, after) = try trees.trees(of: step) { try tree(of: $0) }
            let screens = options.focus == nil ? try screenTrees.trees(of: step) { F.screenValue(of: $0) } : nil
            if options.json {
                output.standardOutput(json.object(step, before: before, after: after, screens: screens).jsonLine)
            } else {
                output.standardOutput(text.text(step, before: before, after: after, screens: screens))
            }
        }
        if let line = outcome.tornTailLine { output.standardError(Self.tornTailWarning(options.logPath, line)) }
        return .success
    }

    /// Input `seq` as `--steps` shows it, for a divergence: what this build did there, and the
    /// effects the recording wrote.
    func stepAt<F: Feature>(_ seq: Int, _ feature: F.Type, _ opening: LogOpening) throws -> String {
        var text = ""
        _ = try Replayer<F>(until: seq).run(opening) { step in
            guard step.seq == seq else { return }
            text = "at the diverging input, this build did:\n"
                + StepText<F>(focus: nil).text(
                    step, before: try tree(of: step.before), after: try tree(of: step.after),
                    screens: (F.screenValue(of: step.before), F.screenValue(of: step.after)))
        }
        return text
    }

    /// `--watch PATH`: every step where the subtree at `PATH` changed, old → new; with `--json`,
    /// one object a change, `{"seq","input","action","old","new"}` as `--steps --json` spells
    /// them (`old` or `new` left out where the path is absent).
    func watch<F: Feature>(_ feature: F.Type, _ path: StatePath, _ opening: LogOpening, _ output: CommandOutput) throws -> ExitCode {
        try validate(path, feature, opening)
        var current = try path.value(in: tree(of: F.initialState(of: opening))) ?? .null
        if !options.json { output.standardOutput("\(path) at start: \(current.inlineText)\n") }
        var changes = 0
        let outcome = try walk(feature, opening) { step in
            let value = try path.value(in: tree(of: step.after)) ?? .null  // absent: null
            guard value != current else { return }
            if options.json {
                let change = JSONValue.logObject(members: [
                    ("seq", .int(Int64(step.seq))), ("input", .string(step.input.kind)), ("action", step.action?.logValue ?? .null),
                    ("old", current), ("new", value),
                ])
                output.standardOutput(change.jsonLine)
            } else {
                output.standardOutput("#\(step.seq) \(Self.inputText(step.input)): \(current.inlineText) → \(value.inlineText)\n")
            }
            current = value
            changes += 1
        }
        output.standardError("\(path): \(changes) change\(changes == 1 ? "" : "s") in \(outcome.lastSeq) actions\n")
        return .success
    }

    /// An input in one line: the action, or `result` and the result's case.
    static func inputText<F: Feature>(_ input: StoreInput<F>) -> String {
        switch input {
        case .action(let action): action.logValue.inlineText
        case .result(let result):
            "result " + (result.logValue.caseName ?? "?")
        }
    }
}

extension JSONValue {
    /// The case name of a value spelled as an enum case (a one-key object).
    var caseName: String? {
        guard case .object(let members) = self, members.count == 1 else { return nil }
        return members[0].key
    }
}
