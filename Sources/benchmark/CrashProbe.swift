import ActionLog
import AppState
import Effects
import Foundation
import Reducers

/// `benchmark --crash-probe PATH`: records the workload through a store at the default policy
/// until the process is killed, printing after every hundred actions the last one the store
/// reports written. The crash test kills it and checks that the log holds every one reported.
enum CrashProbe {
    static func run(_ url: URL) async throws {
        try? FileManager.default.removeItem(at: url)
        let writer = try LogWriter(url: url, header: ShowcaseFeature.logHeader(initial: .named("launch")))
        let store = Store<ShowcaseFeature>(
            initialState: Workload.initialState, runner: SilentRunner(), recorder: Recorder(writer: writer))
        var index = 0
        while true {
            await store.sendAll((index + 1...index + 100).map(Workload.action))
            index += 100
            if let error = await store.recordingError { throw error }
            FileHandle.standardOutput.write(Data("\(await store.writtenSeq)\n".utf8))
        }
    }
}
