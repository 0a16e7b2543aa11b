import ActionLog
import AppState
import Reducers

/// Records a store's actions to a log, with a checkpoint (the state's hash) every
/// `checkpointInterval` actions, so that `replay --verify` can find where a replay diverges.
public final class Recorder<F: Feature> {
    private let writer: LogWriter
    private let checkpointInterval: Int

    public init(writer: LogWriter, checkpointInterval: Int = 1) {
        self.writer = writer
        self.checkpointInterval = max(1, checkpointInterval)
    }

    public func record(seq: Int, time: Timestamp, action: F.Action, stateAfter: F.State) throws(LogError) {
        try writer.append(LogLine<F.Action>.action(seq: seq, time: time, action))
        guard seq % checkpointInterval == 0 else { return }
        let hash: StateHash
        do { hash = try StateHash(of: stateAfter) } catch { throw LogError(file: writer.url.path, line: nil, problem: .io("cannot hash the state: \(error)")) }
        try writer.append(LogLine<F.Action>.checkpoint(seq: seq, hash: hash))
    }

    public func close() throws(LogError) { try writer.close() }
}
