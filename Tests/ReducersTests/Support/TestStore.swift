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

    init(_ feature: F.Type, state: F.State) {
        self.state = state
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
        XCTFail(
            "State after \(action) differs from the expectation (− expected, + actual):\n"
                + Self.diff(expectedState, state), file: file, line: line)
    }

    /// Asserts the exact effects the last action returned, in order.
    func receiveEffects(_ expected: [Effect], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(unassertedEffects, expected, "effects of the last action", file: file, line: line)
        unassertedEffects = []
    }

    /// Fails when the last action's effects were never asserted.
    func finish(file: StaticString = #filePath, line: UInt = #line) {
        failOnUnasserted(before: "finishing", file: file, line: line)
    }

    private func failOnUnasserted(before event: String, file: StaticString, line: UInt) {
        guard !unassertedEffects.isEmpty else { return }
        XCTFail("Unasserted effects before \(event): \(unassertedEffects)", file: file, line: line)
        unassertedEffects = []
    }

    private static func diff(_ expected: F.State, _ actual: F.State) -> String {
        guard let old = try? JSONValue(encoding: expected), let new = try? JSONValue(encoding: actual)
        else { return "(states could not be encoded)" }
        return StateDiff(from: old, to: new).lines.joined(separator: "\n")
    }
}
