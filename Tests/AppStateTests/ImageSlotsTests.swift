import AppState
import XCTest

/// `ImageSlots.statuses(of:)` looks for each address where the one before it was found, and must
/// give what looking each up gives, whatever the order of the addresses.
final class ImageSlotsTests: XCTestCase {
    private let info = ImageInfo(format: .png, byteCount: 79, width: 23, height: 12, digest: "38b8", fromCache: false)

    private func url(_ name: String) throws -> AddressText {
        try XCTUnwrap(AddressText("https://images.example/\(name).png"))
    }

    func testStatusesInAnyOrderAreThoseOfTheirSlots() throws {
        let (a, b, c, d) = (try url("a"), try url("b"), try url("c"), try url("d"))
        let slots = ImageSlots([
            ImageSlot(url: a, status: .loading(progress: nil)), ImageSlot(url: b, status: .loaded(value: info)),
            ImageSlot(url: c, status: .failed(error: .notAnImage)),
        ])
        let loadingA = ImageLoad.loading(progress: nil), loadedB = ImageLoad.loaded(value: info), failedC = ImageLoad.failed(error: .notAnImage)
        // In the slots' order; with an address never requested among them; shifted by a shared
        // image (b twice); backwards.
        XCTAssertEqual(slots.statuses(of: [a, b, c]), [loadingA, loadedB, failedC])
        XCTAssertEqual(slots.statuses(of: [a, d, b, c]), [loadingA, nil, loadedB, failedC])
        XCTAssertEqual(slots.statuses(of: [b, b, c, a]), [loadedB, loadedB, failedC, loadingA])
        XCTAssertEqual(slots.statuses(of: [c, b, a]), [failedC, loadedB, loadingA])
        XCTAssertEqual(slots.statuses(of: []), [])
    }

    /// A decoded list may give an address two slots; the first is the address's, as for
    /// `status(of:)`, even where the second is where the address would be looked for first.
    func testAnAddressWithTwoSlotsHasTheFirstOnesStatus() throws {
        let (a, b) = (try url("a"), try url("b"))
        let slots = ImageSlots([
            ImageSlot(url: b, status: .loaded(value: info)), ImageSlot(url: a, status: .idle),
            ImageSlot(url: b, status: .failed(error: .notAnImage)),
        ])
        XCTAssertEqual(slots.statuses(of: [a, b]), [.idle, .loaded(value: info)])
        XCTAssertEqual(slots.statuses(of: [a, b]), [a, b].map(slots.status(of:)))
    }
}
