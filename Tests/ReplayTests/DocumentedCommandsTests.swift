import Foundation
import XCTest

@testable import replay

/// Docs that cannot drift: every `replay` command shown in `docs/debugging.md` and in the
/// examples of `replay --help` runs as written, in a shell, from a folder holding the bundled
/// sessions; where the page shows a command's output right after it (a block of one command, then
/// a block of text), that is exactly what it prints on standard output.
final class DocumentedCommandsTests: XCTestCase {
    /// A command as the docs show it, and the output shown after it, when there is one.
    private struct Example {
        var command: String
        var output: String?
        var place: String
    }

    func testEveryCommandOfTheDebuggingPageRunsAndPrintsWhatThePageShows() throws {
        let examples = try Self.pageExamples()
        XCTAssertGreaterThanOrEqual(examples.count, 10, "the page's commands")
        XCTAssertGreaterThanOrEqual(examples.filter { $0.output != nil }.count, 3, "outputs shown on the page")
        try check(examples)
    }

    func testEveryExampleOfTheManualRunsAsWritten() throws {
        let lines = ReplayManual.text.components(separatedBy: "\n")
        let start = try XCTUnwrap(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "EXAMPLES" })
        let examples = lines[(start + 1)...].prefix { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map {
            Example(command: $0.trimmingCharacters(in: .whitespaces), output: nil, place: "replay --help")
        }
        XCTAssertGreaterThanOrEqual(examples.count, 10)
        try check(examples)
    }

    /// Runs each example with `replay` on the path, in a folder of its own holding `Sessions`.
    private func check(_ examples: [Example]) throws {
        let binary = try BuiltExecutable.url(named: "replay")
        for example in examples {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("doc-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("Tests/ReducersTests"), withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("Sessions"), withDestinationURL: ReplayRun.sessions)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", example.command.replacingOccurrences(of: "swift run replay", with: "replay")]
            process.currentDirectoryURL = folder
            var environment = ProcessInfo.processInfo.environment
            environment["PATH"] = binary.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
            environment["JOB_COMPLETION_INDEX"] = "0"
            process.environment = environment
            let output = Pipe()
            let messages = folder.appendingPathComponent("messages.txt")
            try Data().write(to: messages)
            process.standardOutput = output
            process.standardError = try FileHandle(forWritingTo: messages)
            try process.run()
            let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            let said = (try? String(contentsOf: messages, encoding: .utf8)) ?? ""
            XCTAssertEqual(process.terminationStatus, 0, "\(example.place): \(example.command)\n\(printed)\(said)")
            if let shown = example.output {
                XCTAssertEqual(printed, shown, "\(example.place): \(example.command) prints other than the page shows")
            }
        }
    }

    /// The commands of the page's `sh` blocks; a block of one command followed at once by a plain
    /// block shows that command's output.
    private static func pageExamples() throws -> [Example] {
        let page = ReplayRun.root.appendingPathComponent("docs/debugging.md")
        let lines = try String(contentsOf: page, encoding: .utf8).components(separatedBy: "\n")
        var examples: [Example] = []
        var index = 0
        while index < lines.count {
            guard lines[index] == "```sh" else {
                index += 1
                continue
            }
            let body = lines[(index + 1)...].prefix { $0 != "```" }
            let commands = body.filter { $0.hasPrefix("swift run replay") }.map(withoutComment)
            index += body.count + 2
            var output: String?
            if commands.count == 1, index < lines.count, lines[index] == "```" {
                let shown = lines[(index + 1)...].prefix { $0 != "```" }
                output = shown.joined(separator: "\n") + "\n"
                index += shown.count + 2
            }
            examples += commands.map { Example(command: $0, output: commands.count == 1 ? output : nil, place: "docs/debugging.md") }
        }
        return examples
    }

    /// A command without its trailing `# comment`.
    private static func withoutComment(_ line: String) -> String {
        guard let hash = line.range(of: "  #") else { return line }
        return line[..<hash.lowerBound].trimmingCharacters(in: .whitespaces)
    }
}
