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
}
