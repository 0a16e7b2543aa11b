import AppState
import Foundation
import Reducers
import XCTest

/// Dining mode in the terminal, with the exercise's full reservation in the device storage.
final class DiningTerminalTests: TerminalAppTestCase {
    func testTheBannerIsDraggedOpenWithArrowKeysAndTheSessionReplays() throws {
        try storeFullReservation()
        let pictures = try DiningPictureHost()
        addTeardownBlock { pictures.stop() }
        let app = try start("dining", maps: pictures.maps)
        let banner = "▲ Guest Center - iOS/Mobile Auto · 28 Dec 2016 at 18:00 · party of 2  collapsed"
        try app.waitForScreen(showing: "[1 discover] 2 search  3 profile", "Discover tab", banner, "0% open")
        try app.send("2")
        try app.waitForScreen(showing: "[2 search]", "Search tab", banner)
        // Six tenths up: the bar follows the finger, and the release opens the banner (past half
        // way, or flung upwards when the keys come fast).
        try app.send("Up", "Up", "Up", "Up", "Up", "Up")
        try app.waitForScreen(showing: "60% open")
        try app.send("Enter")
        try app.waitForScreen(showing: "party of 2  expanded", "100% open", "▶ 1 Guest Center - iOS/Mobile Auto", "1 Montgomery Street, San Francisco, CA 94104")
        try app.send("3")
        try app.waitForScreen(showing: "▼ 3 Best dishes", "Tiramisu was very good")
        // The reviews' highlights, from FullReservation.json, show in inverse video.
        let styled = try app.screen(styles: true)
        for highlight in ["Tiramisu", "clams", "linguini"] {
            XCTAssertTrue(styled.contains("\u{1B}[7m\(highlight)\u{1B}["), "\(highlight) is not highlighted in:\n\(styled)")
        }
        try app.send("t")
        try app.waitForScreen(showing: "Search tab", banner, "0% open")
        try app.send("s")
        try app.waitForScreen(showing: "Sign in", "(the banner is hidden while this shows)")
        XCTAssertFalse(try app.screen().contains("▲ "), "the banner hides behind a modal")
        try app.send("Escape")
        try app.waitForScreen(showing: banner)

        let state = try quitAndReplay(DiningFeature.self, app)
        XCTAssertEqual(state.tabs.selected, .search)
        XCTAssertEqual(state.banner.position, .collapsed)
        XCTAssertEqual(state.banner.lastRelease?.outcome, .expanded)
        XCTAssertEqual(state.banner.lastRelease?.progressTenThousandths, 6_000)
    }

    /// The seed: "the upcoming reservation is visible while the banner is dragged". Each arrow key
    /// is a drag sample a tenth of the way; the view's top shows before the finger is lifted.
    func testTheReservationShowsWhileTheBannerIsDragged() throws {
        try storeFullReservation()
        let pictures = try DiningPictureHost()
        addTeardownBlock { pictures.stop() }
        let app = try start("dining", maps: pictures.maps)
        // FullReservation.json: the restaurant is "Guest Center - iOS/Mobile Auto", the first card's.
        try app.waitForScreen(showing: "▲ Guest Center - iOS/Mobile Auto", "0% open")
        XCTAssertFalse(try app.screen().contains("▶ 1 "), "the reservation view is hidden under a resting banner")
        try app.send("Up")
        try app.waitForScreen(showing: "  dragging", "10% open", "▶ 1 Guest Center - iOS/Mobile Auto")
        XCTAssertFalse(try app.screen().contains("▶ 3 Best dishes"), "a tenth of the way, only the view's top shows")
        try app.send("Up")
        try app.waitForScreen(showing: "20% open", "▶ 1 Guest Center - iOS/Mobile Auto", "▶ 2 Address")
        try app.send("Escape")
        try app.waitForScreen(showing: "  collapsed", "0% open")
        try app.waitForScreen(notShowing: "▶ 1 ", "▶ 2 ")

        let state = try quitAndReplay(DiningFeature.self, app)
        XCTAssertEqual(state.banner.position, .collapsed)
        XCTAssertNil(state.banner.drag)
        XCTAssertNil(state.banner.lastRelease, "the drag was cancelled, never released")
    }

    /// The pictures' status on the cards (seed 001: card 1's picture, each dish's photo): the
    /// clams' photo fails once (503), shows why with the retry key, and r loads it.
    func testAFailedDishPhotoShowsWhyAndRRetriesIt() throws {
        try storeFullReservation()
        let pictures = try DiningPictureHost()
        addTeardownBlock { pictures.stop() }
        try pictures.server.add(LocalServer.Rule(path: DiningPictureHost.dishPhotoPaths[1], status: 503, times: 1))
        let app = try start("dining", maps: pictures.maps, columns: 120, rows: 40)
        try app.waitForScreen(showing: "0% open")
        try app.send("t")
        try app.waitForScreen(
            showing: "Picture: 23×12", "Tiramisu  image 21×11", "Littleneck Clams  image failed",
            "Photo: failed. ot-foodspotting-production.s3.amazonaws.com answered with an error (HTTP 503).  r retry",
            "Linguine Alle Vongole  image 21×11")
        try app.send("r")
        try app.waitForScreen(showing: "Littleneck Clams  image 21×11")
        try app.waitForScreen(notShowing: "r retry")

        let state = try quitAndReplay(DiningFeature.self, app)
        XCTAssertEqual(state.images.map { $0.status.value?.width }, [23, 21, 21, 21])
        XCTAssertEqual(try pictures.server.requests(path: DiningPictureHost.dishPhotoPaths[1]).map(\.status), [503, 200])
    }

    /// Puts the exercise's full reservation in the device storage.
    private func storeFullReservation() throws {
        let store = dataFolder.appendingPathComponent("store")
        try FileManager.default.createDirectory(at: store, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: SessionHarness.repositoryRoot.appendingPathComponent("Fixtures/dining/FullReservation.json"),
            to: store.appendingPathComponent(DiningState.reservationKey.rawValue))
    }
}
