import AppState

/// A shared reducer's state with the refusal of the last action beside it, kept the way an app
/// keeps it (cleared by the next action), so shared reducers are tested as apps use them.
/// Members of the state read and write straight through: `$0.drag = nil`.
@dynamicMemberLookup
struct Refusing<State: Equatable & Encodable, Refusal: Equatable & Encodable>: Equatable, Encodable {
    var state: State
    var lastRefusal: Refusal?

    init(_ state: State) {
        self.state = state
        lastRefusal = nil
    }

    subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
        state[keyPath: keyPath]
    }

    subscript<Value>(dynamicMember keyPath: WritableKeyPath<State, Value>) -> Value {
        get { state[keyPath: keyPath] }
        set { state[keyPath: keyPath] = newValue }
    }

    /// Reduces `action` with a shared reducer that returns its refusal, and keeps the refusal.
    static func reduce<Action>(
        _ refusing: inout Refusing, _ action: Action, with reduce: (inout State, Action) -> Refusal?
    ) -> [Effect] {
        refusing.lastRefusal = reduce(&refusing.state, action)
        return []
    }
}
