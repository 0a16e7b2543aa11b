/// The names given to the positional keys (`_0`, `_1`…) of Swift's synthesized `Codable` enum
/// payloads when an app's states, and the typed errors its actions carry, came to be spelled by
/// name: `{"loaded":{"_0":…}}` became `{"loaded":{"value":…}}`.
///
/// One table per app, keyed by case name: within an app, a case name gives its values the same
/// names in every type that has it. The table is history: it describes how one schema step renamed
/// what older builds wrote, and never changes.
package struct PayloadNames: Sendable {
    /// For each case name, the name of each positional value by its position.
    package let names: [String: [Int: String]]

    package init(_ names: [String: [Int: String]]) { self.names = names }

    /// This table with `more` added (an app's own cases over the shared ones).
    package func adding(_ more: [String: [Int: String]]) -> PayloadNames {
        PayloadNames(names.merging(more) { $1 })
    }

    /// `value` with every positional key renamed wherever its enclosing key is a case this table
    /// names. Positions it does not name, and values that hold none, are returned as they are:
    /// the decoder names whatever is still wrong.
    package func named(_ value: JSONValue) -> JSONValue {
        switch value {
        case .array(let items): return .array(items.map(named))
        case .object(let members):
            return .object(members.map { member in
                guard let positions = names[member.key], case .object(let fields) = member.value else {
                    return (member.key, named(member.value))
                }
                return (member.key, .object(fields.map { field in
                    let position = field.key.hasPrefix("_") ? Int(field.key.dropFirst()) : nil
                    return (position.flatMap { positions[$0] } ?? field.key, named(field.value))
                }))
            })
        default: return value
        }
    }
}

extension ActionUpcaster {
    /// A step that names the positional values left inside an action's typed payloads (errors a
    /// result decoded to, kept in Swift's synthesized spelling until then).
    package static func namingPayloads(from: Int, _ names: PayloadNames) -> ActionUpcaster {
        ActionUpcaster(from: from, summary: "positional values (_0, _1…) of typed errors named") { action, _ in
            names.named(action)
        }
    }
}
