import ActionLog
import AppState
import Effects
import Foundation
import Reducers

/// Writes a list of inputs (actions and raw effect results) as a format-2 session log, folding them
/// through the feature's reducer to write each checkpoint: how a shrunk random session, or a
/// hand-written regression, becomes a file that `replay --verify` reproduces.
package enum InputLog {
    /// Every log written here starts at this time and steps by one second per input, so the same
    /// inputs always give the same bytes.
    package static let start = Timestamp(milliseconds: 1_795_000_000_000)

    /// The time of input `seq`: `start`, then one second more per input.
    package static func time(of seq: Int) -> Timestamp { start.adding(milliseconds: Int64(seq - 1) * 1000) }

    /// Writes `inputs` to `url` (replacing any file there), starting from the state named
    /// `initial`, with the state's hash after every input (as the bundled sessions have it), and
    /// returns the state they reach.
    @discardableResult
    package static func write<F: Feature>(
        _ inputs: [StoreInput<F>], of feature: F.Type, initial: String = "launch", to url: URL
    ) throws -> F.State {
        guard var state = F.namedInitialStates[initial] else {
            throw LogError(file: url.path, line: 1, problem: .unknownInitialState(initial, known: F.namedInitialStates.keys.sorted()))
        }
        try? FileManager.default.removeItem(at: url)
        let recorder = Recorder<F>(writer: try LogWriter(url: url, header: F.logHeader(initial: .named(initial))), checkpointInterval: 1)
        for (index, input) in inputs.enumerated() {
            let seq = index + 1
            try recorder.record(seq: seq, time: time(of: seq), input)
            let effects = F.step(&state, input).effects
            try recorder.checkpoint(seq: seq, state: state, effects: effects)
        }
        try recorder.close()
        return state
    }
}
