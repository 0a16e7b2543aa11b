import ActionLog
import AppState
import Effects
import Foundation
import Reducers

/// What the checkpoint policy costs a front end's recording: a Lunch store with its real feed
/// recording taps (tabs and hearts) with the state's hash every `interval` inputs, the writer's
/// hashing included (the time runs until the log is closed), and the bytes each input adds.
enum CheckpointPolicy {
    static func measure(interval: Int, fixtures: URL, inputs: Int, runs: Int) async throws -> Figure {
        let state = try LunchStates.realFeed(fixtures: fixtures)
        guard case .loaded(let feed) = state.feed, let first = feed.first?.id else {
            throw LogError(file: "restaurants.json", line: nil, problem: .empty)
        }
        let taps: [LunchAction] = [.tabSelected(tab: .favorites), .heartTapped(restaurant: first), .tabSelected(tab: .lunch)]
        let actions = (0..<inputs).map { taps[$0 % taps.count] }
        var times: [Double] = []
        var bytes = 0
        for run in 0..<max(1, runs) {
            let url = Workload.temporaryURL("policy-\(interval)-\(run)")
            defer { try? FileManager.default.removeItem(at: url) }
            try? FileManager.default.removeItem(at: url)
            let header = LunchFeature.logHeader(initial: .state(try JSONValue(encoding: state)))
            let store = Store<LunchFeature>(
                initialState: state, runner: SilentRunner(),
                recorder: Recorder(writer: try LogWriter(url: url, header: header), checkpointInterval: interval))
            times.append(await seconds {
                await store.sendAll(actions)
                await store.stopRecording()
            })
            await store.settle()
            if let error = await store.recordingError { throw error }
            bytes = (try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        }
        let time = times.sorted()[times.count / 2]
        return Figure(
            name: "recording Lunch taps, state hash every \(interval)", count: inputs, nanoseconds: time * 1e9 / Double(inputs),
            note: "\(bytes / inputs) bytes per input")
    }
}
