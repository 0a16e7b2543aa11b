import ActionLog
import AppState
import Reducers
import XCTest

/// Drives a feature's reducer one action at a time, in the spirit of TCA's `TestStore`.
///
/// `send(_:_:)` applies the action, applies the test's expected mutation to a copy of the old
/// state, and fails with a path-by-path diff when the two differ. The effects an action returned
/// must be asserted with `receiveEffects(_:)` before the next `send`, and at the end with
/// `finish()`: effects that nobody asserted fail the test.
final class TestStore<F: Feature> {
    private(set) var state: F.State
    private var unassertedEffects: [Effect] = []
    private let reportFailure: (String, StaticString, UInt) -> Void

    /// `reportFailure` defaults to `XCTFail`; the test store's own tests capture it instead.
    init(
        _ feature: F.Type, state: F.State,
        reportFailure: @escaping (String, StaticString, UInt) -> Void = { XCTFail($0, file: $1, line: $2) }
    ) {
        self.state = state
        self.reportFailure = reportFailure
    }

    func send(
        _ action: F.Action, _ expected: (inout F.State) -> Void = { _ in },
        file: StaticString = #filePath, line: UInt = #line
    ) {
        failOnUnasserted(before: "sending \(action)", file: file, line: line)
        var expectedState = state
        expected(&expectedState)
        unassertedEffects = F.reduce(&state, action)
        guard state != expectedState else { return }
        reportFailure(
            "State after \(action) differs from the expectation (− expected, + actual):\n"
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

    private static func diff(_ expected: F.State, _ actual: F.State) -> String {
        guard let old = try? JSONValue(encoding: expected), let new = try? JSONValue(encoding: actual)
        else { return "(states could not be encoded)" }
        return StateDiff(from: old, to: new).lines().joined(separator: "\n")
    }
}
