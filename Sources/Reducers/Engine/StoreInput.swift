import AppState

/// What comes into a store, and so into its log: an action a front end sent, or an effect result
/// as the runtime reported it, which the feature's `action(for:)` turns into an action (again, at
/// every replay).
public enum StoreInput<F: Feature>: Sendable {
    /// An action a front end sent, as the log keeps it.
    case action(F.Action)
    /// An effect's result as the runtime reported it.
    case result(EffectResult)

    /// `"action"` or `"result"`, as the log's line types and every JSON view name an input.
    package var kind: String {
        switch self {
        case .action: "action"
        case .result: "result"
        }
    }

    /// The action this input reduces: its own, or its result's decoded one (`nil`: dropped).
    @usableFromInline package var action: F.Action? {
        switch self {
        case .action(let action): action
        case .result(let result): F.action(for: result)
        }
    }
}
