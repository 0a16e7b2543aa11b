import ActionLog
import AppState
import Effects
import Foundation
import LogReplay
import Reducers

/// `benchmark --crash-probe PATH`: records the workload through a store at the default policy
/// until the process is killed, printing after every hundred actions the last one the store
/// reports written. A log already at PATH (one a killed probe left) is continued: its inputs are
/// replayed to the state they reach, its torn tail is cut, and sequence numbers go on. The crash
/// tests kill it again and again and check that the log holds every input ever reported.
enum CrashProbe {
    static func run(_ url: URL) async throws {
        let writer = try LogWriter(url: url, header: ShowcaseFeature.logHeader(initial: .named("launch")))
        var state = Workload.initialState
        if writer.continuation != nil {
            state = try Replayer<ShowcaseFeature>().run(LogOpening(url: url)).state
        }
        let recorder = Recorder<ShowcaseFeature>(writer: writer)
        var index = recorder.lastSeq
        let store = Store<ShowcaseFeature>(initialState: state, runner: SilentRunner(), recorder: recorder)
        if let cut = writer.continuation?.cutTornLine { FileHandle.standardError.write(Data("cut torn line \(cut)\n".utf8)) }
        FileHandle.standardOutput.write(Data("\(index)\n".utf8))
        while true {
            await store.sendAll((index + 1...index + 100).map(Workload.action))
            index += 100
            if let error = await store.recordingError { throw error }
            FileHandle.standardOutput.write(Data("\(await store.writtenSeq)\n".utf8))
        }
    }
}
