import ActionLog
import AppState
import Foundation
import Probing
import Reducers
import XCTest

/// The dining probe's picture invariants catch what they are about: an image answer nobody waited
/// for that changed the slots, and a shown picture never requested.
final class DiningProbeTests: XCTestCase {
    private static let picture = URL(string: "https://resizer.otstatic.com/v2/photos/wide-large/24399459.jpg")

    private func read() throws -> DiningState {
        var state = DiningState()
        _ = DiningFeature.reduce(&state, .launched)
        _ = DiningFeature.reduce(&state, .reservationRead(Reservation.read(.success(try RegressionSessions.fixture("dining", "FullReservation.json")))))
        return state
    }

    private func step(_ action: DiningAction, _ before: DiningState, _ after: DiningState) -> Step<DiningFeature> {
        Step(seq: 1, time: Timestamp(milliseconds: 0), input: .action(action), action: action, before: before, after: after, effects: [])
    }

    func testAStrayImageAnswerThatChangesTheSlotsIsReported() throws {
        let url = try XCTUnwrap(Self.picture)
        let before = try read()
        var after = before
        after.images.set(.failed(.notAnImage), at: after.images[0].url)
        let answer = DiningAction.imageLoaded(url: url, .failure(.notAnImage))
        let broken = DiningProbe.violations(step(answer, before, after), answeredInFlight: false, ProbeWorld())
        XCTAssertEqual(broken, ["stray-answer: an image answer nobody waited for changed the images"])
        XCTAssertEqual(DiningProbe.violations(step(answer, before, after), answeredInFlight: true, ProbeWorld()), [])
    }

    func testAShownPictureNeverRequestedIsReported() throws {
        let before = try read()
        var after = before
        after.images = ImageSlots(Array(after.images.dropFirst()))
        let broken = DiningProbe.violations(step(.banner(.tapped), before, after), answeredInFlight: nil, ProbeWorld())
        XCTAssertEqual(broken.count, 1)
        XCTAssertTrue(broken.first?.hasPrefix("unrequested-pictures: [https://resizer.otstatic.com/v2/photos/wide-large/24399459.jpg]") == true, "\(broken)")
    }
}
