import ActionLog
import Foundation
import LogReplay
import Reducers

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension ViewStore {
    /// A store that opens a recorded session at input `seq` (the end of the log when `nil`) and
    /// goes on live from there: for a simulator or a front end reproducing a bug report.
    ///
    /// The state is rebuilt through the engine's one walk with no effect performed (their answers
    /// are in the log); effects that were in flight at `seq` are not started again. With
    /// `recordingTo`, the session goes on in that log: a new one whose header spells out the
    /// state, or an existing one (the replayed log itself included), continued with a launch line
    /// that spells it out, so the log verifies.
    public convenience init(
        replaying log: URL, until seq: Int? = nil, runner: any EffectRunner, clock: any StoreClock = SystemClock(),
        ordering: EffectScheduler.Ordering = .concurrent, recordingTo recording: URL? = nil, writer: LogWriterInfo? = nil
    ) throws(LogError) {
        let outcome = try Replayer<F>(until: seq).run(LogOpening(url: log))
        if let seq, seq > outcome.lastSeq {
            throw LogError(file: log.path, line: nil, problem: .malformed(
                field: "until", reason: "\(seq) is past the last input, \(outcome.lastSeq)"))
        }
        let recorder = try recording.map { url throws(LogError) in
            try Recorder<F>.opening(url, startingAt: outcome.state, writer: writer)
        }
        self.init(initialState: outcome.state, runner: runner, clock: clock, ordering: ordering, recorder: recorder)
    }
}
