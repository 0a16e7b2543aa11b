import ActionLog
import AppState
import Reducers
import XCTest

/// Drives any reducer one action at a time, in the spirit of TCA's `TestStore`.
///
/// `send(_:_:)` applies the action, applies the test's expected mutation to a copy of the old
/// state, and fails with a path-by-path diff when the two differ. `receive(_:_:)` does the same
/// with an effect result, decoded as the runtime's would be (a feature's `action(for:)`), and fails
/// when the result is dropped. The effects an action returned must be asserted with
/// `receiveEffects(_:)` before the next input, and at the end with `finish()`; a store released
/// with effects nobody asserted fails too.
final class TestStore<State: Equatable & Encodable, Action> {
    private(set) var state: State
    private var unassertedEffects: [Effect] = []
    /// Applies an action a test sends.
    private let sent: (inout State, Action) -> [Effect]
    /// Applies an effect result: the action it decoded to (`nil`: dropped) and its effects.
    private let received: (inout State, EffectResult) -> (action: Action?, effects: [Effect])
    private let reportFailure: (String, StaticString, UInt) -> Void
    private let file: StaticString
    private let line: UInt

    /// A store of `reducer` from `state`; `decode` turns effect results into actions (none by
    /// default). `reportFailure` defaults to `XCTFail`; the test store's own tests capture it.
    convenience init(
        state: State, reducer: @escaping (inout State, Action) -> [Effect],
        decode: @escaping (EffectResult) -> Action? = { _ in nil },
        reportFailure: @escaping (String, StaticString, UInt) -> Void = { XCTFail($0, file: $1, line: $2) },
        file: StaticString = #filePath, line: UInt = #line
    ) {
        self.init(
            state: state, sent: reducer,
            received: { state, result in
                guard let action = decode(result) else { return (nil, []) }
                return (action, reducer(&state, action))
            },
            reportFailure: reportFailure, file: file, line: line)
    }

    private init(
        state: State, sent: @escaping (inout State, Action) -> [Effect],
        received: @escaping (inout State, EffectResult) -> (action: Action?, effects: [Effect]),
        reportFailure: @escaping (String, StaticString, UInt) -> Void, file: StaticString, line: UInt
    ) {
        self.state = state
        self.sent = sent
        self.received = received
        self.reportFailure = reportFailure
        self.file = file
        self.line = line
    }

    /// A store of a feature, driven through the engine's one step, as a live store drives it: an
    /// action as the log keeps it (redacted), a result decoded by the feature's `action(for:)`.
    convenience init<F: Feature>(
        _ feature: F.Type, state: State,
        reportFailure: @escaping (String, StaticString, UInt) -> Void = { XCTFail($0, file: $1, line: $2) },
        file: StaticString = #filePath, line: UInt = #line
    ) where F.State == State, F.Action == Action {
        self.init(
            state: state, sent: { F.step(&$0, F.input(sending: $1)).effects }, received: { F.step(&$0, .result($1)) },
            reportFailure: reportFailure, file: file, line: line)
    }

    deinit {
        guard !unassertedEffects.isEmpty else { return }
        reportFailure("Store released with unasserted effects: \(unassertedEffects)", file, line)
    }

    func send(
        _ action: Action, _ expected: (inout State) -> Void = { _ in },
        file: StaticString = #filePath, line: UInt = #line
    ) {
        failOnUnasserted(before: "sending \(action)", file: file, line: line)
        var expectedState = state
        expected(&expectedState)
        unassertedEffects = sent(&state, action)
        check(expectedState, after: "\(action)", file: file, line: line)
    }

    /// Decodes `result` as the runtime does and sends the action it becomes; fails when the
    /// result is dropped (decodes to no action).
    func receive(
        _ result: EffectResult, _ expected: (inout State) -> Void = { _ in },
        file: StaticString = #filePath, line: UInt = #line
    ) {
        failOnUnasserted(before: "receiving \(result)", file: file, line: line)
        var expectedState = state
        expected(&expectedState)
        let (action, effects) = received(&state, result)
        guard let action else {
            return reportFailure("The result \(result) was dropped: it decodes to no action", file, line)
        }
        unassertedEffects = effects
        check(expectedState, after: "\(action)", file: file, line: line)
    }

    private func check(_ expectedState: State, after input: String, file: StaticString, line: UInt) {
        guard state != expectedState else { return }
        reportFailure(
            "State after \(input) differs from the expectation (− expected, + actual):\n"
                + Self.diff(expectedState, state), file, line)
    }

    /// Asserts the exact effects the last action returned, in order.
    func receiveEffects(_ expected: [Effect], file: StaticString = #filePath, line: UInt = #line) {
        if unassertedEffects != expected {
            reportFailure("Effects of the last action were \(unassertedEffects), expected \(expected)", file, line)
        }
        unassertedEffects = []
    }

    /// Fails when the last action's effects were never asserted.
    func finish(file: StaticString = #filePath, line: UInt = #line) {
        failOnUnasserted(before: "finishing", file: file, line: line)
    }

    private func failOnUnasserted(before event: String, file: StaticString, line: UInt) {
        guard !unassertedEffects.isEmpty else { return }
        reportFailure("Unasserted effects before \(event): \(unassertedEffects)", file, line)
        unassertedEffects = []
    }

    private static func diff(_ expected: State, _ actual: State) -> String {
        guard let old = try? JSONValue(encoding: expected), let new = try? JSONValue(encoding: actual)
        else { return "(states could not be encoded)" }
        return StateDiff(from: old, to: new).lines().joined(separator: "\n")
    }
}
