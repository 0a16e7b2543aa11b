import ActionLog
import AppState
import Foundation
import LogReplay
import Reducers

/// Runs `replay shrink`: a smallest subsequence of a log's inputs that still reaches a state
/// condition, or still diverges from the recording where the whole log does, written as a log of
/// its own.
struct ShrinkCommand: FeatureCommand {
    var options: ShrinkOptions
    var apps: FeatureRegistry = .standard

    var logPath: String { options.logPath }

    func run<F: Feature>(_ feature: F.Type, _ opening: LogOpening, _ output: CommandOutput) throws -> ExitCode {
        guard !FileManager.default.fileExists(atPath: options.outputPath) else {
            throw LogError(file: options.outputPath, line: nil, problem: .io("already exists; shrink never overwrites or continues a log"))
        }
        let session = try RecordedSession<F>(opening)
        let header = F.logHeader(initial: opening.header.initial)
        let outcome: SubsequenceShrinker<RecordedSession<F>.Input>.Outcome
        let total: Int
        switch options.goal {
        case .state(let watch, let condition):
            try session.check(watch)
            guard let found = try SubsequenceShrinker(holds: { try session.reaches(watch, condition, with: $0) }).shrink(session.inputs) else {
                output.standardError("error: no step of \(options.logPath) reaches the condition at \(watch); nothing to shrink\n")
                return .difference
            }
            (outcome, total) = (found, session.inputs.count)
            try session.write(outcome.kept, to: options.outputPath, header: header, checkpoints: .computed)
        case .divergence:
            guard let diverging = try session.firstDivergence() else {
                output.standardError("error: \(options.logPath) replays like its recording: nothing diverges, nothing to shrink\n")
                return .difference
            }
            let before = try session.hash(before: diverging, file: options.logPath)
            let prefix = Array(session.inputs.prefix { $0.seq <= diverging })
            let shrinker = SubsequenceShrinker<RecordedSession<F>.Input> {
                try session.reproducesDivergence(at: diverging, before: before, with: $0)
            }
            guard let found = try shrinker.shrink(prefix) else { return .difference }
            (outcome, total) = (found, session.inputs.count)
            try session.write(outcome.kept, to: options.outputPath, header: header, checkpoints: .recordedForLast)
        }
        var text = "kept \(outcome.kept.count) of \(total) inputs in \(outcome.evaluations) replays; wrote \(options.outputPath)\n"
        for input in outcome.kept { text += "  #\(input.seq) \(ReplayCommand.inputText(input.input))\n" }
        output.standardOutput(text)
        return .success
    }
}
