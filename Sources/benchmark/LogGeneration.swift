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
    static func write(_ count: Int, to url: URL, checkpointInterval: Int = Recorder<ShowcaseFeature>.defaultCheckpointInterval) throws {
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
        try append(CanonicalWriter.bytes(of: ShowcaseFeature.logHeader(initial: .named("launch")).logValue))
        var state = Workload.initialState
        var time = Workload.start
        var seq = 0
        var answers: [EffectResult] = []
        func apply(_ input: StoreInput<ShowcaseFeature>) throws {
            seq += 1
            time = time.adding(milliseconds: 250)
            switch input {
            case .action(let action): try append(LogLine<ShowcaseAction, EffectResult>.action(seq: seq, time: time, action).encoded())
            case .result(let result): try append(LogLine<ShowcaseAction, EffectResult>.result(seq: seq, time: time, result).encoded())
            }
            let effects = ShowcaseFeature.step(&state, input).effects
            let hash = seq % checkpointInterval == 0 ? try StateHash(of: state) : nil
            let checkpoint = Checkpoint(seq: seq, state: hash, effects: .array(effects.map(\.logValue)))
            try append(LogLine<ShowcaseAction, EffectResult>.checkpoint(checkpoint).encoded())
            answers += effects.compactMap(Self.storageAnswer)
        }
        var actions = 0
        while seq < max(1, count) {
            if answers.isEmpty {
                actions += 1
                try apply(.action(Workload.action(actions)))
            } else {
                try apply(.result(answers.removeFirst()))
            }
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
