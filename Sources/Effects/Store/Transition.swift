import ActionLog
import AppState
import Reducers

/// One step of a store: the action, the state before and after it, and the effects it returned.
/// Observers receive one per action; that is how a front end renders.
public struct Transition<F: Feature>: Sendable {
    public var seq: Int
    public var time: Timestamp
    public var action: F.Action
    public var before: F.State
    public var after: F.State
    public var effects: [Effect]
}
