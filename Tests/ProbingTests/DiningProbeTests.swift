import ActionLog
import AppState
import Foundation
import Probing
import Reducers
import XCTest

/// The dining probe's picture invariants catch what they are about: an image answer nobody waited
/// for that changed the slots, and a shown picture never requested.
final class DiningProbeTests: XCTestCase {
    private static let picture = AddressText("https://resizer.otstatic.com/v2/photos/wide-large/24399459.jpg")

    private func read() throws -> DiningState {
        var state = DiningState()
        _ = DiningFeature.reduce(&state, .launched)
        _ = DiningFeature.reduce(&state, .reservationRead(result: Reservation.read(.success(try RegressionSessions.fixture("dining", "FullReservation.json")))))
        return state
    }

    private func step(_ action: DiningAction, _ before: DiningState, _ after: DiningState) -> Step<DiningFeature> {
        Step(seq: 1, time: Timestamp(milliseconds: 0), input: .action(action), action: action, before: before, after: after, effects: [])
    }

    func testAStrayImageAnswerThatChangesTheSlotsIsReported() throws {
        let url = try XCTUnwrap(Self.picture)
        let before = try read()
        var after = before
        after.images.set(.failed(error: .notAnImage), at: after.images[0].url)
        let answer = DiningAction.imageLoaded(url: url, result: .failure(.notAnImage))
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

    /// A review whose first highlight runs past its end (the regression session's input): read,
    /// every dish stays, and the invariant holds; had a dish gone with it, `dish-dropped` says so.
    func testADishDroppedForItsHighlightIsReported() throws {
        let fixture = String(decoding: try RegressionSessions.fixture("dining", "FullReservation.json"), as: UTF8.self)
        let first = try XCTUnwrap(fixture.range(of: #""location": 197,\#n                                           "length": 8"#))
        let stored = Data(fixture.replacingCharacters(in: first, with: #""location": 197, "length": 99999"#).utf8)
        var before = DiningState()
        _ = DiningFeature.reduce(&before, .launched)
        let input = StoreInput<DiningFeature>.result(.loaded(key: DiningState.reservationKey, .success(stored)))
        var after = before
        let (action, effects) = DiningFeature.step(&after, input)
        let read = Step(seq: 2, time: Timestamp(milliseconds: 0), input: input, action: action, before: before, after: after, effects: effects)
        XCTAssertEqual(DiningProbe.violations(read, answeredInFlight: true, ProbeWorld()), [])

        var dropped = try XCTUnwrap(after.details)
        dropped.cards.removeAll { if case .dishes = $0 { true } else { false } }
        var lost = read
        lost.after.reservation = .loaded(value: dropped)
        lost.after.images = after.images
        let broken = DiningProbe.violations(lost, answeredInFlight: true, ProbeWorld())
        XCTAssertEqual(broken.filter { $0.hasPrefix("dish-dropped") }, ["dish-dropped: 3 dishes have a review to show, 0 shown"])
    }
}
