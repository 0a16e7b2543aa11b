import ActionLog

/// One tool of `replay mcp`: its name, what it does, the arguments it takes, and the `replay`
/// command line that answers it. Every tool is a `replay` command run through `ReplayTool`, so an
/// agent sees exactly what a person at the terminal sees, from the same walk.
struct MCPTool: Sendable {
    /// One argument: its name, its JSON type, what it means, and whether it is required.
    struct Argument: Sendable {
        var name: String
        var type: String
        var description: String
        var isRequired = true
    }

    var name: String
    var description: String
    var arguments: [Argument]
    /// The `replay` arguments for a call's arguments (already checked against `arguments`).
    var commandLine: @Sendable ([String: JSONValue]) -> [String]

    /// The tool as `tools/list` describes it, its arguments as a JSON Schema object.
    var listing: JSONValue {
        .logObject(members: [
            ("name", .string(name)),
            ("description", .string(description)),
            ("inputSchema", .logObject(members: [
                ("type", .string("object")),
                ("properties", .logObject(members: arguments.map { argument in
                    (argument.name, .logObject(members: [("type", .string(argument.type)), ("description", .string(argument.description))]))
                })),
                ("required", .array(arguments.filter(\.isRequired).map { .string($0.name) })),
            ])),
        ])
    }

    /// Why `given` does not fit the tool's arguments, or `nil` when it does.
    func problem(with given: [String: JSONValue]) -> String? {
        for argument in arguments {
            switch (given[argument.name], argument.type) {
            case (nil, _): if argument.isRequired { return "\(name) needs the argument \(argument.name)" }
            case (.string?, "string"), (.int?, "integer"): continue
            default: return "\(name): \(argument.name) must be a JSON \(argument.type)"
            }
        }
        let known = Set(arguments.map(\.name))
        if let unknown = given.keys.sorted().first(where: { !known.contains($0) }) {
            return "\(name) has no argument \(unknown) (it takes \(arguments.map(\.name).joined(separator: ", ")))"
        }
        return nil
    }
}
