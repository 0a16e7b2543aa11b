import Foundation
import XCTest

@testable import replay

/// `--steps` explains each input: the raw result and what it decoded to, the changes, and the
/// effects the recording wrote, in full.
final class ReplayStepsTests: XCTestCase {
    func testEffectsAreTheRecordedOnesInFull() {
        let result = ReplayRun(ReplayRun.session("places-browse"), "--steps", "--from", "3", "--until", "3")
        XCTAssertEqual(result.code, .success, result.err)
        // The Places nearby search of the spec: location, radius 100 m, and the key, never cut short.
        XCTAssertTrue(result.out.contains("url: \"https://maps.googleapis.com/maps/api/place/nearbysearch/json?location=-33.8670522,151.1957362&radius=100"), result.out)
        XCTAssertFalse(result.out.contains("…"))
    }

    func testPersistedJSONIsShownAsJSON() {
        let result = ReplayRun(ReplayRun.session("lunch-tour"), "--steps", "--from", "21", "--until", "21", "--path", "favorites")
        XCTAssertEqual(result.code, .success, result.err)
        XCTAssertEqual(result.out, """
            #21 2026-11-18T11:07:00.000Z heartTapped(restaurant: "Chuy's")
                + favorites[0]: "Chuy's"
                effect: persist(key: "lunch.favorites", valueJSON: ["Chuy's"])

            """)
    }

    func testAResultShowsWhatItDecodedTo() {
        let result = ReplayRun(ReplayRun.session("showcase-favorites"), "--steps", "--until", "4")
        ReplayRun.assertGolden(result.out, "showcase-favorites.steps-1-4.txt")
    }
}
