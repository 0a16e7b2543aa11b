@testable import ActionLog
import Foundation
import XCTest

/// A memo gives the same trees a plain encoding gives, whatever changed between two encodings.
final class TreeMemoTests: XCTestCase {
    private struct Row: Codable, Equatable {
        var name: String
        var score: Int
    }

    private struct Screen: Codable, Equatable {
        var rows: [Row]
        var pinned: [Row]
        var tags: [String]
    }

    func testTreesEqualPlainEncodingsThroughRandomChanges() throws {
        var random = SplitMix(state: 2026)
        let memo = TreeMemo()
        var screen = Screen(
            rows: (0..<500).map { Row(name: "row \($0)", score: $0) }, pinned: (0..<40).map { Row(name: "pin \($0)", score: -$0) },
            tags: (0..<30).map { "tag \($0)" })
        for step in 0..<200 {
            switch Int.random(in: 0..<6, using: &random) {
            case 0: screen.rows[Int.random(in: 0..<screen.rows.count, using: &random)].score += 1
            case 1: screen.rows.insert(Row(name: "new \(step)", score: step), at: Int.random(in: 0...screen.rows.count, using: &random))
            case 2: if !screen.rows.isEmpty { screen.rows.remove(at: Int.random(in: 0..<screen.rows.count, using: &random)) }
            case 3: screen.pinned.swapAt(0, Int.random(in: 0..<screen.pinned.count, using: &random))
            case 4: screen.tags.append("tag \(step)")
            default: break  // nothing changed: every tree given again
            }
            XCTAssertEqual(try memo.tree(of: screen), try JSONValue(encoding: screen), "step \(step)")
        }
    }

    func testAnArrayChangedInPlaceIsEncodedAgain() throws {
        let memo = TreeMemo()
        var rows = (0..<100).map { Row(name: "row \($0)", score: $0) }
        _ = try memo.tree(of: rows)
        // The memo holds the old storage, so this change copies it: a new address, a new tree.
        rows[50].score = -1
        XCTAssertEqual(try memo.tree(of: rows), try JSONValue(encoding: rows))
        guard case .array(let items) = try memo.tree(of: rows) else { return XCTFail("not an array") }
        XCTAssertEqual(items[50]["score"], .int(-1))
    }

    /// Rows built again from a model after each change, as a driver builds a screen: unchanged
    /// rows share the model's strings (the same bytes), a row changed in place gets new storage,
    /// and rows built from new strings of the same text are equal values with other bytes.
    func testRowsBuiltAgainGiveTheTreesOfWhatTheyHold() throws {
        let memo = TreeMemo()
        var model = (0..<300).map { Row(name: "a restaurant with a long name, number \($0)", score: $0) }
        func rows() -> [Row] { model.map { Row(name: $0.name, score: $0.score) } }
        _ = try memo.tree(of: rows())
        model[130].name += " (closed)"  // a long string changed where the memo's copy also refers to it
        model[299].score = -1  // the last element, in the last, partial block
        XCTAssertEqual(try memo.tree(of: rows()), try JSONValue(encoding: rows()))
        guard case .array(let items) = try memo.tree(of: rows()) else { return XCTFail("not an array") }
        XCTAssertEqual(items[130]["name"], .string("a restaurant with a long name, number 130 (closed)"))
        XCTAssertEqual(items[299]["score"], .int(-1))
        XCTAssertEqual(items[131]["name"], .string("a restaurant with a long name, number 131"))

        let copied = model.map { Row(name: String(decoding: Array($0.name.utf8), as: UTF8.self), score: $0.score) }
        XCTAssertEqual(try memo.tree(of: copied), try JSONValue(encoding: model), "the same text in other storage")
        model.removeFirst()
        XCTAssertEqual(try memo.tree(of: rows()), try JSONValue(encoding: model), "every row moved up by one")
    }
}
