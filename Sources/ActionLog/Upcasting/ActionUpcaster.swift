/// One step of an app's action schema: a pure function that rewrites an action written under
/// schema `from` into its spelling under `from + 1`, before the action is decoded. An app lists
/// one per step, so a log of any schema it ever wrote is brought up to this build's.
///
/// Renamed cases stay readable this way (the upcaster renames them), and a new required field gets
/// its documented default. Retired names are never given to another case: the upcaster would
/// rewrite them.
public struct ActionUpcaster: Sendable {
    /// The schema this step reads; it writes `from + 1`.
    public let from: Int
    /// What the step changes, for `replay`'s migration report.
    public let summary: String
    /// The spelled case names (`returnTapped`, `tabs.tabSelected`) of the only actions the step
    /// may rewrite; `nil` when it may rewrite any. An action of any other case reads the same
    /// under `from + 1`, so a reader takes it straight from its line's bytes, as it takes the
    /// actions of a log of this build's schema.
    public let rewrittenCases: Set<String>?
    private let body: @Sendable (JSONValue, String) throws(LogDecodingError) -> JSONValue

    /// A step from schema `from` to `from + 1` that `body` performs on each action and its JSON
    /// path; `summary` says what it changes. `body` must return every action whose case is not
    /// in `rewrittenCases` as it is, when they are given.
    public init(
        from: Int, summary: String, rewriting rewrittenCases: Set<String>? = nil,
        _ body: @escaping @Sendable (JSONValue, String) throws(LogDecodingError) -> JSONValue
    ) {
        self.from = from
        self.summary = summary
        self.rewrittenCases = rewrittenCases
        self.body = body
    }

    /// The action at `path` in the next schema's spelling.
    package func upcast(_ action: JSONValue, at path: String) throws(LogDecodingError) -> JSONValue {
        try body(action, path)
    }

    /// Schema 1 → 2: format 1's positional spelling to the named one.
    package static func namingPositions(_ spelling: PositionalSpelling) -> ActionUpcaster {
        ActionUpcaster(from: 1, summary: "positional values (_0, _1…) named; nested actions spelled as paths") {
            (action, path) throws(LogDecodingError) in try spelling.named(action, at: path)
        }
    }
    /// A step for a schema that only added spellings (a case, a field's new value): every action of
    /// schema `from` reads the same under `from + 1`, so it passes through unchanged. Listing it
    /// keeps the chain whole, and a step forgotten elsewhere still an error.
    public static func addingOnly(from: Int, summary: String) -> ActionUpcaster {
        ActionUpcaster(from: from, summary: summary, rewriting: []) { action, _ in action }
    }
}

extension ActionUpcaster {
    /// Rewrites one spelled case of schema N into an action of schema N + 1, from its fields
    /// (`{}` for a case without any) and the JSON path of the action, for errors.
    public typealias CaseRewrite = @Sendable (_ fields: JSONValue, _ path: String) throws(LogDecodingError) -> JSONValue

    /// A step that rewrites the cases named in `rewrites` (by their spelling, such as
    /// `tabs.tabSelected`) and keeps every other action as it is.
    public static func rewritingCases(from: Int, summary: String, _ rewrites: [String: CaseRewrite]) -> ActionUpcaster {
        ActionUpcaster(from: from, summary: summary, rewriting: Set(rewrites.keys)) { (action, path) throws(LogDecodingError) in
            guard case .object(let members) = action, members.count == 1, let rewrite = rewrites[members[0].key] else {
                return action
            }
            return try rewrite(members[0].value, path + "." + members[0].key)
        }
    }
}
