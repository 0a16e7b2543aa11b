import ActionLog
import Foundation

/// Systematic damage to a real feed: cut short at every `step`th byte, each member removed, each
/// value given another type, each number out of range, each list turned into a bomb of empty items.
/// Within a list only the first item is damaged: the others have the same fields.
enum FeedMutations {
    static func all(of feed: Data, step: Int = 7, bombSize: Int = 10_000) throws -> [(name: String, body: Data)] {
        let tree = try JSONValue(parsing: feed)
        var mutations: [(String, Data)] = stride(from: 0, to: feed.count, by: step).map { ("cut at byte \($0)", feed.prefix($0)) }
        for (path, replacement) in replacements(in: tree, at: "", bombSize: bombSize) {
            mutations.append((path, CanonicalWriter.bytes(of: replacement)))
        }
        return mutations
    }

    /// Every single-point change of `value`, each as the whole damaged document.
    private static func replacements(in value: JSONValue, at path: String, bombSize: Int) -> [(String, JSONValue)] {
        var found: [(String, JSONValue)] = otherTypes(than: value).map { ("\(path) as \($0.kindName)", $0) }
        switch value {
        case .int, .double:
            found += [JSONValue.int(Int64.max), .int(-1), .double(1e300)].map { ("\(path) = \($0.inlineText)", $0) }
        case .array(let items):
            found.append(("\(path) as a bomb", .array(Array(repeating: .object([]), count: bombSize))))
            if let first = items.first {
                found += replacements(in: first, at: "\(path)[0]", bombSize: bombSize).map { change in
                    var copy = items
                    copy[0] = change.1
                    return (change.0, .array(copy))
                }
            }
        case .object(let members):
            for (index, member) in members.enumerated() {
                var without = members
                without.remove(at: index)
                found.append(("\(path).\(member.key) removed", .object(without)))
                found += replacements(in: member.value, at: "\(path).\(member.key)", bombSize: bombSize).map { change in
                    var copy = members
                    copy[index].value = change.1
                    return (change.0, .object(copy))
                }
            }
        default:
            break
        }
        return found
    }

    private static func otherTypes(than value: JSONValue) -> [JSONValue] {
        [.null, .bool(true), .int(7), .string("x"), .array([]), .object([])].filter { $0.kindName != value.kindName }
    }
}
