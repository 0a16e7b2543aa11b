import AppState

/// One app (or one demo of shared reducers) on the core: its state, its actions and its reducer.
///
/// Everything a log needs to be replayed is here, so `replay` can fold any feature's log with no
/// runtime: `reduce` is pure, and `action(for:)` turns a runtime result into a loggable action.
public protocol Feature {
    associatedtype State: Codable, Equatable, Sendable
    associatedtype Action: Codable, Equatable, Sendable

    /// The app name written in log headers, such as `"lunch"`.
    static var name: String { get }

    /// The version of `Action`'s encoding. Raise it when a case is renamed or removed, or an
    /// associated value changes type; adding a case needs no new version. A log recorded with a
    /// newer version than this build knows is refused.
    static var actionSchemaVersion: Int { get }

    /// The states a log header may name instead of spelling out, such as `"launch"`.
    static var namedInitialStates: [String: State] { get }

    /// The pure reducer: no clock, no randomness, no I/O. Time and ids arrive inside actions.
    static func reduce(_ state: inout State, _ action: Action) -> [Effect]

    /// Turns what the runtime reports into an action, decoding response bodies into typed values
    /// (or typed errors naming the failing field). `nil` drops the result.
    static func action(for result: EffectResult) -> Action?
}
