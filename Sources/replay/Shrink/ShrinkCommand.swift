import ActionLog
import AppState
import Foundation
import Reducers

/// Runs `replay shrink`: a smallest subsequence of a log's inputs after which the watched path
/// still reaches the condition, written as a log of its own that replays and verifies.
struct ShrinkCommand: FeatureCommand {
    var options: ShrinkOptions

    var logPath: String { options.logPath }

    private struct Input<F: Feature> {
        var seq: Int
        var time: Timestamp
        var input: StoreInput<F>
    }

    func run<F: Feature>(_ feature: F.Type, _ opening: LogOpening, _ output: CommandOutput) throws -> ExitCode {
        guard !FileManager.default.fileExists(atPath: options.outputPath) else {
            throw LogError(file: options.outputPath, line: nil, problem: .io("already exists; shrink never overwrites or continues a log"))
        }
        let initial = try F.initialState(of: opening)
        let reader = try LogReader<F.Action, EffectResult>(opening, schema: F.logSchema)
        var inputs: [Input<F>] = []
        while let (_, entry) = try reader.next() {
            switch entry {
            case .action(let seq, let time, let action): inputs.append(Input(seq: seq, time: time, input: .action(action)))
            case .result(let seq, let time, let result): inputs.append(Input(seq: seq, time: time, input: .result(result)))
            case .checkpoint: continue
            }
        }
        try checkPath(inputs, initial: initial)
        let condition = options.condition, watch = options.watch
        let shrinker = SubsequenceShrinker<Input<F>> { candidate in
            var state = initial
            if condition.holds(for: watch.value(in: try JSONValue(encoding: state))) { return true }
            for input in candidate {
                guard let action = input.input.action else { continue }
                _ = F.reduce(&state, action)
                if condition.holds(for: watch.value(in: try JSONValue(encoding: state))) { return true }
            }
            return false
        }
        guard let outcome = try shrinker.shrink(inputs) else {
            output.standardError("error: no step of \(options.logPath) reaches the condition at \(watch); nothing to shrink\n")
            return .difference
        }
        try write(outcome.kept, header: F.logHeader(initial: opening.header.initial), initial: initial)
        var text = "kept \(outcome.kept.count) of \(inputs.count) inputs in \(outcome.evaluations) replays; wrote \(options.outputPath)\n"
        for input in outcome.kept { text += "  #\(input.seq) \(ReplayCommand.inputText(input.input))\n" }
        output.standardOutput(text)
        return .success
    }

    /// The watched path must name a subtree of some state on the way; otherwise an error lists the
    /// nearest paths of the final state.
    private func checkPath<F: Feature>(_ inputs: [Input<F>], initial: F.State) throws {
        var state = initial
        if options.watch.value(in: try JSONValue(encoding: state)) != nil { return }
        for input in inputs {
            _ = input.input.action.map { F.reduce(&state, $0) }
            if options.watch.value(in: try JSONValue(encoding: state)) != nil { return }
        }
        _ = try options.watch.resolve(in: JSONValue(encoding: state))
    }

    /// The kept inputs as a log: numbered again from 1, each with the checkpoint this build computes.
    private func write<F: Feature>(_ kept: [Input<F>], header: LogHeader, initial: F.State) throws {
        let writer = try LogWriter(url: URL(fileURLWithPath: options.outputPath), header: header)
        var state = initial
        for (offset, input) in kept.enumerated() {
            let seq = offset + 1
            switch input.input {
            case .action(let action): try writer.append(LogLine<F.Action, EffectResult>.action(seq: seq, time: input.time, action))
            case .result(let result): try writer.append(LogLine<F.Action, EffectResult>.result(seq: seq, time: input.time, result))
            }
            let effects = input.input.action.map { F.reduce(&state, $0) } ?? []
            let checkpoint = Checkpoint(seq: seq, state: try StateHash(of: state), effects: .array(effects.map(\.logValue)))
            try writer.append(LogLine<F.Action, EffectResult>.checkpoint(checkpoint))
        }
        try writer.close()
    }
}
