import ActionLog
import XCTest

/// An encoding through the memo gives the bytes of an encoding without it, whatever became of the
/// arrays the memo met: changed in place, grown, cut, replaced, or met again after being forgotten.
final class ArrayBytesMemoTests: XCTestCase {
    func testAnArrayChangedInPlaceIsWrittenAgain() throws {
        let memo = ArrayBytesMemo()
        var lists = [Self.list(0, count: 12), Self.list(100, count: 9)]
        XCTAssertEqual(memo.bytes(of: lists), CanonicalOutput.bytes(of: lists))
        lists[0][3] = "changed in place"
        XCTAssertEqual(memo.bytes(of: lists), CanonicalOutput.bytes(of: lists))
        lists[1].removeLast()
        lists[0].append("grown")
        XCTAssertEqual(memo.bytes(of: lists), CanonicalOutput.bytes(of: lists))
        XCTAssertEqual(
            memo.bytes(of: lists).map { String(decoding: $0, as: UTF8.self) },
            #"[["item 0","item 1","item 2","changed in place","item 4","item 5","item 6","item 7","item 8","item 9","item 10","item 11","grown"],"#
                + #"["item 100","item 101","item 102","item 103","item 104","item 105","item 106","item 107"]]"#)
    }

    func testRandomChangesToNestedArrays() {
        var random = SplitMix(state: 23)
        let memo = ArrayBytesMemo()
        var lists: [[String]] = (0..<4).map { Self.list($0 * 100, count: 10) }
        var forgotten: [[String]] = []
        for round in 0..<600 {
            let index = Int.random(in: 0..<lists.count, using: &random)
            switch Int.random(in: 0..<6, using: &random) {
            case 0 where !lists[index].isEmpty: lists[index][Int.random(in: 0..<lists[index].count, using: &random)] = "round \(round)"
            case 1: lists[index].append("appended \(round)")
            case 2 where lists[index].count > 1: lists[index].removeLast()
            case 3: forgotten.append(lists[index]); lists[index] = Self.list(round, count: Int.random(in: 0...20, using: &random))
            case 4 where !forgotten.isEmpty: lists[index] = forgotten.removeFirst()
            default: lists.swapAt(index, Int.random(in: 0..<lists.count, using: &random))
            }
            XCTAssertEqual(memo.bytes(of: lists), CanonicalOutput.bytes(of: lists), "round \(round)")
        }
    }

    private static func list(_ first: Int, count: Int) -> [String] { (first..<(first + count)).map { "item \($0)" } }
}
