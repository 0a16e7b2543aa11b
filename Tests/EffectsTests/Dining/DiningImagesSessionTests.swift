import ActionLog
import AppState
import Effects
import Foundation
import LogReplay
import Reducers
import XCTest

/// `Sessions/dining-images.jsonl`: the reservation's picture loaded, a dish photo failing then
/// retried, replayed with every checkpoint verified and recorded again byte for byte. Addresses
/// and sizes from `Fixtures/dining/FullReservation.json`.
final class DiningImagesSessionTests: XCTestCase {
    func testReplayEndsWithEveryPictureLoaded() throws {
        let outcome = try SessionHarness.replay(DiningFeature.self, session: "dining-images")
        let state = outcome.state
        // Width, launch, the read, four loads, the tap, the retry and its load.
        XCTAssertEqual(outcome.lastSeq, 10)
        XCTAssertEqual(state.layoutWidth, 750)
        XCTAssertEqual(state.images.map(\.url.text), [
            "https://resizer.otstatic.com/v2/photos/wide-huge/24399459.jpg",
            "https://ot-foodspotting-production.s3.amazonaws.com/reviews/1945384/thumb_600.jpg",
            "https://ot-foodspotting-production.s3.amazonaws.com/reviews/1275359/thumb_600.JPG",
            "https://ot-foodspotting-production.s3.amazonaws.com/reviews/2753202/thumb_600.jpg",
        ])
        XCTAssertEqual(state.images.map { $0.status.value?.width }, [1_280, 590, 590, 590])
        XCTAssertNil(state.lastRefusal)
        XCTAssertTrue(state.failedImages.isEmpty)

        let cards = try XCTUnwrap(DiningFeature.screen(of: state).reservation?.cards)
        XCTAssertEqual(cards[0].picture?.summary, "1280×720")
        XCTAssertEqual(cards[2].dishes.map(\.photo.summary), ["590×590", "590×590", "590×590"])
    }

    /// Before the retry, the clams' photo was failed on screen, with why.
    func testTheClamsPhotoFailedBeforeItsRetry() throws {
        let url = try LogOpening(url: SessionHarness.committedSession("dining-images"))
        var walk = try Replayer<DiningFeature>(verify: true).walk(url)
        var beforeRetry: DiningState?
        while let step = try walk.next() {
            if case .imageRetryTapped? = step.action { beforeRetry = step.before }
        }
        let state = try XCTUnwrap(beforeRetry)
        XCTAssertEqual(state.failedImages, [DiningSessionScripts.clamsPhoto])
        let clams = try XCTUnwrap(DiningFeature.screen(of: state).reservation?.cards[2].dishes[1].photo)
        XCTAssertEqual(clams.status, .failed)
        XCTAssertEqual(clams.problem, "ot-foodspotting-production.s3.amazonaws.com answered with an error (HTTP 503).")
    }

    func testRecordingAgainGivesTheSameBytes() async throws {
        let clams = try XCTUnwrap(DiningSessionScripts.clamsPhoto)
        try await SessionHarness.assertRecordingMatchesCommitted(
            DiningFeature.self, session: "dining-images", runner: DiningPicturesRunner(failingOnce: clams),
            script: DiningSessionScripts.diningImages)
    }
}
