import AppState

extension Feature {
    /// The one step of the engine: applies `input` to `state` and returns the action it reduced
    /// (`nil` when a result decodes to none and is dropped) and the effects it returned.
    ///
    /// Every store, replay, probe and test helper applies inputs through here, so a live session
    /// and its replay agree by construction. An action reaches it as the log keeps it (see
    /// `input(sending:)`); a result is decoded by `action(for:)`, at recording and at every replay.
    @inlinable
    package static func step(_ state: inout State, _ input: StoreInput<Self>) -> (action: Action?, effects: [Effect]) {
        step(&state, reducing: input.action)
    }

    /// The step of an input whose action is known already: `input.action`, decoded before (a
    /// result decoded on the thread that reads the log ahead).
    @inlinable
    package static func step(_ state: inout State, reducing action: Action?) -> (action: Action?, effects: [Effect]) {
        guard let action else { return (nil, []) }
        return (action, reduce(&state, action))
    }

    /// What a front end's `action` becomes as an input: the action as the log keeps it, with the
    /// secrets a person typed taken out (`redacted(_:)`).
    package static func input(sending action: Action) -> StoreInput<Self> { .action(redacted(action)) }
}
