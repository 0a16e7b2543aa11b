import ActionLog
import AppState
import Foundation
import Reducers

/// Runs `replay` for parsed options, writing as it goes (a long `--steps` listing is never held
/// whole in memory) and returning the exit code. Tests pass writers that collect the text.
struct ReplayCommand {
    /// Where text goes: standard output for the state, standard error for messages.
    struct Output {
        var standardOutput: (String) -> Void
        var standardError: (String) -> Void
    }

    var options: ReplayOptions
    /// How much of a long value `--steps` shows; the full value is in `--json` output.
    static let valueWidth = 120

    func run(_ output: Output) -> Int32 {
        do {
            let opening = try LogOpening(url: URL(fileURLWithPath: options.logPath))
            guard let feature = FeatureRegistry.feature(named: opening.header.app) else {
                throw LogError(
                    file: options.logPath, line: 1,
                    problem: .unknownApp(opening.header.app, known: FeatureRegistry.names))
            }
            if let other = options.comparedPath {
                return try compare(feature, other: other, output)
            }
            return try replay(feature, opening, output)
        } catch {
            output.standardError("error: \(error)\n")
            return 2
        }
    }

    private func replay<F: Feature>(_ feature: F.Type, _ opening: LogOpening, _ output: Output) throws(LogError) -> Int32 {
        let replayer = Replayer<F>(until: options.until, verify: options.verify)
        var previousTree: JSONValue?  // the last step's state after, which is this step's state before
        let onStep: ((Replayer<F>.Step) -> Void)? = options.steps ? { step in
            output.standardOutput(Self.describe(step, before: &previousTree))
        } : nil
        let outcome = try replayer.run(opening, onStep: onStep)
        if let line = outcome.tornTailLine {
            output.standardError("warning: \(options.logPath):\(line): last line has no newline (a write torn by a crash); ignored\n")
        }
        if let until = options.until, until > outcome.lastSeq {
            throw LogError(
                file: options.logPath, line: nil,
                problem: .malformed(field: "--until", reason: "\(until) is past the last action, \(outcome.lastSeq)"))
        }
        if !outcome.migration.isCurrent {
            output.standardError(Self.describe(outcome.migration, path: options.logPath))
        }
        if let divergence = outcome.divergence {
            output.standardError(Self.describe(divergence, path: options.logPath))
            return 1
        }
        if outcome.checkpointsNotComparable > 0 {
            output.standardError(
                "warning: \(options.logPath): \(outcome.checkpointsNotComparable) state checkpoints were recorded under "
                    + "state schema \(opening.header.stateSchema), this build's is \(F.stateSchemaVersion): not comparable\n")
        }
        if options.verify {
            if outcome.checkpointsVerified == 0 && outcome.lastSeq > 0 {
                output.standardError("warning: \(options.logPath) has no checkpoint to verify\n")
            }
            output.standardError("verified: \(outcome.checkpointsVerified) checkpoints, \(outcome.lastSeq) actions\n")
        }
        output.standardOutput(try render(outcome.state, app: F.name, seq: outcome.lastSeq))
        return 0
    }

    private func render<State: Encodable>(_ state: State, app: String, seq: Int) throws(LogError) -> String {
        do {
            if options.json { return String(decoding: try CanonicalJSON.encode(state), as: UTF8.self) + "\n" }
            let tree = TreeText.render(try JSONValue(encoding: state))
            return "\(app) state after action \(seq):\n\(tree)\n"
        } catch {
            throw LogError(file: options.logPath, line: nil, problem: .malformed(field: nil, reason: "state cannot be encoded: \(error)"))
        }
    }

    /// One step of `--steps`. `before` holds the previous step's state tree and receives this one's,
    /// so each state is encoded once.
    private static func describe<F: Feature>(_ step: Replayer<F>.Step, before cached: inout JSONValue?) -> String {
        let before = cached ?? (try? JSONValue(encoding: step.before))
        cached = try? JSONValue(encoding: step.after)
        guard let before, let after = cached else { return "#\(step.seq) (cannot be encoded)\n" }
        var text: String
        switch step.input {
        case .action(let action):
            text = "#\(step.seq) \(step.time) \(Self.shortened(action.logValue.inlineText))\n"
        case .result(let result):
            text = "#\(step.seq) \(step.time) result \(Self.shortened(result.logValue.inlineText))\n"
            text += "    decoded: " + (step.action.map { Self.shortened($0.logValue.inlineText) } ?? "(dropped: no action)") + "\n"
        }
        let changes = StateDiff(from: before, to: after).lines(valueWidth: Self.valueWidth)
        text += changes.isEmpty ? "    (no change)\n" : changes.map { "    \($0)\n" }.joined()
        for effect in step.effects {
            text += "    effect: " + Self.shortened(effect.logValue.inlineText) + "\n"
        }
        return text
    }

    private static func shortened(_ text: String) -> String {
        text.count <= valueWidth ? text : String(text.prefix(valueWidth - 1)) + "…"
    }
}
