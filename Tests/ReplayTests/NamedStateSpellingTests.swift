import Foundation
import XCTest

@testable import replay

/// States are spelled by name, like actions: no positional key (`_0`, `_1`…) in any view of any
/// bundled or regression session, so a front end in another language never binds to a position.
final class NamedStateSpellingTests: XCTestCase {
    func testNoViewOfAnySessionHasAPositionalKey() throws {
        let folders = [ReplayRun.sessions, ReplayRun.sessions.appendingPathComponent("regressions")]
        let logs = try folders.flatMap { folder in
            try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil).filter { $0.pathExtension == "jsonl" }
        }
        XCTAssertGreaterThan(logs.count, 30)
        let page = FileManager.default.temporaryDirectory.appendingPathComponent("named-\(UUID().uuidString).html")
        defer { try? FileManager.default.removeItem(at: page) }
        for log in logs {
            let views = [
                ("--json", ReplayRun(log.path, "--json").out), ("--state", ReplayRun(log.path, "--state").out),
                ("the screen", ReplayRun(log.path).out), ("--steps", ReplayRun(log.path, "--steps").out),
                ("--html", ReplayRun(log.path, "--html", page.path).code == .success ? try String(contentsOf: page, encoding: .utf8) : ""),
            ]
            for (view, text) in views {
                XCTAssertFalse(text.isEmpty, "\(view) of \(log.lastPathComponent)")
                XCTAssertNil(text.range(of: #"\b_[0-9]+\b"#, options: .regularExpression), "\(view) of \(log.lastPathComponent)")
            }
        }
    }
}
