import ActionLog
import Foundation

/// The tools `replay mcp` offers: each a question an agent asks of a recording.
enum MCPTools {
    private static let log = MCPTool.Argument(name: "log", type: "string", description: "Path of the recorded session (a .jsonl log).")
    private static let seq = MCPTool.Argument(
        name: "seq", type: "integer", description: "Stop after this input (0: the initial state); the end when absent.", isRequired: false)

    static let all: [MCPTool] = [
        MCPTool(
            name: "state_at", description: "The state after input seq, as canonical JSON; only the subtree at path when given (paths as --steps prints them: navigation.selected, feed.loaded.value[0].name).",
            arguments: [log, seq, .init(name: "path", type: "string", description: "A subtree of the state.", isRequired: false)],
            commandLine: { arguments in
                [text(arguments["log"]), "--json"] + until(arguments) + (arguments["path"].map { ["--path", text($0)] } ?? [])
            }),
        MCPTool(
            name: "screen_at", description: "What the user saw after input seq: the app's screen as the terminal draws it, under a line with the inputs and launches.",
            arguments: [log, seq],
            commandLine: { arguments in [text(arguments["log"])] + until(arguments) }),
        MCPTool(
            name: "steps", description: "Every input from input `from` on, as JSON Lines: the action, its changes (path, old, new), the screen's changes, the effects, the refusal.",
            arguments: [log, .init(name: "from", type: "integer", description: "The first input listed.", isRequired: false)],
            commandLine: { arguments in
                [text(arguments["log"]), "--steps", "--json"] + (arguments["from"].map { ["--from", text($0)] } ?? [])
            }),
        MCPTool(
            name: "changes_of", description: "Every input after which the subtree at path changed, as JSON Lines with old and new values.",
            arguments: [log, .init(name: "path", type: "string", description: "The subtree to watch.")],
            commandLine: { arguments in [text(arguments["log"]), "--watch", text(arguments["path"]), "--json"] }),
        MCPTool(
            name: "first_divergence", description: "Replays the log with every checkpoint recomputed and reports the first input where this build departs from the recording (its effects and state), or that it verifies.",
            arguments: [log],
            commandLine: { arguments in [text(arguments["log"]), "--verify"] }),
        MCPTool(
            name: "shrink", description: "The smallest subsequence of the log's inputs after which the state at watch still equals (or still differs from) a JSON value, written as a log to output.",
            arguments: [
                log,
                .init(name: "watch", type: "string", description: "The state path the condition is about."),
                .init(name: "equals", type: "string", description: "JSON the subtree must equal, such as [\"Chuy's\"].", isRequired: false),
                .init(name: "differs_from", type: "string", description: "JSON the subtree must differ from.", isRequired: false),
                .init(name: "output", type: "string", description: "Where to write the shrunk log (must not exist)."),
            ],
            commandLine: { arguments in
                ["shrink", text(arguments["log"]), "--watch", text(arguments["watch"])]
                    + (arguments["equals"].map { ["--equals", text($0)] } ?? [])
                    + (arguments["differs_from"].map { ["--differs-from", text($0)] } ?? [])
                    + ["--output", text(arguments["output"])]
            }),
    ]

    static func named(_ name: String) -> MCPTool? { all.first { $0.name == name } }

    private static func until(_ arguments: [String: JSONValue]) -> [String] {
        arguments["seq"].map { ["--until", text($0)] } ?? []
    }

    private static func text(_ value: JSONValue?) -> String {
        switch value {
        case .string(let text)?: text
        case .int(let number)?: String(number)
        default: ""
        }
    }
}
