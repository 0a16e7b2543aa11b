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
    private let reducer: (inout State, Action) -> [Effect]
    private let decode: (EffectResult) -> Action?
    private let reportFailure: (String, StaticString, UInt) -> Void
    private let file: StaticString
    private let line: UInt

    /// A store of `reducer` from `state`; `decode` turns effect results into actions (none by
    /// default). `reportFailure` defaults to `XCTFail`; the test store's own tests capture it.
    init(
        state: State, reducer: @escaping (inout State, Action) -> [Effect],
        decode: @escaping (EffectResult) -> Action? = { _ in nil },
        reportFailure: @escaping (String, StaticString, UInt) -> Void = { XCTFail($0, file: $1, line: $2) },
        file: StaticString = #filePath, line: UInt = #line
    ) {
        self.state = state
        self.reducer = reducer
        self.decode = decode
        self.reportFailure = reportFailure
        self.file = file
        self.line = line
    }

    /// A store of a feature: its reducer, and its `action(for:)` for results.
    convenience init<F: Feature>(
        _ feature: F.Type, state: State,
        reportFailure: @escaping (String, StaticString, UInt) -> Void = { XCTFail($0, file: $1, line: $2) },
        file: StaticString = #filePath, line: UInt = #line
    ) where F.State == State, F.Action == Action {
        self.init(state: state, reducer: F.reduce, decode: F.action(for:), reportFailure: reportFailure, file: file, line: line)
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
        unassertedEffects = reducer(&state, action)
        guard state != expectedState else { return }
        reportFailure(
            "State after \(action) differs from the expectation (− expected, + actual):\n"
                + Self.diff(expectedState, state), file, line)
    }

    /// Decodes `result` as the runtime does and sends the action it becomes; fails when the
    /// result is dropped (decodes to no action).
    func receive(
        _ result: EffectResult, _ expected: (inout State) -> Void = { _ in },
        file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let action = decode(result) else {
            failOnUnasserted(before: "receiving \(result)", file: file, line: line)
            return reportFailure("The result \(result) was dropped: it decodes to no action", file, line)
        }
        send(action, expected, file: file, line: line)
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
