/// How format 1 spelled an enum: Swift's synthesized `Codable`, `{"case":{"_0":…,"label":…}}`.
/// It names each case's positional values, so an upcaster can turn a format-1 action into the
/// named spelling: `_0` becomes its name, and a case that wraps a child enum becomes a path.
package struct PositionalSpelling: Sendable {
    package enum Case: Sendable {
        /// The names of the case's values in order (a labeled value is listed with its label),
        /// and the spelling of any value that is itself such an enum.
        case fields([String], nested: [String: PositionalSpelling] = [:])
        /// The case's single value is a child enum: `{"browser":{"_0":{"backTapped":{}}}}`
        /// becomes `{"browser.backTapped":{}}`.
        case child(PositionalSpelling)
        /// The key holds its value directly, as `Result`'s `{"failure":…}` does; the value is
        /// spelled by the given spelling.
        case value(PositionalSpelling)
    }

    /// Cases not listed here have no positional value and are spelled the same in both formats.
    package var cases: [String: Case]

    package init(_ cases: [String: Case]) { self.cases = cases }

    /// A `Result` whose success or failure is itself such an enum, such as
    /// `{"failure":{"badStatus":{"_0":404}}}`.
    package static func result(success: PositionalSpelling? = nil, failure: PositionalSpelling? = nil) -> PositionalSpelling {
        var cases: [String: Case] = [:]
        if let success { cases["success"] = .value(success) }
        if let failure { cases["failure"] = .value(failure) }
        return PositionalSpelling(cases)
    }

    /// `value` in the named spelling. Values that are not a one-key object, and cases not listed,
    /// are returned as they are: the decoder names whatever is still wrong.
    package func named(_ value: JSONValue, at path: String) throws(LogDecodingError) -> JSONValue {
        guard case .object(let members) = value, members.count == 1, let spelling = cases[members[0].key] else {
            return value
        }
        let name = members[0].key
        let casePath = path + "." + name
        switch spelling {
        case .value(let valueSpelling):
            return .object([(name, try valueSpelling.named(members[0].value, at: casePath))])
        case .child(let childSpelling):
            guard let inner = members[0].value["_0"] else {
                throw LogDecodingError(path: casePath, reason: .invalid("format 1 wraps the child case in \"_0\""))
            }
            guard case .object(let childMembers) = try childSpelling.named(inner, at: casePath + "._0"),
                childMembers.count == 1
            else {
                throw LogDecodingError(path: casePath + "._0", reason: .wrongType(expected: "a one-key object naming a case", found: inner.kindName))
            }
            return .object([(name + "." + childMembers[0].key, childMembers[0].value)])
        case .fields(let names, let nested):
            guard case .object(let fields) = members[0].value else {
                throw LogDecodingError(path: casePath, reason: .wrongType(expected: "an object", found: members[0].value.kindName))
            }
            var renamed: [(key: String, value: JSONValue)] = []
            for field in fields {
                var key = field.key
                if key.hasPrefix("_"), let position = Int(key.dropFirst()) {
                    guard names.indices.contains(position) else {
                        throw LogDecodingError(path: casePath, reason: .unknownField(key))
                    }
                    key = names[position]
                }
                let fieldValue = try nested[key].map { spelling throws(LogDecodingError) in
                    try spelling.named(field.value, at: casePath + "." + key)
                } ?? field.value
                renamed.append((key, fieldValue))
            }
            renamed.sort { $0.key.utf8Precedes($1.key) }
            return .object([(name, .object(renamed))])
        }
    }
}
