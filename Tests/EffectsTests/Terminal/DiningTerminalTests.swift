import AppState
import Reducers
import XCTest

/// Dining mode in the terminal, with the exercise's full reservation in the device storage.
final class DiningTerminalTests: TerminalAppTestCase {
    func testTheBannerIsDraggedOpenWithArrowKeysAndTheSessionReplays() throws {
        let store = dataFolder.appendingPathComponent("store")
        try FileManager.default.createDirectory(at: store, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: SessionHarness.repositoryRoot.appendingPathComponent("Fixtures/dining/FullReservation.json"),
            to: store.appendingPathComponent(DiningState.reservationKey.rawValue))
        let app = try start("dining")
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
}
