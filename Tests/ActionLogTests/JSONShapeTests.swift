@testable import ActionLog
import Foundation
import XCTest

/// A parse to a shape builds the whole tree without the members the shape leaves out, and refuses
/// exactly the texts a full parse refuses.
final class JSONShapeTests: XCTestCase {
    private let shape = JSONShape.object([
        "status": .whole, "next_page_token": .whole,
        "results": .array(item: .object(["name": .whole, "geometry": .object(["location": .object("lat", "lng")])])),
    ])

    private func nearbySearch() throws -> Data {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return try Data(contentsOf: root.appendingPathComponent("Fixtures/places/PlacesApiNearbySearchRequestByKeywordResponse.json"))
    }

    /// The reference: the whole tree, pruned to `shape`.
    private func pruned(_ value: JSONValue, to shape: JSONShape) -> JSONValue {
        switch (value, shape) {
        case (.object(let members), .object(let kept)):
            return .object(members.compactMap { member in
                kept.first { $0.name == member.key }.map { (member.key, pruned(member.value, to: $0.shape)) }
            })
        case (.array(let items), .array(let item)): return .array(items.map { pruned($0, to: item) })
        default: return value
        }
    }

    func testTheTreeIsTheWholeTreeWithoutWhatTheShapeLeavesOut() throws {
        let data = try nearbySearch()
        let whole = try JSONValue(parsing: data, integers: .bySpelling)
        let shaped = try JSONValue(parsing: data, shape: shape, integers: .bySpelling)
        XCTAssertEqual(shaped, pruned(whole, to: shape))
        XCTAssertNotEqual(shaped, whole, "the fixture holds members the shape leaves out")
        XCTAssertEqual(shaped["results"]?.arrayCount, 20)
        // A value of another kind than its shape expects is built whole.
        let other = Data(#"{"status": ["OK", {"a": 1}], "results": {"name": "x", "icon": "y"}}"#.utf8)
        XCTAssertEqual(try JSONValue(parsing: other, shape: shape), try JSONValue(parsing: other))
    }

    func testRefusesWhatAFullParseRefuses() throws {
        let data = try nearbySearch()
        var random = SplitMix(state: 26)
        let replacements = Array(#"{}[],:"\ x0-.e"#.utf8) + [0x01, 0xFF]
        var refused = 0
        for round in 0..<600 {
            var text = Array(data)
            let offset = Int.random(in: 0..<text.count, using: &random)
            switch round % 3 {
            case 0: text.removeSubrange(offset...)
            case 1: text.remove(at: offset)
            default: text[offset] = replacements[Int.random(in: 0..<replacements.count, using: &random)]
            }
            let whole = try? JSONValue(parsing: Data(text), integers: .bySpelling)
            let shaped = try? JSONValue(parsing: Data(text), shape: shape, integers: .bySpelling)
            XCTAssertEqual(whole == nil, shaped == nil, "round \(round) at byte \(offset)")
            let taped = JSONNode.read(Data(text), shape: shape) { _ in true } ?? false
            XCTAssertEqual(taped, whole != nil, "the tape, round \(round) at byte \(offset)")
            if let whole, let shaped { XCTAssertEqual(shaped, pruned(whole, to: shape), "round \(round)") }
            if whole == nil { refused += 1 }
        }
        XCTAssertGreaterThan(refused, 300)
        XCTAssertThrowsError(try JSONValue(parsing: Data(#"{"icon": {"a": [1e999]}}"#.utf8), shape: shape))
        for digits in [300, 308, 309, 400] {
            let text = Data(#"{"icon": [\#(String(repeating: "9", count: digits)).5]}"#.utf8)
            XCTAssertEqual((try? JSONValue(parsing: text, shape: shape)) == nil, (try? JSONValue(parsing: text)) == nil, "\(digits) digits")
        }
        XCTAssertThrowsError(try JSONValue(parsing: Data(#"{"icon": [1,]}"#.utf8), shape: shape))
        XCTAssertNoThrow(try JSONValue(parsing: Data(#"{"icon": [1,]}"#.utf8), shape: shape, allowsTrailingCommas: true))
        let deep = "{\"icon\": " + String(repeating: "[", count: 600) + String(repeating: "]", count: 600) + "}"
        XCTAssertThrowsError(try JSONValue(parsing: Data(deep.utf8), shape: shape))
        XCTAssertNil(JSONNode.read(Data(deep.utf8), shape: shape) { _ in true })
    }

    /// The tape of a document reads as its tree: every member, item, string (escapes included),
    /// number, truth value and null.
    func testTheTapeReadsAsTheTree() throws {
        let texts = [
            try nearbySearch(),
            Data(#"{"ab": "x\u00e9\n\"", "n": [1, -2, 0.5, 1e2, -0, 12345678901234567890], "t": true, "f": false, "z": null, "o": {}, "e": []}"#.utf8),
        ]
        for text in texts {
            let tree = try JSONValue(parsing: text, integers: .bySpelling)
            XCTAssertEqual(JSONNode.read(text, shape: .whole) { Self.same($0, tree) }, true)
        }
        XCTAssertNil(JSONNode.read(Data(#"{"a": 1, "a": 2}"#.utf8), shape: .whole) { _ in true }, "a key given twice is left to the tree")
        XCTAssertNil(JSONNode.read(Data(#"{"a\\"b": 1}"#.utf8), shape: .whole) { _ in true }, "so is a key with an escape")
        XCTAssertNil(JSONNode.read(Data(#"{"b": 1, "a": {"x": 1, "x": 2}}"#.utf8), shape: .object("a")) { _ in true })
        XCTAssertEqual(JSONNode.read(Data(#"{"a": 1, "a": 2, "b": 3}"#.utf8), shape: .object("b")) { $0["b"]?.intValue }, 3)
    }

    private static func same(_ node: JSONNode, _ tree: JSONValue) -> Bool {
        switch tree {
        case .null: return node.isNull
        case .bool(let value): return node.boolValue == value
        case .int(let value): return node.intValue == Int(value) && node.doubleValue == Double(value)
        case .double(let value): return node.isDouble && node.doubleValue?.bitPattern == value.bitPattern
        case .string(let text): return node.stringValue == text
        case .array(let items):
            guard let nodes = node.items, nodes.count == items.count else { return false }
            return zip(nodes, items).allSatisfy { same($0, $1) }
        case .object(let members):
            guard node.isObject else { return false }
            return members.allSatisfy { member in node[member.key].map { same($0, member.value) } ?? false } && node["not a key"] == nil
        }
    }
}

private extension JSONValue {
    var arrayCount: Int? {
        guard case .array(let items) = self else { return nil }
        return items.count
    }
}
