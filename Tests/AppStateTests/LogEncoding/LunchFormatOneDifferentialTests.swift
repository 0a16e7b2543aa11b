import ActionLog
import AppState
import Foundation
import XCTest

/// Format 1's Lunch actions, as the frozen logs hold them, brought up to the named spelling by
/// `LunchAction.formatOneSpelling`: each must decode to exactly what Swift's synthesized `Codable`
/// reads from the same JSON, and re-encode to exactly the upcast JSON.
final class LunchFormatOneDifferentialTests: XCTestCase {
    func testFrozenLogsUpcastToTheNamedSpelling() throws {
        var checked = 0
        for log in ["lunch-tour"] {
            for (line, action) in try frozenActions(of: log) {
                let old = try JSONDecoder().decode(FormatOneActionLine<LunchAction>.self, from: line).action
                assertUpcast(action, decodesTo: old, "\(log): \(String(decoding: line, as: UTF8.self).prefix(120))")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 0)
        XCTAssertEqual(checked, 40, "every action line of lunch-tour")
    }

    /// Every sample case as format 1 wrote it (synthesized `Codable`), for the cases the frozen
    /// logs never met: stored favorites that failed, a failed write, a failed feed.
    func testEveryCaseOfFormatOneUpcasts() throws {
        for action in LunchActionLogCodingTests.everyCase {
            assertUpcast(try JSONValue(encoding: action), decodesTo: action, "\(action)")
        }
    }

    /// An image failure inside the result: its `ImageError` is named too.
    func testImageFailuresOfFormatOneAreNamed() throws {
        let url = LunchActionLogCodingTests.imageURL
        let old = try JSONValue(encoding: LunchAction.imageLoaded(url: url, .failure(.badStatus(404))))
        let named = try LunchAction.formatOneSpelling.named(old, at: "action")
        XCTAssertEqual(
            String(decoding: CanonicalWriter.bytes(of: named), as: UTF8.self),
            #"{"imageLoaded":{"result":{"failure":{"badStatus":{"status":404}}},"url":"\#(url.absoluteString)"}}"#)
        XCTAssertEqual(try LunchAction(logValue: named, at: "action"), .imageLoaded(url: url, .failure(.badStatus(404))))
    }

    private func assertUpcast(
        _ formatOne: JSONValue, decodesTo expected: LunchAction, _ message: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        do {
            let named = try LunchAction.formatOneSpelling.named(formatOne, at: "action")
            let decoded = try LunchAction(logValue: named, at: "action")
            XCTAssertEqual(decoded, expected, message, file: file, line: line)
            XCTAssertEqual(
                String(decoding: CanonicalWriter.bytes(of: decoded.logValue), as: UTF8.self),
                String(decoding: CanonicalWriter.bytes(of: named), as: UTF8.self), message, file: file, line: line)
        } catch {
            XCTFail("\(message): \(error)", file: file, line: line)
        }
    }
}

/// One line of a format-1 log, read with Swift's synthesized `Codable` of the action.
private struct FormatOneActionLine<Action: Decodable>: Decodable {
    var action: Action
}

/// The action lines of the frozen format-1 log `name` under `Tests/Compatibility/v1/`: each line's
/// bytes, and its `action` value.
private func frozenActions(of name: String) throws -> [(line: Data, action: JSONValue)] {
    let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Compatibility/v1/\(name).jsonl")
    let text = try String(contentsOf: url, encoding: .utf8)
    return try text.split(separator: "\n").compactMap { text in
        let line = Data(text.utf8)
        let value = try JSONValue(parsing: line)
        guard value["type"] == .string("action"), let action = value["action"] else { return nil }
        return (line, action)
    }
}
