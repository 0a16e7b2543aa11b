import ActionLog
import AppState
import Reducers

/// Records a store's inputs to a log: each input before it is reduced, then a checkpoint with the
/// effects it returned and, every `checkpointInterval` inputs, the state's hash, so that
/// `replay --verify` finds the first input whose replay differs.
///
/// The caller only encodes lines: a `GroupCommitWriter` writes and syncs them on its own thread,
/// and hashes the state there too (a state is a value: handing it over copies nothing).
public final class Recorder<F: Feature> {
    /// The default policy (see `docs/log-format.md`): effects after every input, the state's hash
    /// after every thousandth.
    public static var defaultCheckpointInterval: Int { 1000 }

    private let log: GroupCommitWriter
    private let checkpointInterval: Int
    /// Every how many inputs a checkpoint also holds the whole state; `nil`: only on demand.
    private let snapshotInterval: Int?

    public init(
        writer: LogWriter, checkpointInterval: Int = Recorder.defaultCheckpointInterval, snapshotInterval: Int? = nil,
        queueLimit: Int = 16_384
    ) {
        log = GroupCommitWriter(writer: writer, queueLimit: queueLimit)
        self.checkpointInterval = max(1, checkpointInterval)
        self.snapshotInterval = snapshotInterval.map { max(1, $0) }
    }

    /// The last input already in the log: 0 for a new log, more when the writer continues one.
    public var lastSeq: Int { log.continuation?.lastSeq ?? 0 }

    /// The last input whose line is in the file: from then on a crash of the process cannot lose it.
    public var writtenSeq: Int { log.writtenSeq }

    public func record(seq: Int, time: Timestamp, _ input: StoreInput<F>) throws(LogError) {
        let line: LogLine<F.Action, EffectResult> = switch input {
        case .action(let action): .action(seq: seq, time: time, action)
        case .result(let result): .result(seq: seq, time: time, result)
        }
        try log.append(.bytes(line.encodedBytes()), seq: seq)
    }

    /// Records what input `seq` returned: its effects and, at the intervals, the state's hash and
    /// the whole state.
    public func checkpoint(seq: Int, state: F.State, effects: [Effect]) throws(LogError) {
        let recorded = JSONValue.array(effects.map(\.logValue))
        let hashes = seq % checkpointInterval == 0
        let snapshots = snapshotInterval.map { seq % $0 == 0 } == true
        guard hashes || snapshots else {
            let line = LogLine<F.Action, EffectResult>.checkpoint(Checkpoint(seq: seq, state: nil, effects: recorded))
            try log.append(.bytes(line.encodedBytes()), seq: seq)
            return
        }
        let file = log.url.path
        try log.append(.deferred { () throws(LogError) -> [UInt8] in
            try checkpointLine(LogLine<F.Action, EffectResult>.self, seq: seq, state: state, effects: recorded, hash: hashes, snapshot: snapshots, file: file)
        }, seq: seq)
    }

    /// Records the whole state after input `seq` now, for a bug report: a checkpoint line of its
    /// own, with the state's hash and no effects (those were recorded with the input).
    public func snapshot(seq: Int, state: F.State) throws(LogError) {
        let file = log.url.path
        try log.append(.deferred { () throws(LogError) -> [UInt8] in
            try checkpointLine(LogLine<F.Action, EffectResult>.self, seq: seq, state: state, effects: nil, hash: true, snapshot: true, file: file)
        }, seq: seq)
    }

    /// Waits until every line recorded so far is written and synced.
    public func flush() throws(LogError) { try log.flush() }

    public func close() throws(LogError) { try log.close() }
}

/// A checkpoint line, hashed and encoded on the writer's thread.
private func checkpointLine<Action: LogCodable, State: Encodable>(
    _ line: LogLine<Action, EffectResult>.Type, seq: Int, state: State, effects: JSONValue?, hash: Bool, snapshot: Bool,
    file: String
) throws(LogError) -> [UInt8] {
    do {
        let checkpoint = Checkpoint(
            seq: seq, state: hash ? try StateHash(of: state) : nil, effects: effects,
            snapshot: snapshot ? try JSONValue(encoding: state) : nil)
        return line.checkpoint(checkpoint).encodedBytes()
    } catch {
        throw LogError(file: file, line: nil, problem: .io("cannot encode the state: \(error)"))
    }
}
