import ActionLog
import AppState
import Reducers

/// Records a store's inputs to a log: each input before it is reduced, then a checkpoint with the
/// effects it returned and, every `checkpointInterval` inputs, the state's hash, so that
/// `replay --verify` finds the first input whose replay differs.
public final class Recorder<F: Feature> {
    private let writer: LogWriter
    private let checkpointInterval: Int
    /// Every how many inputs a checkpoint also holds the whole state; `nil`: only on demand.
    private let snapshotInterval: Int?

    public init(writer: LogWriter, checkpointInterval: Int = 1, snapshotInterval: Int? = nil) {
        self.writer = writer
        self.checkpointInterval = max(1, checkpointInterval)
        self.snapshotInterval = snapshotInterval.map { max(1, $0) }
    }

    /// The last input already in the log: 0 for a new log, more when the writer continues one.
    public var lastSeq: Int { writer.continuation?.lastSeq ?? 0 }

    public func record(seq: Int, time: Timestamp, _ input: StoreInput<F>) throws(LogError) {
        switch input {
        case .action(let action): try writer.append(LogLine<F.Action, EffectResult>.action(seq: seq, time: time, action))
        case .result(let result): try writer.append(LogLine<F.Action, EffectResult>.result(seq: seq, time: time, result))
        }
    }

    /// Records what input `seq` returned: its effects and, at the intervals, the state's hash and
    /// the whole state.
    public func checkpoint(seq: Int, state: F.State, effects: [Effect]) throws(LogError) {
        let hash = seq % checkpointInterval == 0 ? try self.hash(state) : nil
        let snapshot = snapshotInterval.map { seq % $0 == 0 } == true ? try tree(state) : nil
        let checkpoint = Checkpoint(seq: seq, state: hash, effects: .array(effects.map(\.logValue)), snapshot: snapshot)
        try writer.append(LogLine<F.Action, EffectResult>.checkpoint(checkpoint))
    }

    /// Records the whole state after input `seq` now, for a bug report: a checkpoint line of its
    /// own, with the state's hash and no effects (those were recorded with the input).
    public func snapshot(seq: Int, state: F.State) throws(LogError) {
        let checkpoint = Checkpoint(seq: seq, state: try hash(state), effects: nil, snapshot: try tree(state))
        try writer.append(LogLine<F.Action, EffectResult>.checkpoint(checkpoint))
    }

    private func hash(_ state: F.State) throws(LogError) -> StateHash {
        do { return try StateHash(of: state) } catch {
            throw LogError(file: writer.url.path, line: nil, problem: .io("cannot hash the state: \(error)"))
        }
    }

    private func tree(_ state: F.State) throws(LogError) -> JSONValue {
        do { return try JSONValue(encoding: state) } catch {
            throw LogError(file: writer.url.path, line: nil, problem: .io("cannot encode the state: \(error)"))
        }
    }

    public func close() throws(LogError) { try writer.close() }
}
