import ActionLog
import AppState
import Foundation
import Reducers
import Effects

/// Writes the log a recorder at the default policy writes for the workload, without the store or
/// the syncs, so a long log is quick to make: the same bytes, line for line.
enum LogGeneration {
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
        for seq in 1...max(1, count) {
            let action = Workload.action(seq)
            time = time.adding(milliseconds: 250)
            try append(LogLine<ShowcaseAction, EffectResult>.action(seq: seq, time: time, action).encoded())
            let effects = ShowcaseFeature.step(&state, .action(action)).effects
            let hash = seq % checkpointInterval == 0 ? try StateHash(of: state) : nil
            let checkpoint = Checkpoint(seq: seq, state: hash, effects: .array(effects.map(\.logValue)))
            try append(LogLine<ShowcaseAction, EffectResult>.checkpoint(checkpoint).encoded())
        }
        try handle.write(contentsOf: buffer)
    }
}
