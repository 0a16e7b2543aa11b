import ActionLog
import AppState
import Foundation
import Reducers
import Effects

/// Writes the log a recorder at the default policy writes for the workload, without the store or
/// the syncs, so a long log is quick to make: the same bytes, line for line. Each favorites write
/// is answered as the store's storage answers it, right after the input that asked for it (the
/// store runs storage one effect at a time and logs the answer as a result), so the replay has no
/// write left waiting: a log a store wrote never has one.
enum LogGeneration {
    /// `count` inputs: the workload's actions and the storage answers they call for.
    static func write(
        _ count: Int, to url: URL, checkpointInterval: Int = Recorder<ShowcaseFeature>.defaultCheckpointInterval, snapshotInterval: Int? = nil
    ) throws {
        var answers: [EffectResult] = []
        var actions = 0
        try write(
            ShowcaseFeature.self, count: count, from: Workload.initialState, to: url, checkpointInterval: checkpointInterval,
            snapshotInterval: snapshotInterval
        ) { effects in
            answers += effects.compactMap(Self.storageAnswer)
            if answers.isEmpty {
                actions += 1
                return (.action(Workload.action(actions)), nil)
            }
            return (.result(answers.removeFirst()), nil)
        }
    }

    /// Writes a log of `count` inputs of `feature` from `initial`, as a recorder at the default
    /// policy writes it: each input drawn by `next` from the effects the one before returned, its
    /// checkpoint after it, the state hashed every `checkpointInterval` and written whole every
    /// `snapshotInterval`, when given. When `next` gives a relaunch state, the process relaunches
    /// there (a launch line) before the input.
    static func write<F: Feature>(
        _ feature: F.Type, count: Int, from initial: F.State, to url: URL,
        checkpointInterval: Int = Recorder<F>.defaultCheckpointInterval, snapshotInterval: Int? = nil,
        next: (_ effects: [Effect]) -> (input: StoreInput<F>, relaunch: F.State?)
    ) throws {
        try? FileManager.default.removeItem(at: url)
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw LogError(file: url.path, line: nil, problem: .io("cannot create the file"))
        }
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        var buffer = Data()
        func append(_ line: Data) throws {
            buffer.append(line)
            buffer.append(UInt8(ascii: "\n"))
            if buffer.count > 1 << 20 {
                try handle.write(contentsOf: buffer)
                buffer.removeAll(keepingCapacity: true)
            }
        }
        // A state is spelled by its name when it has one, as a recorder spells it.
        let named = F.namedInitialStates.sorted { $0.key < $1.key }
        func spelling(of state: F.State) throws -> LogHeader.Initial {
            if let name = named.first(where: { $0.value == state })?.key { return .named(name) }
            return .state(try JSONValue(encoding: state))
        }
        try append(CanonicalWriter.bytes(of: F.logHeader(initial: try spelling(of: initial)).logValue))
        var state = initial
        var time = Workload.start
        var effects: [Effect] = []
        for seq in 1...max(1, count) {
            let (input, relaunch) = next(effects)
            time = time.adding(milliseconds: 250)
            if let relaunch, seq > 1 {
                state = relaunch
                let launch = Launch(seq: seq - 1, time: time, initial: try spelling(of: relaunch), state: try StateHash(of: relaunch))
                try append(LogLine<F.Action, EffectResult>.launch(launch).encoded())
            }
            switch input {
            case .action(let action): try append(LogLine<F.Action, EffectResult>.action(seq: seq, time: time, action).encoded())
            case .result(let result): try append(LogLine<F.Action, EffectResult>.result(seq: seq, time: time, result).encoded())
            }
            effects = F.step(&state, input).effects
            let snapshot = snapshotInterval.map { seq % $0 == 0 } == true ? try JSONValue(encoding: state) : nil
            let hash = seq % checkpointInterval == 0 ? try StateHash(of: state) : nil
            try append(Data(Checkpoint.encodedBytes(seq: seq, state: hash, effectsSpelledAs: effects.logSpelling, snapshot: snapshot)))
        }
        try handle.write(contentsOf: buffer)
    }

    /// What storage that holds nothing and never fails answers `effect` with.
    private static func storageAnswer(_ effect: Effect) -> EffectResult? {
        switch effect {
        case .persist(let key, _): .persisted(key: key, error: nil)
        case .load(let key): .loaded(key: key, .success(nil))
        default: nil
        }
    }
}
