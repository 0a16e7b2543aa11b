import ActionLog
import AppState
import Foundation
import Reducers
import XCTest

/// The reservation view's pictures as a front end draws them: the restaurant's on card 1 and one
/// photo per dish on card 3, each at the address the layout width picked, with its load status
/// (a failure says why, for Retry). Addresses from `Fixtures/dining/FullReservation.json`.
final class DiningImagesScreenTests: XCTestCase {
    private static let picture = "https://resizer.otstatic.com/v2/photos/wide-large/24399459.jpg"
    private static let clams = "https://ot-foodspotting-production.s3.amazonaws.com/reviews/1275359/thumb_600.JPG"

    private func openReservation() throws -> DiningState {
        var state = DiningState()
        _ = DiningFeature.reduce(&state, .launched)
        _ = DiningFeature.reduce(&state, .reservationRead(result: Reservation.read(.success(try DiningFixtures.bytes("FullReservation")))))
        _ = DiningFeature.reduce(&state, .banner(.tapped))
        return state
    }

    private func answer(_ state: inout DiningState, _ address: String, _ result: Result<ImageInfo, ImageError>) throws {
        let url = try XCTUnwrap(AddressText(address))
        _ = DiningFeature.step(&state, .result(.image(id: DiningEffectID.image(url).effectID, url: url, result)))
    }

    func testPicturesShowTheirLoadStatus() throws {
        var state = try openReservation()
        var cards = try XCTUnwrap(DiningScreen(state).reservation?.cards)
        XCTAssertEqual(cards[0].picture?.url, Self.picture)
        XCTAssertEqual(cards[0].picture?.status, .loading)
        XCTAssertEqual(cards[2].dishes.map(\.photo.status), [.loading, .loading, .loading])
        XCTAssertEqual(cards[2].dishes[1].photo.url, Self.clams)

        let info = ImageInfo(format: .jpeg, byteCount: 30_114, width: 640, height: 360, digest: "9f", fromCache: false)
        try answer(&state, Self.picture, .success(info))
        try answer(&state, Self.clams, .failure(.badStatus(status: 404)))
        cards = try XCTUnwrap(DiningScreen(state).reservation?.cards)
        XCTAssertEqual(cards[0].picture?.status, .loaded)
        XCTAssertEqual(cards[0].picture?.summary, "640×360")
        let failed = cards[2].dishes[1].photo
        XCTAssertEqual(failed.status, .failed)
        XCTAssertEqual(failed.problem, "ot-foodspotting-production.s3.amazonaws.com answered with an error (HTTP 404).")
        XCTAssertEqual(cards[2].dishes.map(\.photo.status), [.loading, .failed, .loading])
    }

    /// A narrower layout shows the sizes it picked, not yet loaded, whatever loaded for the wider one.
    func testANewWidthShowsItsOwnSizes() throws {
        var state = try openReservation()
        _ = DiningFeature.reduce(&state, .layoutWidthChanged(pixels: 160))
        let cards = try XCTUnwrap(DiningScreen(state).reservation?.cards)
        XCTAssertEqual(cards[0].picture?.url, "https://resizer.otstatic.com/v2/photos/wide-small/24399459.jpg")
        XCTAssertEqual(cards[2].dishes[1].photo.url, "https://ot-foodspotting-production.s3.amazonaws.com/reviews/1275359/thumb_170.JPG")
    }

    /// PartialReservation.json has a picture and no dishes: only the picture is loaded.
    func testThePartialReservationLoadsItsPictureOnly() throws {
        var state = DiningState()
        _ = DiningFeature.reduce(&state, .launched)
        let effects = DiningFeature.reduce(&state, .reservationRead(result: Reservation.read(.success(try DiningFixtures.bytes("PartialReservation")))))
        let url = try XCTUnwrap(AddressText(Self.picture))
        XCTAssertEqual(effects, [.loadImage(id: DiningEffectID.image(url).effectID, url: url)])
    }
}
