import ActionLog
import Effects
import Foundation
import XCTest

final class MemoryImageCacheTests: XCTestCase {
    private func url(_ name: String) throws -> URL { try XCTUnwrap(URL(string: "http://images.test/\(name)")) }

    func testLeastRecentlyUsedGoesFirstWhenOverBudget() throws {
        let cache = MemoryImageCache(byteLimit: 100)
        cache.store(Data(repeating: 1, count: 40), for: try url("a"))
        cache.store(Data(repeating: 2, count: 40), for: try url("b"))
        XCTAssertNotNil(cache.data(for: try url("a")))  // a is now more recent than b
        cache.store(Data(repeating: 3, count: 40), for: try url("c"))
        XCTAssertNil(cache.data(for: try url("b")))
        XCTAssertEqual(cache.data(for: try url("a")), Data(repeating: 1, count: 40))
        XCTAssertEqual(cache.data(for: try url("c")), Data(repeating: 3, count: 40))
        XCTAssertEqual(cache.totalBytes, 80)
    }

    func testReplacingAnEntryCountsItsBytesOnce() throws {
        let cache = MemoryImageCache(byteLimit: 100)
        cache.store(Data(repeating: 1, count: 60), for: try url("a"))
        cache.store(Data(repeating: 1, count: 70), for: try url("a"))
        XCTAssertEqual(cache.totalBytes, 70)
    }

    func testImageLargerThanTheBudgetIsNotKept() throws {
        let cache = MemoryImageCache(byteLimit: 100)
        cache.store(Data(repeating: 1, count: 50), for: try url("a"))
        cache.store(Data(repeating: 2, count: 101), for: try url("big"))
        XCTAssertNil(cache.data(for: try url("big")))
        XCTAssertEqual(cache.totalBytes, 50)
    }
}
