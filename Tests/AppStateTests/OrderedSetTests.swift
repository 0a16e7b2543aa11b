import ActionLog
import AppState
import Foundation
import XCTest

final class OrderedSetTests: XCTestCase {
    func testKeepsInsertionOrderAndEachElementOnce() {
        var set = OrderedSet(["b", "a", "b", "c"])
        XCTAssertEqual(set.elements, ["b", "a", "c"])
        XCTAssertFalse(set.append("a"))
        XCTAssertTrue(set.append("d"))
        XCTAssertTrue(set.remove("a"))
        XCTAssertFalse(set.remove("a"))
        XCTAssertEqual(set.elements, ["b", "c", "d"])
        XCTAssertTrue(set.contains("c"))
        XCTAssertFalse(set.contains("a"))
    }

    func testEncodesAsAnArrayInInsertionOrder() throws {
        let set = OrderedSet([3, 1, 2])
        XCTAssertEqual(String(decoding: try CanonicalJSON.encode(set), as: UTF8.self), "[3,1,2]")
        XCTAssertEqual(try JSONDecoder().decode(OrderedSet<Int>.self, from: Data("[5,4,5]".utf8)).elements, [5, 4])
    }
}
