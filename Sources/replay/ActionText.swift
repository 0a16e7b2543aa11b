import AppState

/// Writes an encoded action the way it reads in Swift: `navigation(tabSelected("browser"))`.
enum ActionText {
    static func render(_ value: JSONValue) -> String {
        guard case .object(let members) = value, members.count == 1 else { return value.inlineText }
        let (name, payload) = members[0]
        guard case .object(let arguments) = payload else { return "\(name)(\(render(payload)))" }
        if arguments.isEmpty { return name }
        let list = arguments.map { argument in
            argument.key.hasPrefix("_") ? render(argument.value) : "\(argument.key): \(render(argument.value))"
        }
        return "\(name)(\(list.joined(separator: ", ")))"
    }
}
