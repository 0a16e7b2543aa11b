import ActionLog

/// Renders a JSON tree as indented, readable text: one field a line; scalars, and enum cases that
/// fit on a line (`status: loading(progress: 0.5)`), inline.
package enum TreeText {
    private static let inlineWidth = 72

    package static func render(_ value: JSONValue) -> String {
        var lines: [String] = []
        append(value, indent: "", into: &lines)
        return lines.joined(separator: "\n")
    }

    private static func append(_ value: JSONValue, indent: String, into lines: inout [String]) {
        switch value {
        case .object(let members) where !members.isEmpty && !isShortEnumCase(members):
            for member in members { appendField(member.key, member.value, indent: indent, into: &lines) }
        case .array(let items) where !items.isEmpty:
            for (index, item) in items.enumerated() {
                appendField("[\(index)]", item, indent: indent, into: &lines)
            }
        default:
            lines.append(indent + value.inlineText)
        }
    }

    private static func appendField(
        _ name: String, _ value: JSONValue, indent: String, into lines: inout [String]
    ) {
        switch value {
        case .object(let members) where isShortEnumCase(members):
            lines.append("\(indent)\(name): \(value.inlineText)")
        case .object(let members) where !members.isEmpty:
            lines.append("\(indent)\(name):")
            append(value, indent: indent + "  ", into: &lines)
        case .array(let items) where !items.isEmpty:
            lines.append("\(indent)\(name): (\(items.count))")
            append(value, indent: indent + "  ", into: &lines)
        default:
            lines.append("\(indent)\(name): \(value.inlineText)")
        }
    }

    /// An encoded enum case (one key holding an object) whose Swift-like text is short.
    private static func isShortEnumCase(_ members: [(key: String, value: JSONValue)]) -> Bool {
        guard members.count == 1, case .object = members[0].value else { return false }
        return JSONValue.object(members).inlineText.count <= inlineWidth
    }
}
