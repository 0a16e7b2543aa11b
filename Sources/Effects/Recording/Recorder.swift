import ActionLog
import AppState
import Reducers

/// Records a store's inputs to a log: each input before it is reduced, then a checkpoint with the
/// effects it returned and, every `checkpointInterval` inputs, the state's hash, so that
/// `replay --verify` finds the first input whose replay differs.
public final class Recorder<F: Feature> {
    private let writer: LogWriter
    private let checkpointInterval: Int

    public init(writer: LogWriter, checkpointInterval: Int = 1) {
        self.writer = writer
        self.checkpointInterval = max(1, checkpointInterval)
    }

    /// The last input already in the log: 0 for a new log, more when the writer continues one.
    public var lastSeq: Int { writer.continuation?.lastSeq ?? 0 }

    public func record(seq: Int, time: Timestamp, _ input: StoreInput<F>) throws(LogError) {
        switch input {
        case .action(let action): try writer.append(LogLine<F.Action, EffectResult>.action(seq: seq, time: time, action))
        case .result(let result): try writer.append(LogLine<F.Action, EffectResult>.result(seq: seq, time: time, result))
        }
    }

    /// Records what input `seq` returned: its effects and, at the interval, the state's hash.
    public func checkpoint(seq: Int, state: F.State, effects: [Effect]) throws(LogError) {
        var hash: StateHash?
        if seq % checkpointInterval == 0 {
            do { hash = try StateHash(of: state) } catch {
                throw LogError(file: writer.url.path, line: nil, problem: .io("cannot hash the state: \(error)"))
            }
        }
        let checkpoint = Checkpoint(seq: seq, state: hash, effects: .array(effects.map(\.logValue)))
        try writer.append(LogLine<F.Action, EffectResult>.checkpoint(checkpoint))
    }

    public func close() throws(LogError) { try writer.close() }
}
