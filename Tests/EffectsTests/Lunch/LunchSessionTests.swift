import ActionLog
import AppState
import Effects
import Foundation
import Reducers
import XCTest

/// `Sessions/lunch-tour.jsonl`: replayed offline, and recorded again against the local server.
final class LunchSessionTests: XCTestCase {
    func testTourReplaysOfflineToTheFavoriteTheBrowserAndTheMap() throws {
        let outcome = try SessionHarness.replay(LunchFeature.self, session: "lunch-tour")
        let state = outcome.state
        // 22 script steps + favorites read + feed + 15 images + favorites written.
        XCTAssertEqual(outcome.lastSeq, 40)
        XCTAssertEqual(outcome.checkpointsVerified, 40)

        let restaurants = try XCTUnwrap(state.feed.value)
        XCTAssertEqual(restaurants.count, 15)
        XCTAssertEqual(restaurants.first?.name, "Hopdoddy Burger Bar")
        XCTAssertEqual(restaurants.last?.name, "Buffalo Wild Wings")

        XCTAssertEqual(state.favorites.ids.elements, ["Chuy's"])
        XCTAssertEqual(state.favoriteRestaurants.map(\.category), ["Tex Mex"])
        XCTAssertNil(state.favoritesProblem)

        XCTAssertEqual(state.navigation.selected, .favorites)
        XCTAssertEqual(state.navigation.stack(of: .lunch)?.screens, [])
        XCTAssertNil(state.modal.presented)
        XCTAssertEqual(state.layout, LunchLayout(sizeClass: .regular))
        XCTAssertEqual(state.layout.columns, 2)

        XCTAssertEqual(state.browser.entries.map(\.url.text), [
            "https://www.bottlerocketstudios.com", LunchTourScript.servicesPage, LunchTourScript.careersPage,
        ])
        XCTAssertEqual(state.browser.cursor, 2)
        XCTAssertEqual(state.browser.entries.map(\.requestCount), [1, 2, 3])
        XCTAssertEqual(state.browser.entries.map(\.status), [.loaded, .loaded, .loaded])

        XCTAssertEqual(state.map.annotations.count, 15)
        XCTAssertEqual(state.map.excluded, [])
        XCTAssertEqual(state.map.annotations[7], MapAnnotation(id: "Chuy's", name: "Chuy's", coordinate: Coordinate(latitude: 32.95374271930925, longitude: -96.83582486129093)))
        let region = try XCTUnwrap(state.map.region)
        XCTAssertEqual(region.center.latitude, 32.974677861970676, accuracy: 1e-12)
        XCTAssertEqual(region.center.longitude, -96.83654104841017, accuracy: 1e-12)
        XCTAssertEqual(region.latitudeDelta, 0.0610167582396226, accuracy: 1e-12)
        XCTAssertEqual(region.longitudeDelta, 0.0442513617938722, accuracy: 1e-12)

        XCTAssertEqual(state.images.count, 15)
        let chuys = try XCTUnwrap(state.restaurant("Chuy's"))
        XCTAssertEqual(state.image(at: chuys.backgroundImageURL), .loaded(value: ImageInfo(
            format: .png, byteCount: 79, width: 23, height: 12,
            digest: "38b81633919914878a1d1052f41afbe440fb5854e18d8bea40a6dd240937127c", fromCache: false)))
        XCTAssertEqual(
            chuys.backgroundImageURL.text,
            "http://sandbox.bottlerocketapps.com/BR_iOS_CodingExam_2015_Server/Images/chuys.png")
    }

    func testRecordingAgainAgainstTheLocalServerIsByteIdentical() async throws {
        let hosts = try startHosts(routes: LiveHosts.lunchRoutes)
        try await SessionHarness.assertRecordingMatchesCommitted(
            LunchFeature.self, session: "lunch-tour", runner: hosts.makeRunner(), script: LunchTourScript.run)
        // Every byte of the session came over the network once: one feed, fifteen images.
        XCTAssertEqual(try hosts.server.requests().count, 16)
    }
}
