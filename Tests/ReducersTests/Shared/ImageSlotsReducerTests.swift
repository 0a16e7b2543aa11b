import ActionLog
import AppState
import Foundation
import Reducers
import XCTest

/// The image slots Lunch and Burgers share: requested, loaded, failed and requested again.
final class ImageSlotsReducerTests: XCTestCase {
    private let first = URL(fileURLWithPath: "/images/first.png")
    private let second = URL(fileURLWithPath: "/images/second.png")
    private let png = ImageInfo(format: .png, byteCount: 120, width: 4, height: 3, digest: "cd", fromCache: false)

    func testSlotsAreAddedInRequestOrderAndEachAddressOnce() {
        var slots: [ImageSlot] = []
        ImageSlotsReducer.loading(&slots, url: first)
        ImageSlotsReducer.loading(&slots, url: second)
        ImageSlotsReducer.loading(&slots, url: first)
        XCTAssertEqual(slots, [ImageSlot(url: first, status: .loading), ImageSlot(url: second, status: .loading)])
    }

    func testResultsLandInTheirSlotAndARetryMarksItLoadingAgain() {
        var slots = [ImageSlot(url: first, status: .loading), ImageSlot(url: second, status: .loading)]
        ImageSlotsReducer.loaded(&slots, url: second, .success(png))
        ImageSlotsReducer.loaded(&slots, url: first, .failure(.badStatus(404)))
        XCTAssertEqual(slots, [ImageSlot(url: first, status: .failed(.badStatus(404))), ImageSlot(url: second, status: .loaded(png))])
        XCTAssertEqual(slots.status(of: first)?.isFailed, true)
        ImageSlotsReducer.loading(&slots, url: first)
        XCTAssertEqual(slots.status(of: first), .loading)
    }

    func testAResultForAnAddressNeverRequestedIsDropped() {
        var slots = [ImageSlot(url: first, status: .loading)]
        ImageSlotsReducer.loaded(&slots, url: second, .success(png))
        XCTAssertEqual(slots, [ImageSlot(url: first, status: .loading)])
        XCTAssertNil(slots.status(of: second))
    }
}
