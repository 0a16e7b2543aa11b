import Foundation
import Reducers
import TestSupport
import XCTest

@testable import replay

/// One run of the `replay` tool in process, through the entry point `main` uses.
struct ReplayRun {
    var out = ""
    var err = ""
    var code: ExitCode

    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let sessions = root.appendingPathComponent("Sessions")
    static let golden = root.appendingPathComponent("Tests/Golden/replay")

    static func session(_ name: String) -> String { sessions.appendingPathComponent("\(name).jsonl").path }

    /// Runs `replay arguments…`, with `input` as standard input, reading the logs of `apps`.
    init(_ arguments: [String], input: Data = Data(), apps: FeatureRegistry = .standard) {
        nonisolated(unsafe) var out = "", err = ""
        let pipe = Pipe()
        pipe.fileHandleForWriting.write(input)
        try? pipe.fileHandleForWriting.close()
        code = ReplayTool.run(
            arguments,
            CommandOutput(standardOutput: { out += $0 }, standardError: { err += $0 }, standardInput: pipe.fileHandleForReading),
            apps: apps)
        self.out = out
        self.err = err
    }

    init(_ arguments: String...) { self.init(arguments) }

    /// Standard output with the repository's absolute path replaced by `.`, for golden files.
    var portableOut: String { out.replacingOccurrences(of: Self.root.path, with: ".") }
    var portableErr: String { err.replacingOccurrences(of: Self.root.path, with: ".") }

    /// The built `replay` executable, beside the test binary; the test is skipped when it is not there.
    static func executable() throws -> URL { try BuiltExecutable.url(named: "replay") }

    /// Compares `text` with the golden file `name`, naming the first differing line. With
    /// `UPDATE_GOLDEN=1` the file is written and the test fails by design: review the diff, then
    /// run again without it.
    static func assertGolden(_ text: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        let url = golden.appendingPathComponent(name)
        do {
            try Rerecording.writeIfAsked(Data(text.utf8), to: url, variable: "UPDATE_GOLDEN", file: file, line: line)
        } catch {
            return XCTFail("the golden file \(url.path) could not be written: \(error)", file: file, line: line)
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            XCTFail("missing golden file \(url.path); the output was:\n\(text)", file: file, line: line)
            return
        }
        guard text != expected else { return }
        let got = text.components(separatedBy: "\n"), want = expected.components(separatedBy: "\n")
        let index = Array(zip(got, want)).firstIndex { $0.0 != $0.1 } ?? min(got.count, want.count)
        XCTFail(
            "\(name):\(index + 1): expected \(index < want.count ? want[index] : "(end)"), got \(index < got.count ? got[index] : "(end)")",
            file: file, line: line)
    }
}
