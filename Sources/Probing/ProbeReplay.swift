import AppState
import Foundation
import LogReplay
import Reducers

/// Folds inputs with the model's invariants checked after each, and shrinks a failing list of
/// inputs by delta debugging (Zeller's ddmin: drop ever smaller chunks while it still fails).
package enum ProbeReplay<M: ProbeModel> {
    /// Applies input `seq` (the first after a launch is 1) to `state` and `world` through the
    /// engine's one step, handing the step to `observe`; returns the invariants it broke.
    static func step(
        _ state: inout M.F.State, _ world: inout ProbeWorld, _ input: StoreInput<M.F>, seq: Int,
        observe: (Step<M.F>) -> Void = { _ in }
    ) -> [String] {
        let before = state
        var answeredInFlight: Bool?
        if case .result(let result) = input { answeredInFlight = world.received(result) }
        let (action, effects) = M.F.step(&state, input)
        world.take(effects)
        let step = Step(
            seq: seq, time: InputLog.time(of: seq), input: input, action: action, before: before, after: state, effects: effects)
        observe(step)
        return M.violations(step, answeredInFlight: answeredInFlight, world)
    }

    /// The first invariant `inputs` break from launch, with storage holding `storage`.
    package static func firstViolation(_ inputs: [StoreInput<M.F>], storage: [StorageKey: Data]) -> String? {
        guard var state = M.F.namedInitialStates["launch"] else { return nil }
        var world = ProbeWorld(storage: storage)
        for (index, input) in inputs.enumerated() {
            if let violation = step(&state, &world, input, seq: index + 1).first { return violation }
        }
        return nil
    }

    /// The seqs of the results in `inputs` that answer no effect in flight.
    package static func unaskedAnswers(_ inputs: [StoreInput<M.F>], storage: [StorageKey: Data]) -> [Int] {
        guard var state = M.F.namedInitialStates["launch"] else { return [] }
        var world = ProbeWorld(storage: storage)
        return inputs.enumerated().compactMap { index, input in
            let asked = if case .result(let result) = input { world.received(result) } else { true }
            world.take(M.F.step(&state, input).effects)
            return asked ? nil : index + 1
        }
    }

    /// The smallest list found (1-minimal: removing any one input after the launch makes it
    /// pass) whose replay still breaks `invariant`. The launch's own inputs stay: every process
    /// starts with them, so a session without them shows a state no front end can reach.
    package static func shrink(_ inputs: [StoreInput<M.F>], storage: [StorageKey: Data], invariant: String) -> [StoreInput<M.F>] {
        // A session's inputs start with its launch's (`ProbeRun` applies them first).
        let kept = min(M.launch.count, inputs.count)
        let prefix = Array(inputs.prefix(kept))
        let shrinker = SubsequenceShrinker<StoreInput<M.F>> { candidate in
            firstViolation(prefix + candidate, storage: storage).map { ProbeRun<M>.name(of: $0) } == invariant
        }
        return ((try? shrinker.shrink(Array(inputs.dropFirst(kept)))) ?? nil).map { prefix + $0.kept } ?? inputs
    }
}
