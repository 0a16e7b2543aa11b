/// The helper every emitted test carries, so it compiles in any test target that depends on
/// `ActionLog`, `AppState` and `Reducers`: inputs in their log spelling go to the reducer, and the
/// exact changes and effects of each are asserted, exhaustively (nothing left unasserted).
enum EmittedTestStore {
    static let source = #"""
        /// Sends inputs in their log spelling to a feature's reducer and asserts, for each, the exact
        /// changes to the state (as `replay --steps` prints them) and the exact effects it returned.
        private struct SessionTestStore<F: Feature> {
            private(set) var state: F.State

            init(state: F.State) { self.state = state }

            /// An action a front end sent.
            mutating func send(
                _ action: String, changes: [String], effects: [String], sourceLocation: SourceLocation = #_sourceLocation
            ) throws {
                let action = try F.Action(logValue: JSONValue(parsing: Data(action.utf8)), at: "action")
                try apply(.action(action), decodedTo: nil, changes: changes, effects: effects, sourceLocation: sourceLocation)
            }

            /// A result the runtime reported, the action the feature decodes it to (`nil`: dropped),
            /// and what that action does.
            mutating func receive(
                _ result: String, decodedTo expected: String?, changes: [String], effects: [String],
                sourceLocation: SourceLocation = #_sourceLocation
            ) throws {
                let result = try EffectResult(logValue: JSONValue(parsing: Data(result.utf8)), at: "result")
                try apply(.result(result), decodedTo: expected, changes: changes, effects: effects, sourceLocation: sourceLocation)
            }

            /// Applies `input` through the engine's one step, as a store and a replay do.
            private mutating func apply(
                _ input: StoreInput<F>, decodedTo expected: String?, changes: [String], effects: [String],
                sourceLocation: SourceLocation
            ) throws {
                let before = try JSONValue(encoding: state)
                let (action, returned) = F.step(&state, input)
                if case .result = input {
                    #expect(action.map { Self.canonical($0.logValue) } == expected, sourceLocation: sourceLocation)
                }
                #expect(StateDiff(from: before, to: try JSONValue(encoding: state)).lines() == changes, sourceLocation: sourceLocation)
                #expect(returned.map { Self.canonical($0.logValue) } == effects, sourceLocation: sourceLocation)
            }

            private static func canonical(_ value: JSONValue) -> String {
                String(decoding: CanonicalWriter.bytes(of: value), as: UTF8.self)
            }
        }
        """#
}
