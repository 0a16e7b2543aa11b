import ActionLog
import AppState
import Foundation
import LogReplay
import Reducers

/// A log's inputs in memory, each with the checkpoint recorded after it, and the replays
/// `replay shrink` runs on subsequences of them.
struct RecordedSession<F: Feature> {
    struct Input {
        var seq: Int
        var time: Timestamp
        var input: StoreInput<F>
        var recorded: Checkpoint?
    }

    /// How a shrunk log gets its checkpoints.
    enum Checkpoints {
        /// Computed by this build, so the log verifies.
        case computed
        /// Computed by this build, but the recording's for the last input, so the log verifies up
        /// to the last input and diverges there, as the original does.
        case recordedForLast
    }

    let initial: F.State
    private(set) var inputs: [Input] = []
    /// Whether the recorded state hashes can be compared with this build's (same state schema).
    let hashesComparable: Bool
    /// Whether the recorded effects are this build's (`Feature.effectsComparableSince`).
    let effectsComparable: Bool

    init(_ opening: LogOpening) throws {
        initial = try F.initialState(of: opening)
        var walk = try Replayer<F>().walk(opening)
        hashesComparable = walk.checkpointsComparable
        effectsComparable = walk.effectsComparable
        while let step = try walk.next() {
            if let launch = step.launch {
                // A subsequence would move inputs across the process boundary: shrink one launch at a time.
                throw LogError(file: opening.url.path, line: launch.line, problem: .malformed(
                    field: nil, reason: "shrink reads logs of one launch; this one goes on in launch \(launch.number) here"))
            }
            inputs.append(Input(seq: step.seq, time: step.time, input: step.input, recorded: step.recorded))
        }
    }

    /// Whether the subtree at `watch` meets `condition` at the start or after one of `candidate`.
    func reaches(_ watch: StatePath, _ condition: ShrinkOptions.Condition, with candidate: [Input]) throws -> Bool {
        var state = initial
        if condition.holds(for: watch.value(in: try JSONValue(encoding: state))) { return true }
        for input in candidate {
            guard F.step(&state, input.input).action != nil else { continue }
            if condition.holds(for: watch.value(in: try JSONValue(encoding: state))) { return true }
        }
        return false
    }

    /// The first input whose replay differs from its recorded checkpoint (its effects, or its
    /// state hash when comparable); `nil` when every one matches.
    func firstDivergence() throws -> Int? {
        var state = initial
        for input in inputs {
            let effects = F.step(&state, input.input).effects
            if try differs(input, state: state, effects: effects) { return input.seq }
        }
        return nil
    }

    /// The state hash a subsequence must rebuild before input `seq`: the one recorded after the
    /// input before it (the initial state's, before the first).
    func hash(before seq: Int, file: String) throws -> StateHash {
        guard let index = inputs.firstIndex(where: { $0.seq == seq }), index > 0 else { return try StateHash(of: initial) }
        guard hashesComparable, let hash = inputs[index - 1].recorded?.state else {
            throw LogError(file: file, line: nil, problem: .malformed(
                field: "checkpoint \(inputs[index - 1].seq)",
                reason: "no comparable state hash is recorded before the diverging input, so a shorter session cannot be checked"))
        }
        return hash
    }

    /// Whether `candidate` ends with input `seq`, rebuilds the recorded state `before` it, and then
    /// differs from the recording at it: the same divergence, from the same state, with fewer inputs.
    func reproducesDivergence(at seq: Int, before: StateHash, with candidate: [Input]) throws -> Bool {
        guard let last = candidate.last, last.seq == seq else { return false }
        var state = initial
        for input in candidate.dropLast() { _ = F.step(&state, input.input) }
        guard try StateHash(of: state) == before else { return false }
        let effects = F.step(&state, last.input).effects
        return try differs(last, state: state, effects: effects)
    }

    private func differs(_ input: Input, state: F.State, effects: [Effect]) throws -> Bool {
        guard let recorded = input.recorded else { return false }
        if effectsComparable, let written = recorded.effects, CanonicalWriter.bytes(of: written) != CanonicalWriter.bytes(of: .array(effects.map(\.logValue))) {
            return true
        }
        guard hashesComparable, let hash = recorded.state else { return false }
        return try StateHash(of: state) != hash
    }

    /// `watch` must name a subtree of some state on the way; otherwise an error lists the nearest
    /// paths of the final state.
    func check(_ watch: StatePath) throws {
        var state = initial
        if watch.value(in: try JSONValue(encoding: state)) != nil { return }
        for input in inputs {
            _ = F.step(&state, input.input)
            if watch.value(in: try JSONValue(encoding: state)) != nil { return }
        }
        _ = try watch.resolve(in: JSONValue(encoding: state))
    }

    /// `kept` as a new log at `path`, numbered again from 1.
    func write(_ kept: [Input], to path: String, header: LogHeader, checkpoints: Checkpoints) throws {
        let writer = try LogWriter(url: URL(fileURLWithPath: path), header: header)
        var state = initial
        for (offset, input) in kept.enumerated() {
            let seq = offset + 1
            switch input.input {
            case .action(let action): try writer.append(LogLine<F.Action, EffectResult>.action(seq: seq, time: input.time, action))
            case .result(let result): try writer.append(LogLine<F.Action, EffectResult>.result(seq: seq, time: input.time, result))
            }
            let effects = F.step(&state, input.input).effects
            var checkpoint = Checkpoint(seq: seq, state: try StateHash(of: state), effects: .array(effects.map(\.logValue)))
            if checkpoints == .recordedForLast, offset == kept.count - 1 {
                guard var recorded = input.recorded else { continue }
                recorded.seq = seq
                checkpoint = recorded
            }
            try writer.append(LogLine<F.Action, EffectResult>.checkpoint(checkpoint))
        }
        try writer.close()
    }
}
