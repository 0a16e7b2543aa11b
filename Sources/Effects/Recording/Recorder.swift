import ActionLog
import Foundation
import AppState
import Reducers

/// Records a store's inputs to a log: each input before it is reduced, then a checkpoint with the
/// effects it returned and, every `checkpointInterval` inputs, the state's hash, so that
/// `replay --verify` finds the first input whose replay differs.
///
/// The caller only encodes lines: a `GroupCommitWriter` writes and syncs them on its own thread,
/// and hashes the state there too (a state is a value: handing it over copies nothing).
public final class Recorder<F: Feature> {
    /// The default policy (see *Checkpoint policy* in `docs/log-format.md`): effects after every
    /// input; the state's hash after every hundredth, at every launch, and when the store
    /// flushes, snapshots or closes its log.
    public static var defaultCheckpointInterval: Int { 100 }

    /// The log being written: one file, or with `rolling`, the newest segment.
    private var log: GroupCommitWriter
    /// Where segments go and how big they grow; `nil`: one log file.
    private let rolling: RollingRecording?
    /// Bytes of input and effect lines written to the current segment.
    private var segmentBytes = 0
    private let queueLimit: Int
    private let checkpointInterval: Int
    /// Every how many inputs a checkpoint also holds the whole state; `nil`: only on demand.
    private let snapshotInterval: Int?
    /// The last input after which the state's hash was recorded (a launch records its own).
    private var hashedSeq = 0
    /// Whether an input was recorded in this process and segment: a checkpoint follows an input
    /// (before one, the header or the launch line holds the state), or a reader refuses it.
    private var recordedInput = false

    /// A recorder writing through `writer`: the effects after every input, the state's hash every
    /// `checkpointInterval` inputs and, every `snapshotInterval`, the whole state; at most
    /// `queueLimit` lines wait for the disk.
    public convenience init(
        writer: LogWriter, checkpointInterval: Int = Recorder.defaultCheckpointInterval, snapshotInterval: Int? = nil,
        queueLimit: Int = GroupCommitWriter.defaultQueueLimit
    ) {
        self.init(writer: writer, rolling: nil, checkpointInterval: checkpointInterval, snapshotInterval: snapshotInterval, queueLimit: queueLimit)
    }

    private init(writer: LogWriter, rolling: RollingRecording?, checkpointInterval: Int, snapshotInterval: Int?, queueLimit: Int) {
        log = GroupCommitWriter(writer: writer, queueLimit: queueLimit)
        self.rolling = rolling
        self.queueLimit = queueLimit
        self.checkpointInterval = max(1, checkpointInterval)
        self.snapshotInterval = snapshotInterval.map { max(1, $0) }
    }

    /// A recorder for a store starting at `state`: a new log at `url` whose header names `state`
    /// (`launch` when it is the feature's launch state, spelled out otherwise), or the log already
    /// there, continued: the store then logs its launch first. `writer` names the program.
    public static func opening(
        _ url: URL, startingAt state: F.State, writer: LogWriterInfo?, checkpointInterval: Int = Recorder.defaultCheckpointInterval
    ) throws(LogError) -> Recorder {
        try opening(url, startingAt: state, writer: writer, checkpointInterval: checkpointInterval, rolling: nil)
    }

    /// `opening(_:startingAt:writer:checkpointInterval:)`, going on in segments with `rolling`.
    static func opening(
        _ url: URL, startingAt state: F.State, writer: LogWriterInfo?, checkpointInterval: Int, rolling: RollingRecording?
    ) throws(LogError) -> Recorder {
        let header = F.logHeader(initial: try spelling(of: state, named: .named("launch"), file: url.path), writer: writer)
        return Recorder(
            writer: try LogWriter(url: url, header: header), rolling: rolling, checkpointInterval: checkpointInterval,
            snapshotInterval: nil, queueLimit: GroupCommitWriter.defaultQueueLimit)
    }

    /// Whether the writer continues a log another process wrote (and this one is a new launch).
    package var continuesLog: Bool { log.continuation != nil }

    /// The last input already in the log: 0 for a new log, more when the writer continues one.
    package var lastSeq: Int { log.continuation?.lastSeq ?? log.header.seq }

    /// The last input whose line is in the file: from then on a crash of the process cannot lose it.
    package var writtenSeq: Int { log.writtenSeq }

    package func record(seq: Int, time: Timestamp, _ input: StoreInput<F>) throws(LogError) {
        let line: LogLine<F.Action, EffectResult> = switch input {
        case .action(let action): .action(seq: seq, time: time, action)
        case .result(let result): .result(seq: seq, time: time, result)
        }
        let bytes = line.encodedBytes()
        segmentBytes += bytes.count
        try log.append(.bytes(bytes), seq: seq)
        recordedInput = true
    }

    /// Records the launch of this process when the log is continued (a new log's header is its
    /// first launch): the initial state (by the header's name when `state` is that state, spelled
    /// out otherwise) and its hash, the time, and who writes.
    package func launch(time: Timestamp, state: F.State) throws(LogError) {
        guard let continuation = log.continuation else { return }
        let header = log.header, file = log.url.path, seq = continuation.lastSeq
        let initial = try Self.spelling(of: state, named: header.initial, file: file)
        hashedSeq = seq
        try log.append(.deferred { () throws(LogError) -> [UInt8] in
            do {
                let launch = Launch(seq: seq, time: time, initial: initial, state: try StateHash(of: state), writer: header.writer)
                return LogLine<F.Action, EffectResult>.launch(launch).encodedBytes()
            } catch {
                throw LogError(file: file, line: nil, problem: .io("cannot encode the state: \(error)"))
            }
        }, seq: seq)
    }

    /// `state` as a header or launch line spells it: by `named`'s name when it is that state,
    /// spelled out otherwise.
    static func spelling(of state: F.State, named: LogHeader.Initial, file: String) throws(LogError) -> LogHeader.Initial {
        guard case .named(let name) = named, F.namedInitialStates[name] != state else { return named }
        do { return .state(try JSONValue(encoding: state)) } catch {
            throw LogError(file: file, line: nil, problem: .io("cannot encode the state: \(error)"))
        }
    }

    /// Records what input `seq` returned: its effects and, at the intervals, the state's hash and
    /// the whole state.
    package func checkpoint(seq: Int, state: F.State, effects: [Effect]) throws(LogError) {
        let hashes = seq % checkpointInterval == 0
        let snapshots = snapshotInterval.map { seq % $0 == 0 } == true
        if hashes || snapshots {
            let file = log.url.path, recorded = effects.logSpelling
            if hashes { hashedSeq = seq }
            try log.append(.deferred { () throws(LogError) -> [UInt8] in
                try checkpointLine(seq: seq, state: state, effectsSpelledAs: recorded, hash: hashes, snapshot: snapshots, file: file)
            }, seq: seq)
        } else {
            let bytes = Checkpoint.encodedBytes(seq: seq, effectsSpelledAs: effects.logSpelling)
            segmentBytes += bytes.count
            try log.append(.bytes(bytes), seq: seq)
        }
        if let rolling, segmentBytes >= rolling.segmentBytes { try rotate(after: seq, state: state, in: rolling) }
    }

    /// Closes the current segment and goes on in a new one whose header spells out `state`, the
    /// state after input `seq`, so that it replays alone; the oldest segments beyond the kept
    /// number are removed.
    private func rotate(after seq: Int, state: F.State, in rolling: RollingRecording) throws(LogError) {
        let writer = log.header.writer, url = rolling.segmentURL(after: seq)
        let initial: LogHeader.Initial
        do { initial = .state(try JSONValue(encoding: state)) } catch {
            throw LogError(file: url.path, line: nil, problem: .io("cannot encode the state: \(error)"))
        }
        try recordStateHash(seq: seq, state: state)
        try log.close()
        log = GroupCommitWriter(writer: try LogWriter(url: url, header: F.logHeader(initial: initial, writer: writer, seq: seq)), queueLimit: queueLimit)
        segmentBytes = 0
        hashedSeq = seq
        recordedInput = false
        try rolling.removeOldSegments()
    }

    /// Records the state's hash after input `seq`, unless it is already recorded: a store does
    /// this when it flushes or closes its log, so that every process's last state is compared
    /// by `replay --verify` (see *Checkpoint policy* in `docs/log-format.md`).
    package func recordStateHash(seq: Int, state: F.State) throws(LogError) {
        guard recordedInput, seq > hashedSeq else { return }
        hashedSeq = seq
        let file = log.url.path
        try log.append(.deferred { () throws(LogError) -> [UInt8] in
            try checkpointLine(seq: seq, state: state, effectsSpelledAs: nil, hash: true, snapshot: false, file: file)
        }, seq: seq)
    }

    /// Records the whole state after input `seq` now, for a bug report: a checkpoint line of its
    /// own, with the state's hash and no effects (those were recorded with the input). Before the
    /// first input of this process (or segment) nothing is written: its header or launch line
    /// already holds that state.
    package func snapshot(seq: Int, state: F.State) throws(LogError) {
        guard recordedInput else { return }
        hashedSeq = seq
        let file = log.url.path
        try log.append(.deferred { () throws(LogError) -> [UInt8] in
            try checkpointLine(seq: seq, state: state, effectsSpelledAs: nil, hash: true, snapshot: true, file: file)
        }, seq: seq)
    }

    /// Waits until every line recorded so far is written and synced.
    package func flush() throws(LogError) { try log.flush() }

    package func close() throws(LogError) { try log.close() }
}

/// A checkpoint line, hashed and encoded on the writer's thread.
private func checkpointLine<State: Encodable>(
    seq: Int, state: State, effectsSpelledAs effects: [UInt8]?, hash: Bool, snapshot: Bool, file: String
) throws(LogError) -> [UInt8] {
    do {
        return Checkpoint.encodedBytes(
            seq: seq, state: hash ? try StateHash(of: state) : nil, effectsSpelledAs: effects,
            snapshot: snapshot ? try JSONValue(encoding: state) : nil)
    } catch {
        throw LogError(file: file, line: nil, problem: .io("cannot encode the state: \(error)"))
    }
}
