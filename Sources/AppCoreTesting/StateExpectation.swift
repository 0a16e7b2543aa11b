import ActionLog
import AppState

/// How a `TestStore` compares the state an input led to with the test's expectation.
enum StateExpectation {
    /// The paths where `actual` differs from `expected`, as `replay --steps` spells changes;
    /// `nil` when it matches. Not `exhaustive`, only the parts `expected` changed from `before`
    /// are compared (see `tree(old:expected:actual:)`).
    static func difference<State: Equatable & Encodable>(before: State, expected: State, actual: State, exhaustive: Bool) -> String? {
        if exhaustive, expected == actual { return nil }
        guard let old = try? JSONValue(encoding: before), let wanted = try? JSONValue(encoding: expected),
            let new = try? JSONValue(encoding: actual)
        else { return expected == actual ? nil : "(states could not be encoded)" }
        let lines = StateDiff(from: exhaustive ? wanted : tree(old: old, expected: wanted, actual: new), to: new).lines()
        guard lines.isEmpty else { return lines.joined(separator: "\n") }
        return exhaustive ? "(the states differ, but not in their encoding)" : nil
    }

    /// The state a non-exhaustive assertion expects, as a tree: the test's value wherever its
    /// expectation changed the old state, the actual value everywhere else. Comparing it with
    /// the actual state then reports only the changes the test asserted and got wrong.
    ///
    /// Objects are followed key by key; any other value the test changed (an array, a number) is
    /// compared whole.
    static func tree(old: JSONValue, expected: JSONValue, actual: JSONValue) -> JSONValue {
        guard old != expected else { return actual }
        guard case .object(let oldFields) = old, case .object(let expectedFields) = expected, case .object(let actualFields) = actual
        else { return expected }
        func value(_ key: String, in fields: [(key: String, value: JSONValue)]) -> JSONValue? {
            fields.first { $0.key == key }?.value
        }
        var merged: [(key: String, value: JSONValue)] = []
        for (key, actualValue) in actualFields {
            switch (value(key, in: oldFields), value(key, in: expectedFields)) {
            case (nil, nil): merged.append((key, actualValue))
            case (.some, nil): continue
            case (nil, let expectedValue?): merged.append((key, expectedValue))
            case (let oldValue?, let expectedValue?):
                merged.append((key, tree(old: oldValue, expected: expectedValue, actual: actualValue)))
            }
        }
        for (key, expectedValue) in expectedFields
        where value(key, in: actualFields) == nil && value(key, in: oldFields) != expectedValue {
            merged.append((key, expectedValue))
        }
        return .object(merged)
    }
}
