import ActionLog
import AppState
import Reducers

/// Drives a feature (or any reducer) one input at a time and checks what each input did, in the
/// spirit of TCA's `TestStore`.
///
/// `send(_:_:)` applies an action; `receive(_:_:)` applies an effect result, decoded by the
/// feature as the runtime's would be. Each takes the test's expectation as a mutation of the
/// state before the input, and fails with a path-by-path diff when the state after differs.
/// The effects an input returned are asserted with `receiveEffects(_:)`. With `exhaustivity`
/// `.on` (the default), effects nobody asserted fail at the next input, at `finish()`, and when
/// the store is released; with `.off` only what the test asserts is checked.
///
/// ```swift
/// let store = TestStore(ShowcaseFeature.self, state: launch)
/// store.send(.favorites(.toggled("swift"))) { $0.favorites = Favorites(["swift"]) }
/// store.receiveEffects([.persist(key: "showcase.favorites", value: Data(#"["swift"]"#.utf8))])
/// store.receive(.persisted(key: "showcase.favorites", nil))
/// store.finish()
/// ```
public final class TestStore<State: Equatable & Encodable, Action> {
    /// The state after the last input.
    public private(set) var state: State
    /// Whether what a test leaves unasserted fails it; `.on` unless the test says otherwise.
    public var exhaustivity: Exhaustivity = .on
    private var unassertedEffects: [Effect] = []
    /// Applies an action a test sends.
    private let sent: (inout State, Action) -> [Effect]
    /// Applies an effect result: the action it decoded to (`nil`: dropped) and its effects.
    private let received: (inout State, EffectResult) -> (action: Action?, effects: [Effect])
    private let reportFailure: (TestFailure) -> Void
    private let created: (fileID: StaticString, filePath: StaticString, line: UInt, column: UInt)

    /// A store of `feature` from `state`, driven through the engine's one step as a live store
    /// drives it: an action as the log keeps it (redacted), a result decoded by the feature's
    /// `action(for:)`. Failures go to `reportFailure`: by default the running test's
    /// (`TestFailure.record`).
    public convenience init<F: Feature>(
        _ feature: F.Type, state: State, reportFailure: @escaping (TestFailure) -> Void = TestFailure.record,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) where F.State == State, F.Action == Action {
        self.init(
            state: state, sent: { F.step(&$0, F.input(sending: $1)).effects }, received: { F.step(&$0, .result($1)) },
            reportFailure: reportFailure, created: (fileID, filePath, line, column))
    }

    /// A store of any `reducer`, for parts of a feature that are not features themselves;
    /// `decode` turns effect results into actions (none by default).
    public convenience init(
        state: State, reducer: @escaping (inout State, Action) -> [Effect],
        decode: @escaping (EffectResult) -> Action? = { _ in nil },
        reportFailure: @escaping (TestFailure) -> Void = TestFailure.record,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        self.init(
            state: state, sent: reducer,
            received: { state, result in
                guard let action = decode(result) else { return (nil, []) }
                return (action, reducer(&state, action))
            },
            reportFailure: reportFailure, created: (fileID, filePath, line, column))
    }

    private init(
        state: State, sent: @escaping (inout State, Action) -> [Effect],
        received: @escaping (inout State, EffectResult) -> (action: Action?, effects: [Effect]),
        reportFailure: @escaping (TestFailure) -> Void,
        created: (fileID: StaticString, filePath: StaticString, line: UInt, column: UInt)
    ) {
        self.state = state
        self.sent = sent
        self.received = received
        self.reportFailure = reportFailure
        self.created = created
    }

    deinit {
        guard exhaustivity == .on, !unassertedEffects.isEmpty else { return }
        reportFailure(TestFailure(
            "Store released with unasserted effects: \(unassertedEffects)",
            fileID: created.fileID, filePath: created.filePath, line: created.line, column: created.column))
    }

    /// Sends `action` and checks the state it leads to: the state before, changed by `expected`.
    /// With exhaustivity off, only the parts `expected` changes are compared.
    public func send(
        _ action: Action, _ expected: (inout State) -> Void = { _ in },
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let location = (fileID, filePath, line, column)
        let before = state
        apply(action, at: location)
        check(before, changedBy: expected, after: "\(action)", at: location)
    }

    /// Applies `result` as the runtime reports it (the feature decodes it to an action) and
    /// checks the state it leads to, as `send(_:_:)` does; fails when the result is dropped
    /// (decodes to no action).
    public func receive(
        _ result: EffectResult, _ expected: (inout State) -> Void = { _ in },
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let location = (fileID, filePath, line, column)
        let before = state
        guard apply(result, at: location) != nil else { return failDropped(result, at: location) }
        check(before, changedBy: expected, after: "\(result)", at: location)
    }

    /// Asserts the effects the last input returned, in order: exactly these with exhaustivity on;
    /// with it off, these among others.
    public func receiveEffects(
        _ expected: [Effect],
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let matches = exhaustivity == .on ? unassertedEffects == expected : Self.isInOrder(expected, in: unassertedEffects)
        if !matches {
            fail(
                "Effects of the last input were \(unassertedEffects), expected \(exhaustivity == .on ? "" : "among them ")\(expected)",
                at: (fileID, filePath, line, column))
        }
        unassertedEffects = []
    }

    /// Fails when the last input's effects were never asserted (with exhaustivity on).
    public func finish(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        failOnUnasserted(before: "finishing", at: (fileID, filePath, line, column))
    }

    // MARK: - Shared by the ways of asserting

    typealias Location = (fileID: StaticString, filePath: StaticString, line: UInt, column: UInt)

    /// Applies `action` through the store's step, after the unasserted-effects check.
    func apply(_ action: Action, at location: Location) {
        failOnUnasserted(before: "sending \(action)", at: location)
        unassertedEffects = sent(&state, action)
    }

    /// Applies `result` through the store's step, after the unasserted-effects check, and returns
    /// the action it decoded to (`nil`: dropped).
    func apply(_ result: EffectResult, at location: Location) -> Action? {
        failOnUnasserted(before: "receiving \(result)", at: location)
        let (action, effects) = received(&state, result)
        unassertedEffects = effects
        return action
    }

    func failDropped(_ result: EffectResult, at location: Location) {
        fail("The result \(result) was dropped: it decodes to no action", at: location)
    }

    /// Takes the effects of the last input as asserted by a caller that compared them itself.
    func takeEffects() -> [Effect] {
        defer { unassertedEffects = [] }
        return unassertedEffects
    }

    func fail(_ message: String, at location: Location) {
        reportFailure(TestFailure(message, fileID: location.fileID, filePath: location.filePath, line: location.line, column: location.column))
    }

    private func check(_ before: State, changedBy expected: (inout State) -> Void, after input: String, at location: Location) {
        var expectedState = before
        expected(&expectedState)
        guard let difference = StateExpectation.difference(
            before: before, expected: expectedState, actual: state, exhaustive: exhaustivity == .on)
        else { return }
        fail("State after \(input) differs from the expectation (− expected, + actual):\n\(difference)", at: location)
    }

    private func failOnUnasserted(before event: String, at location: Location) {
        defer { unassertedEffects = [] }
        guard exhaustivity == .on, !unassertedEffects.isEmpty else { return }
        fail("Unasserted effects before \(event): \(unassertedEffects)", at: location)
    }

    /// Whether `expected` appears in `effects` in the same order, other effects between.
    private static func isInOrder(_ expected: [Effect], in effects: [Effect]) -> Bool {
        var remaining = effects[...]
        for effect in expected {
            guard let index = remaining.firstIndex(of: effect) else { return false }
            remaining = remaining[(index + 1)...]
        }
        return true
    }
}

extension TestStore where Action: Equatable {
    /// Applies `result` as `receive(_:_:)` does, and checks too that the feature decoded it to
    /// `action`.
    public func receive(
        _ result: EffectResult, decodedTo action: Action, _ expected: (inout State) -> Void = { _ in },
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let location = (fileID, filePath, line, column)
        let before = state
        guard let decoded = apply(result, at: location) else { return failDropped(result, at: location) }
        if decoded != action { fail("The result \(result) decoded to \(decoded), expected \(action)", at: location) }
        check(before, changedBy: expected, after: "\(result)", at: location)
    }
}
