import ActionLog
import AppState
import Foundation
import LogReplay
import Reducers

extension ReplayCommand {
    /// A state recorded in a log (a checkpoint's `snapshot`), decoded.
    struct Snapshot<F: Feature> {
        var seq: Int
        var line: Int
        var state: F.State
        /// Where its line is, when the log's lines before it need not be read again.
        var resumePoint: ResumePoint?

        var start: Replayer<F>.Start { Replayer<F>.Start(seq: seq, state: state, resumePoint: resumePoint) }
    }

    /// The last snapshot recorded at or before input `until`; `nil` when there is none, or when it
    /// does not decode under this build's state schema: then it is not comparable, `output` is
    /// told why (line and field), and the replay folds from the start. The lines before it are
    /// not decoded (`ResumePoint`) unless the log's lines are not spelled as this build writes them.
    func nearestSnapshot<F: Feature>(
        _ feature: F.Type, atOrBefore until: Int, in url: URL, _ output: CommandOutput
    ) throws -> Snapshot<F>? {
        let point = try ResumePoint.lastSnapshot(in: url, atOrBefore: until)
        let reader = try LogReader<F.Action, EffectResult>(LogOpening(url: url), schema: F.logSchema, resumingAt: point)
        var found: (seq: Int, line: Int, json: JSONValue)?
        while let (line, entry) = try reader.next() {
            guard case .checkpoint(let checkpoint) = entry else {
                if entry.seq > until || point != nil { break }
                continue
            }
            if let snapshot = checkpoint.snapshot { found = (checkpoint.seq, line, snapshot) }
            if point != nil { break }
        }
        guard let found, reader.checkpointsComparable else { return nil }
        switch DecodeFailure.decode(F.State.self, from: CanonicalWriter.bytes(of: found.json)) {
        case .success(let state): return Snapshot(seq: found.seq, line: found.line, state: state, resumePoint: point)
        case .failure(let failure):
            let field = failure.path == "(root)" ? "snapshot" : "snapshot.\(failure.path)"
            output.standardError(
                "warning: \(options.logPath):\(found.line): field \(field): \(failure.reason); the snapshot does not decode "
                    + "under this build's state schema, so it is not comparable: replaying from the start\n")
            return nil
        }
    }

    /// After a divergence at input `seq`: how the first snapshot recorded at or after it differs
    /// from the state this build reaches there.
    func snapshotDiff<F: Feature>(_ feature: F.Type, from seq: Int, in url: URL) throws -> String {
        let opening = try LogOpening(url: url)
        var walk = try Replayer<F>().walk(opening)
        guard walk.checkpointsComparable else {
            return "the log's snapshots were recorded under state schema \(opening.header.stateSchema), this build's is "
                + "\(F.stateSchemaVersion): not comparable\n"
        }
        while let step = try walk.next() {
            guard step.seq >= seq, let recorded = step.recorded?.snapshot else { continue }
            let lines = StateDiff(from: recorded, to: try tree(of: step.after)).lines()
            return "the state recorded after input \(step.seq) and the replayed one (- recorded, + replayed):\n"
                + (lines.isEmpty ? "    (the same)\n" : lines.map { "    \($0)\n" }.joined())
        }
        return "no state snapshot was recorded at or after input \(seq), so the states cannot be compared\n"
    }
}
