import ActionLog
import AppState
import Foundation
import XCTest

/// Every action of the frozen format-1 films logs, named by `FilmsAction.formatOneSpelling` and
/// read by the new codec, is the action Swift's synthesized `Codable` reads from the same line; and
/// writing it again gives back the named JSON byte for byte.
final class FilmsFormatOneDifferentialTests: XCTestCase {
    func testEveryFormatOneActionReadsTheSameThroughTheNamedSpelling() throws {
        var checked = 0
        for (file, line, action) in try formatOneActions(app: "films") {
            do {
                let named = try FilmsAction.formatOneSpelling.named(action, at: "action")
                let current = try FilmsAction.returnGestureNamed.upcast(named, at: "action")
                let decoded = try FilmsAction(logValue: current, at: "action")
                // Schema 3 renamed `returnTapped`, which the synthesized `Codable` no longer reads.
                let synthesized = action == .object([("returnTapped", .object([]))])
                    ? .returnedToList(via: .button)
                    : try JSONDecoder().decode(FilmsAction.self, from: CanonicalWriter.bytes(of: action))
                XCTAssertEqual(decoded, synthesized, "\(file):\(line)")
                XCTAssertEqual(
                    String(decoding: CanonicalWriter.bytes(of: decoded.logValue), as: UTF8.self),
                    String(decoding: CanonicalWriter.bytes(of: current), as: UTF8.self), "\(file):\(line)")
            } catch {
                XCTFail("\(file):\(line): \(error)")
            }
            checked += 1
        }
        XCTAssertGreaterThan(checked, 0)
    }
}

/// The `action` of every action line of the frozen format-1 logs whose header names `app`, with
/// its file and line number.
private func formatOneActions(app: String) throws -> [(file: String, line: Int, action: JSONValue)] {
    let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Compatibility/v1")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        .filter { $0.hasSuffix(".jsonl") }.sorted()
    var actions: [(file: String, line: Int, action: JSONValue)] = []
    for file in files {
        let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.first, try JSONValue(parsing: Data(first.utf8))["app"] == .string(app) else { continue }
        for (index, line) in lines.enumerated() where !line.isEmpty {
            let value = try JSONValue(parsing: Data(line.utf8))
            guard value["type"] == .string("action"), let action = value["action"] else { continue }
            actions.append((file, index + 1, action))
        }
    }
    return actions
}
