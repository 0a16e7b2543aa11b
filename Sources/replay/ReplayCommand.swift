import ActionLog
import AppState
import Foundation
import LogReplay
import Reducers
import ScreenText

/// Runs `replay <log>` for parsed options, writing as it goes (a long `--steps` listing is never
/// held whole in memory) and returning the exit code.
struct ReplayCommand: FeatureCommand {
    /// The screen the default output draws on: a terminal's usual width, and rows enough that
    /// nothing is cut.
    static let screenSize = (columns: 80, rows: 1000)

    var options: ReplayOptions
    var apps: FeatureRegistry = .standard

    var logPath: String { options.logPath }

    func run<F: Feature>(_ feature: F.Type, _ opening: LogOpening, _ output: CommandOutput) throws -> ExitCode {
        if let other = options.comparedPath { return try compare(feature, other: other, output) }
        if let watch = options.watch { return try self.watch(feature, watch, opening, output) }
        if options.steps { return try steps(feature, opening, output) }
        if let html = options.htmlPath { return try timeline(feature, opening, to: html, output) }
        if options.emitTest { return try emitTest(feature, opening, output) }
        if options.skip != nil {
            let outcome = try walk(feature, opening) { _ in }
            output.standardOutput(try show(outcome.state, feature, seq: outcome.lastSeq, processes: outcome.processes))
            return .success
        }
        return try replay(feature, opening, output)
    }

    private func replay<F: Feature>(_ feature: F.Type, _ opening: LogOpening, _ output: CommandOutput) throws -> ExitCode {
        if let until = options.until, options.untilLaunch == nil, !options.verify, let snapshot = try nearestSnapshot(feature, atOrBefore: until, in: opening.url, output) {
            let outcome = try Replayer<F>(until: until, start: snapshot.start).run(opening)
            try checkRange(lastSeq: outcome.lastSeq, processes: outcome.processes)
            output.standardError("started from the state recorded after input \(snapshot.seq) (\(options.logPath):\(snapshot.line))\n")
            output.standardOutput(try show(outcome.state, feature, seq: outcome.lastSeq, processes: outcome.processes))
            return .success
        }
        let start = ContinuousClock.now
        let outcome = try Replayer<F>(until: options.until, untilLaunch: options.untilLaunch, verify: options.verify).run(opening)
        if let line = outcome.tornTailLine { output.standardError(Self.tornTailWarning(options.logPath, line)) }
        try checkRange(lastSeq: outcome.lastSeq, processes: outcome.processes)
        if !outcome.migration.isCurrent { output.standardError(Self.describe(outcome.migration, path: options.logPath)) }
        if options.verify, options.json {
            // The verdict as `verify DIR --json` writes each log's, with the divergence's details.
            var verdict = LogVerdict(outcome, of: options.logPath)
            verdict.seconds = LogVerdict.seconds(since: start)
            output.standardOutput(verdict.json.jsonLine)
            return outcome.divergence == nil ? .success : .difference
        }
        if let divergence = outcome.divergence {
            output.standardError(Self.describe(divergence, path: options.logPath))
            output.standardError(try stepAt(divergence.seq, feature, LogOpening(url: opening.url)))
            output.standardError(try snapshotDiff(feature, from: divergence.seq, in: opening.url))
            return .difference
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
            let launches = outcome.launchCount == 0 ? "" : ", \(outcome.processes) launches"
            output.standardError("verified: \(outcome.checkpointsVerified) checkpoints, \(outcome.lastSeq) actions\(launches)\n")
        }
        let verified = options.verify ? outcome.checkpointsVerified : nil
        output.standardOutput(try show(outcome.state, feature, seq: outcome.lastSeq, processes: outcome.processes, verified: verified))
        return .success
    }

    /// What a replay prints: with `--state`, `--path` or `--json`, the state (see `render`);
    /// otherwise what the user saw, the screen drawn as the terminal draws it (Showcase, which the
    /// terminal does not draw, as a tree), under a line that sums the log up, and how to see more.
    private func show<F: Feature>(
        _ state: F.State, _ feature: F.Type, seq: Int, processes: Int, verified: Int? = nil
    ) throws -> String {
        guard options.showsScreen else { return try render(state, app: F.name, seq: seq) }
        var summary = ["\(seq) inputs", processes == 1 ? "1 launch" : "\(processes) launches"]
        if let verified { summary.append("\(verified) checkpoints verified") }
        let drawn = ScreenDrawings.text(of: F.screen(of: state), F.self, columns: Self.screenSize.columns, rows: Self.screenSize.rows)
        return """
            \(F.name): \(summary.joined(separator: ", "))
            the screen after input \(seq):
            \(drawn?.joined(separator: "\n") ?? TreeText.render(F.screenValue(of: state)))

            more: --state (the whole state), --steps (each input and what it changed), --verify (check the recorded checkpoints), --html FILE (a timeline to step through), --help

            """
    }

    /// Folds the log with `--until` and `--skip`, checking both against the log's length; from
    /// `start` (a snapshot) when given.
    func walk<F: Feature>(
        _ feature: F.Type, _ opening: LogOpening, start: Replayer<F>.Start? = nil, _ body: (Step<F>) throws -> Void
    ) throws -> Replayer<F>.Outcome {
        let replayer = Replayer<F>(
            until: options.until, untilLaunch: options.untilLaunch, judging: options.json || options.htmlPath != nil,
            skipping: options.skip.map { ranges in ranges.contains }, start: start)
        let outcome = try replayer.run(opening, onStep: body)
        try checkRange(lastSeq: outcome.lastSeq, processes: outcome.processes)
        return outcome
    }

    /// `--until`, `--from` and `--skip` must name actions (and launches) the log has.
    private func checkRange(lastSeq: Int, processes: Int) throws(LogError) {
        if let launch = options.untilLaunch, launch > processes {
            throw LogError(file: options.logPath, line: nil, problem: .malformed(
                field: "--until", reason: "launch:\(launch) is past the last launch, \(processes)"))
        }
        for (name, value) in [("--until", options.until), ("--from", options.from), ("--skip", options.skip?.last)] {
            if let value, value > lastSeq {
                throw LogError(file: options.logPath, line: nil, problem: .malformed(
                    field: name, reason: "\(value) is past the last action, \(lastSeq)"))
            }
        }
    }

    static func tornTailWarning(_ path: String, _ line: Int) -> String {
        "warning: \(path):\(line): last line has no newline (a write torn by a crash); ignored\n"
    }

    /// The state, or its focused subtree, as a tree or canonical JSON.
    func render<State: Encodable>(_ state: State, app: String, seq: Int) throws -> String {
        let tree = try tree(of: state)
        let shown = try options.focus.map { path throws(UsageError) in try path.resolve(in: tree) } ?? tree
        if options.json { return shown.jsonLine }
        let place = options.focus.map { " at \($0)" } ?? ""
        return "\(app) state\(place) after action \(seq):\n\(TreeText.render(shown))\n"
    }

    /// Checks that `path` names a subtree of the initial state or of the state the replay reaches
    /// (a path may appear on the way, such as `favorites[0]`); otherwise an error lists the nearest.
    func validate<F: Feature>(_ path: StatePath, _ feature: F.Type, _ opening: LogOpening) throws {
        let initial = try tree(of: F.initialState(of: opening))
        guard path.value(in: initial) == nil else { return }
        let final = try Replayer<F>(until: options.until, untilLaunch: options.untilLaunch).run(LogOpening(url: opening.url)).state
        _ = try path.resolve(in: tree(of: final))
    }

    func tree<State: Encodable>(of state: State) throws(LogError) -> JSONValue {
        do { return try JSONValue(encoding: state) } catch {
            throw LogError(file: options.logPath, line: nil, problem: .malformed(field: nil, reason: "state cannot be encoded: \(error)"))
        }
    }
}
