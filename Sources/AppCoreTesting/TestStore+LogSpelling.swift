import ActionLog
import AppState
import Foundation
import Reducers

/// Inputs, changes and effects spelled as the log and `replay --steps` spell them: the steps of a
/// recorded session, as `replay --emit-test` writes them into a test. These assertions are always
/// exact, whatever the store's `exhaustivity`.
extension TestStore where Action: LogCodable {
    /// Sends the action spelled `action` in the log, and checks the state's exact `changes` (as
    /// `replay --steps` prints them) and the exact `effects` it returned, in log spelling.
    /// Throws when `action` is not a valid log spelling.
    public func send(
        logged action: String, changes: [String], effects: [String],
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) throws {
        let action = try Action(logValue: JSONValue(parsing: Data(action.utf8)), at: "action")
        let location = (fileID, filePath, line, column)
        let before = try JSONValue(encoding: state)
        apply(action, at: location)
        try check(from: before, changes: changes, effects: effects, at: location)
    }

    /// Applies the result spelled `result` in the log, and checks the action the feature decoded
    /// it to (`nil`: dropped), the state's exact `changes` and the exact `effects` it returned.
    /// Throws when `result` is not a valid log spelling.
    public func receive(
        logged result: String, decodedTo expected: String?, changes: [String], effects: [String],
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) throws {
        let result = try EffectResult(logValue: JSONValue(parsing: Data(result.utf8)), at: "result")
        let location = (fileID, filePath, line, column)
        let before = try JSONValue(encoding: state)
        let decoded = apply(result, at: location).map { Self.spelled($0.logValue) }
        if decoded != expected {
            fail("The result decoded to \(decoded ?? "nothing (dropped)"), expected \(expected ?? "nothing (dropped)")", at: location)
        }
        try check(from: before, changes: changes, effects: effects, at: location)
    }

    private func check(from before: JSONValue, changes: [String], effects: [String], at location: Location) throws {
        let actualChanges = StateDiff(from: before, to: try JSONValue(encoding: state)).lines()
        if actualChanges != changes { fail("The state's changes were \(actualChanges), expected \(changes)", at: location) }
        let returned = takeEffects().map { Self.spelled($0.logValue) }
        if returned != effects { fail("The effects were \(returned), expected \(effects)", at: location) }
    }

    private static func spelled(_ value: JSONValue) -> String {
        String(decoding: CanonicalWriter.bytes(of: value), as: UTF8.self)
    }
}
