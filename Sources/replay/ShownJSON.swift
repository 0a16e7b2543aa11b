import Foundation
import ActionLog

/// Values as `--steps` and the timeline show them: text that holds JSON (a persisted value, an
/// HTTP body) is shown as the JSON it holds, under the field's name with `JSON` appended, so
/// `persist(key: "lunch.favorites", valueJSON: ["Chuy's"])` reads as the list it stores.
enum ShownJSON {
    static let fields: Set<String> = ["value", "body"]

    static func expanded(_ value: JSONValue) -> JSONValue {
        switch value {
        case .object(let members):
            return .object(members.map { member in
                if fields.contains(member.key), case .string(let text) = member.value,
                    let parsed = try? JSONValue(parsing: Data(text.utf8)), parsed.isContainer
                {
                    return (key: member.key + "JSON", value: parsed)
                }
                return (key: member.key, value: expanded(member.value))
            })
        case .array(let items):
            return .array(items.map(expanded))
        default:
            return value
        }
    }
}

extension JSONValue {
    fileprivate var isContainer: Bool {
        switch self {
        case .object, .array: true
        default: false
        }
    }
}

extension JSONValue {
    /// This value as one line of JSON Lines: canonical JSON and a newline.
    var jsonLine: String {
        String(decoding: CanonicalWriter.bytes(of: self), as: UTF8.self) + "\n"
    }
}
