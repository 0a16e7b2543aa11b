import ActionLog
import Foundation
import Reducers

/// `replay mcp`: the Model Context Protocol over standard input and output, so that an agent can
/// query recordings the way a person uses `replay`. Messages are JSON-RPC 2.0, one a line.
///
/// Methods: `initialize`, `ping`, `tools/list` and `tools/call` (notifications, such as
/// `notifications/initialized`, get no answer). A tool's answer is the text its `replay` command
/// prints and, as a second text, its messages; `isError` when the command failed (its message
/// alone then). A line that is not JSON is
/// answered with a parse error, an unknown method or tool and bad arguments with their JSON-RPC
/// errors: the server never stops on bad input.
struct MCPServer {
    static let protocolVersion = "2025-06-18"

    /// The apps whose logs the tools read.
    var apps: FeatureRegistry = .standard

    /// Answers every line of `input` on `output`, until the input ends.
    func run(_ input: FileHandle, _ output: CommandOutput) -> ExitCode {
        var pending = Data()
        while case let chunk = input.availableData, !chunk.isEmpty {
            pending.append(chunk)
            while let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = pending[pending.startIndex..<end]
                pending = Data(pending[(end + 1)...])
                if let answer = answer(to: line) { output.standardOutput(answer + "\n") }
            }
        }
        if !pending.isEmpty, let answer = answer(to: pending) { output.standardOutput(answer + "\n") }
        return .success
    }

    /// The answer to one message, as a line of JSON; `nil` for a notification or a blank line.
    func answer(to line: Data) -> String? {
        guard line.contains(where: { !($0 == 0x20 || $0 == 0x09 || $0 == 0x0D) }) else { return nil }
        guard let message = try? JSONValue(parsing: line), case .object = message else {
            return Self.error(id: .null, code: -32700, "not a JSON-RPC message: a line must hold one JSON object")
        }
        guard case .string(let method)? = message["method"] else {
            return Self.error(id: message["id"] ?? .null, code: -32600, "a request names its method")
        }
        guard let id = message["id"] else { return nil }
        switch method {
        case "initialize":
            return Self.result(id: id, .logObject(members: [
                ("protocolVersion", .string(Self.protocolVersion)),
                ("capabilities", .logObject(members: [("tools", .logObject(members: []))])),
                ("serverInfo", .logObject(members: [("name", .string("replay")), ("version", .string("1"))])),
            ]))
        case "ping":
            return Self.result(id: id, .logObject(members: []))
        case "tools/list":
            return Self.result(id: id, .logObject(members: [("tools", .array(MCPTools.all.map(\.listing)))]))
        case "tools/call":
            return call(id: id, message["params"])
        default:
            return Self.error(id: id, code: -32601, "no method \(method) (this server has initialize, ping, tools/list, tools/call)")
        }
    }

    private func call(id: JSONValue, _ params: JSONValue?) -> String {
        guard case .string(let name)? = params?["name"] else { return Self.error(id: id, code: -32602, "tools/call names the tool in params.name") }
        guard let tool = MCPTools.named(name) else {
            return Self.error(id: id, code: -32602, "no tool \(name) (tools: \(MCPTools.all.map(\.name).joined(separator: ", ")))")
        }
        var arguments: [String: JSONValue] = [:]
        switch params?["arguments"] {
        case .object(let members)?: for member in members { arguments[member.key] = member.value }
        case nil, .null?: break
        default: return Self.error(id: id, code: -32602, "params.arguments is an object")
        }
        if let problem = tool.problem(with: arguments) { return Self.error(id: id, code: -32602, problem) }
        var printed = "", messages = ""
        let code = ReplayTool.run(
            tool.commandLine(arguments),
            CommandOutput(standardOutput: { printed += $0 }, standardError: { messages += $0 }, standardInput: .nullDevice), apps: apps)
        let failed = code != .success && code != .difference
        // What the command printed, then its messages (what was verified, why it failed), each a
        // text of its own so that printed JSON stays parseable.
        let texts = (failed ? [messages] : [printed, messages]).filter { !$0.isEmpty }
        return Self.result(id: id, .logObject(members: [
            ("content", .array(texts.map { .logObject(members: [("type", .string("text")), ("text", .string($0))]) })),
            ("isError", .bool(failed)),
        ]))
    }

    private static func result(id: JSONValue, _ result: JSONValue) -> String {
        line(.logObject(members: [("jsonrpc", .string("2.0")), ("id", id), ("result", result)]))
    }

    private static func error(id: JSONValue, code: Int64, _ message: String) -> String {
        line(.logObject(members: [
            ("jsonrpc", .string("2.0")), ("id", id),
            ("error", .logObject(members: [("code", .int(code)), ("message", .string(message))])),
        ]))
    }

    private static func line(_ value: JSONValue) -> String {
        String(decoding: CanonicalWriter.bytes(of: value), as: UTF8.self)
    }
}
