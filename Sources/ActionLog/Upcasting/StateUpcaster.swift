/// One step of an app's state schema for the states a log spells out (a header's or a launch's
/// initial state): a pure function from a state's JSON under schema `from` to its JSON under
/// `from + 1`, applied before the state is decoded. Checkpoint hashes of older schemas are not
/// upcast: they are reported not comparable.
public struct StateUpcaster: Sendable {
    /// The schema this step reads; it writes `from + 1`.
    public let from: Int
    private let body: @Sendable (JSONValue) -> JSONValue

    /// A step from schema `from` to `from + 1` that `body` performs on a state's JSON.
    public init(from: Int, _ body: @escaping @Sendable (JSONValue) -> JSONValue) {
        self.from = from
        self.body = body
    }

    package func upcast(_ state: JSONValue) -> JSONValue { body(state) }

    /// The step that spelled states by name: positional keys renamed by `names`.
    package static func namingPayloads(from: Int, _ names: PayloadNames) -> StateUpcaster {
        StateUpcaster(from: from) { names.named($0) }
    }
}
