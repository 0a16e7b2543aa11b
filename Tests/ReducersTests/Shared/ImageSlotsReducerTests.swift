import ActionLog
import AppState
import Foundation
import Reducers
import XCTest

/// The image slots Lunch and Burgers share: requested, loaded, failed and requested again.
final class ImageSlotsReducerTests: XCTestCase {
    private let first = AddressText(URL(fileURLWithPath: "/images/first.png"))
    private let second = AddressText(URL(fileURLWithPath: "/images/second.png"))
    private let png = ImageInfo(format: .png, byteCount: 120, width: 4, height: 3, digest: "cd", fromCache: false)

    func testSlotsAreAddedInRequestOrderAndEachAddressOnce() {
        var slots: ImageSlots = []
        ImageSlotsReducer.loading(&slots, url: first)
        ImageSlotsReducer.loading(&slots, url: second)
        ImageSlotsReducer.loading(&slots, url: first)
        XCTAssertEqual(slots, [ImageSlot(url: first, status: .loading), ImageSlot(url: second, status: .loading)])
    }

    func testResultsLandInTheirSlotAndARetryMarksItLoadingAgain() {
        var slots: ImageSlots = [ImageSlot(url: first, status: .loading), ImageSlot(url: second, status: .loading)]
        ImageSlotsReducer.loaded(&slots, url: second, result: .success(png))
        ImageSlotsReducer.loaded(&slots, url: first, result: .failure(.badStatus(status: 404)))
        XCTAssertEqual(slots, [ImageSlot(url: first, status: .failed(error: .badStatus(status: 404))), ImageSlot(url: second, status: .loaded(value: png))])
        XCTAssertEqual(slots.status(of: first)?.isFailed, true)
        ImageSlotsReducer.loading(&slots, url: first)
        XCTAssertEqual(slots.status(of: first), .loading)
    }

    /// A feed's images: each address asked for once, in the feed's order, a failed one again, a
    /// loaded or loading one not; an address repeated in the list is loading by its second time.
    func testMissingImagesAreRequestedOnceInOrder() {
        let third = AddressText(URL(fileURLWithPath: "/images/third.png")), fourth = AddressText(URL(fileURLWithPath: "/images/fourth.png"))
        var slots: ImageSlots = [
            ImageSlot(url: first, status: .loaded(value: png)), ImageSlot(url: second, status: .failed(error: .badStatus(status: 404))),
            ImageSlot(url: third, status: .loading),
        ]
        let effects = ImageSlotsReducer.requestMissing(&slots, [fourth, first, second, fourth, third, second]) { EffectID(rawValue: $0.url?.lastPathComponent ?? "") }
        XCTAssertEqual(effects, [.loadImage(id: "fourth.png", url: fourth), .loadImage(id: "second.png", url: second)])
        XCTAssertEqual(slots.slots.map(\.url), [first, second, third, fourth])
        XCTAssertEqual(slots.status(of: second), .loading)
        XCTAssertEqual(slots.status(of: fourth), .loading)
        XCTAssertEqual(slots.status(of: first), .loaded(value: png))
    }

    func testAResultForAnAddressNeverRequestedIsDropped() {
        var slots: ImageSlots = [ImageSlot(url: first, status: .loading)]
        ImageSlotsReducer.loaded(&slots, url: second, result: .success(png))
        XCTAssertEqual(slots, [ImageSlot(url: first, status: .loading)])
        XCTAssertNil(slots.status(of: second))
    }

    /// The index by address is not part of the state's spelling: slots encode as the plain list
    /// earlier logs hold, and a decoded list finds its slots again.
    func testSlotsAreSpelledAsTheirListAndFoundAgainWhenDecoded() throws {
        let slots: ImageSlots = [ImageSlot(url: first, status: .loaded(value: png)), ImageSlot(url: second, status: .loading)]
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let encoded = try encoder.encode(slots)
        XCTAssertEqual(String(decoding: encoded, as: UTF8.self), String(decoding: try encoder.encode(slots.slots), as: UTF8.self))
        let decoded = try JSONDecoder().decode(ImageSlots.self, from: encoded)
        XCTAssertEqual(decoded, slots)
        XCTAssertEqual(decoded.status(of: second), .loading)
        XCTAssertEqual(decoded.status(of: first), .loaded(value: png))
    }
}
