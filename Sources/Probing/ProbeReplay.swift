import AppState
import Foundation
import Reducers

/// Folds inputs with the model's invariants checked after each, and shrinks a failing list of
/// inputs by delta debugging (Zeller's ddmin: drop ever smaller chunks while it still fails).
public enum ProbeReplay<M: ProbeModel> {
    /// Applies `input` to `state` and `world`; returns the invariants it broke.
    static func step(_ state: inout M.F.State, _ world: inout ProbeWorld, _ input: StoreInput<M.F>) -> [String] {
        let before = state
        let action = input.action
        var answeredInFlight: Bool?
        if case .result(let result) = input { answeredInFlight = world.received(result) }
        let effects = action.map { M.F.reduce(&state, $0) } ?? []
        world.take(effects)
        let step = ProbeStep(
            input: input, answeredInFlight: answeredInFlight, action: action, before: before, after: state, effects: effects)
        return M.violations(step, world)
    }

    /// The first invariant `inputs` break from launch, with storage holding `storage`.
    public static func firstViolation(_ inputs: [StoreInput<M.F>], storage: [StorageKey: Data]) -> String? {
        guard var state = M.F.namedInitialStates["launch"] else { return nil }
        var world = ProbeWorld(storage: storage)
        for input in inputs {
            if let violation = step(&state, &world, input).first { return violation }
        }
        return nil
    }

    /// The smallest list found (1-minimal: removing any one input makes it pass) whose replay
    /// still breaks `invariant`.
    public static func shrink(_ inputs: [StoreInput<M.F>], storage: [StorageKey: Data], invariant: String) -> [StoreInput<M.F>] {
        let shrinker = SubsequenceShrinker<StoreInput<M.F>> { candidate in
            firstViolation(candidate, storage: storage).map { ProbeRun<M>.name(of: $0) } == invariant
        }
        return ((try? shrinker.shrink(inputs)) ?? nil)?.kept ?? inputs
    }
}
