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
    }
}

private extension JSONValue {
    var arrayCount: Int? {
        guard case .array(let items) = self else { return nil }
        return items.count
    }
}
