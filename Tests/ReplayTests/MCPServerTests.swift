import ActionLog
import Foundation
import TestSupport
import XCTest

/// `replay mcp` spoken to as an agent's client does: one process, JSON-RPC 2.0 lines in and out.
/// Expected values come from the sessions' scripts and the real feeds (lunch-tour hearts Chuy's;
/// the real feed's first restaurant is Hopdoddy Burger Bar).
final class MCPServerTests: XCTestCase {
    private var process: Process!
    private var input: Pipe!
    private var output: FileHandle!
    private var pending = Data()

    override func setUpWithError() throws {
        process = Process()
        process.executableURL = try BuiltExecutable.url(named: "replay")
        process.arguments = ["mcp"]
        process.currentDirectoryURL = ReplayRun.root
        input = Pipe()
        let out = Pipe()
        process.standardInput = input
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        output = out.fileHandleForReading
        try process.run()
    }

    override func tearDown() {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    /// Sends `message` and reads the answer line.
    private func ask(_ message: String) throws -> JSONValue {
        input.fileHandleForWriting.write(Data((message + "\n").utf8))
        while !pending.contains(UInt8(ascii: "\n")) {
            let chunk = output.availableData
            guard !chunk.isEmpty else { throw skipUnlessCI("the server ended") }
            pending.append(chunk)
        }
        let end = try XCTUnwrap(pending.firstIndex(of: UInt8(ascii: "\n")))
        let line = pending[pending.startIndex..<end]
        pending = Data(pending[(end + 1)...])
        return try JSONValue(parsing: Data(line))
    }

    /// The tool's texts (what it printed, then its messages) and whether it failed.
    private func call(_ id: Int, _ tool: String, _ arguments: String) throws -> (text: String, messages: String, isError: Bool) {
        let answer = try ask(#"{"jsonrpc":"2.0","id":\#(id),"method":"tools/call","params":{"name":"\#(tool)","arguments":\#(arguments)}}"#)
        XCTAssertEqual(answer["id"], .int(Int64(id)))
        guard case .array(let content)? = answer["result"]?["content"] else {
            XCTFail("no content in \(answer)")
            return ("", "", true)
        }
        let texts = content.compactMap { item -> String? in if case .string(let text)? = item["text"] { text } else { nil } }
        return (texts.first ?? "", texts.dropFirst().joined(), answer["result"]?["isError"] == .bool(true))
    }

    func testAClientInitializesListsToolsAndQueriesASession() throws {
        let hello = try ask(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"test","version":"1"}}}"#)
        XCTAssertEqual(hello["result"]?["serverInfo"]?["name"], .string("replay"))
        XCTAssertNotNil(hello["result"]?["capabilities"]?["tools"])
        input.fileHandleForWriting.write(Data(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#.utf8 + [0x0A]))

        let listed = try ask(#"{"jsonrpc":"2.0","id":2,"method":"tools/list"}"#)
        guard case .array(let tools)? = listed["result"]?["tools"] else { return XCTFail("\(listed)") }
        let names = tools.compactMap { tool -> String? in if case .string(let name)? = tool["name"] { name } else { nil } }
        XCTAssertEqual(names, ["state_at", "screen_at", "steps", "changes_of", "first_divergence", "shrink"])
        XCTAssertEqual(tools.first?["inputSchema"]?["required"], .array([.string("log")]))

        let favorites = try call(3, "state_at", #"{"log":"Sessions/lunch-tour.jsonl","path":"favorites"}"#)
        XCTAssertEqual(favorites.text, "[\"Chuy's\"]\n")
        XCTAssertFalse(favorites.isError)
        let screen = try call(4, "screen_at", #"{"log":"Sessions/lunch-tour.jsonl","seq":5}"#)
        XCTAssertTrue(screen.text.contains("Hopdoddy Burger Bar"), screen.text)
        let verified = try call(5, "first_divergence", #"{"log":"Sessions/lunch-tour.jsonl"}"#)
        XCTAssertFalse(verified.isError, verified.text)
        XCTAssertTrue((verified.text + verified.messages).contains("verified: 40 checkpoints"), verified.text + verified.messages)
        let tabs = try call(6, "changes_of", #"{"log":"Sessions/lunch-tour.jsonl","path":"navigation.selected"}"#)
        let changes = try tabs.text.split(separator: "\n").map { try JSONValue(parsing: Data($0.utf8)) }
        XCTAssertEqual(changes.last?["new"], .string("favorites"), "the tour ends on the favorites tab")

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mcp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let shrunk = folder.appendingPathComponent("hearted.jsonl").path
        let shrink = try call(7, "shrink", #"{"log":"Sessions/lunch-tour.jsonl","watch":"favorites","equals":"[\"Chuy's\"]","output":"\#(shrunk)"}"#)
        XCTAssertFalse(shrink.isError, shrink.text)
        XCTAssertTrue(FileManager.default.fileExists(atPath: shrunk))
    }

    func testBadRequestsGetJSONRPCErrorsAndTheServerGoesOn() throws {
        XCTAssertEqual(try ask("not json")["error"]?["code"], .int(-32700))
        XCTAssertEqual(try ask(#"{"jsonrpc":"2.0","id":1,"method":"resources/list"}"#)["error"]?["code"], .int(-32601))
        XCTAssertEqual(try ask(#"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"time_travel"}}"#)["error"]?["code"], .int(-32602))
        let badSeq = try ask(#"{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"state_at","arguments":{"log":"Sessions/lunch-tour.jsonl","seq":"five"}}}"#)
        XCTAssertEqual(badSeq["error"]?["code"], .int(-32602))
        let missing = try call(4, "state_at", #"{"log":"Sessions/no-such-session.jsonl"}"#)
        XCTAssertTrue(missing.isError)
        XCTAssertTrue(missing.text.contains("no-such-session.jsonl"), missing.text)
        XCTAssertEqual(try ask(#"{"jsonrpc":"2.0","id":5,"method":"ping"}"#)["result"], .object([]))
    }
}
