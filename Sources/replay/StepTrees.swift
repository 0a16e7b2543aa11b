import ActionLog
import Reducers

/// The trees of the states before and after each step of a walk (their JSON, or their screens'),
/// each state encoded once: the tree after one step is the tree before the next, except where a
/// launch starts the state again, and a step that left the state as it was (an input refused, an
/// answer dropped) leaves its tree as it was, the very same storage, which a diff passes over at
/// once.
struct StepTrees {
    private var previous: JSONValue?

    /// `step`'s states as trees, `tree` encoding those not already at hand.
    mutating func trees<F: Feature>(
        of step: Step<F>, _ tree: (F.State) throws -> JSONValue
    ) throws -> (before: JSONValue, after: JSONValue) {
        let before = try step.launch == nil ? previous ?? tree(step.before) : tree(step.before)
        let after = step.after == step.before ? before : try tree(step.after)
        previous = after
        return (before, after)
    }
}
