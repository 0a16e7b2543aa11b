import AppState
import Reducers
import XCTest

/// Lunch in the terminal against the real feed on the local server.
final class LunchTerminalTests: TerminalAppTestCase {
    func testBrowsingTheFeedFavoritingAndTheBrowserReplay() throws {
        // The browser's pages come from the local server too.
        let hosts = try startHosts(routes: LiveHosts.lunchRoutes + [.init(prefix: "https://www.bottlerocketstudios.com", replacement: "/pages/home")])
        try hosts.server.add(
            .init(path: "/pages/home", body: "<html><title>Bottle Rocket</title></html>", contentType: "text/html"),
            .init(path: "/pages/home/services", body: "<html><title>Services</title></html>", contentType: "text/html"))
        let app = try start("lunch", maps: hosts.urlMap.rules.map { ($0.prefix, $0.replacement) })
        // The seed's feed, in its order: Chuy's is the eighth restaurant.
        try app.waitForScreen(showing: "[1 lunch] 2 internets  3 favorites", "Hopdoddy Burger Bar", "Chuy's  Tex Mex")
        try app.send("Down", "Down", "Down", "Down", "Down", "Down", "Down", "Enter")
        try app.waitForScreen(showing: "Chuy's  ♡ not a favorite", "Tex Mex", "4440 Belt Line Rd", "Addison, TX 75001")
        try app.send("f")
        try app.waitForScreen(showing: "Chuy's  ♥ favorite")
        // The map icon is on the list's navigation bar (the seed's blueprint), not on a detail.
        try app.send("Escape")
        try app.waitForScreen(showing: "♥ Chuy's", "  Hopdoddy Burger Bar")
        try app.send("m")
        try app.waitForScreen(showing: "Map", "32.95374, -96.83582  Chuy's", "32.95079, -96.82112  Hopdoddy Burger Bar")
        try app.send("Escape")
        try app.waitForScreen(showing: "♥ Chuy's", "  Hopdoddy Burger Bar")
        try app.send("3")
        try app.waitForScreen(showing: "[3 favorites]", "> ♥ Chuy's")
        try app.send("2")
        try app.waitForScreen(showing: "Address: https://www.bottlerocketstudios.com", "back disabled · next disabled", "Loaded")
        try app.send("e")
        try app.type("https://www.bottlerocketstudios.com/services")
        try app.waitForScreen(showing: "Address: https://www.bottlerocketstudios.com/services▏", "type the address")
        try app.send("Enter")
        try app.waitForScreen(showing: "Address: https://www.bottlerocketstudios.com/services\n", "back enabled · next disabled", "Loaded")
        try app.send("b")
        try app.waitForScreen(showing: "Address: https://www.bottlerocketstudios.com\n", "back disabled · next enabled", "Loaded")

        let state = try quitAndReplay(LunchFeature.self, app)
        XCTAssertEqual(state.favorites.ids.elements, ["Chuy's"])
        XCTAssertEqual(state.navigation.selected, .internets)
        XCTAssertEqual(state.browser.entries.map(\.url.text), ["https://www.bottlerocketstudios.com", "https://www.bottlerocketstudios.com/services"])
        XCTAssertEqual(state.browser.entries.map(\.status), [.loaded, .loaded])
        XCTAssertEqual(try hosts.server.requests().filter { $0.path.hasPrefix("/pages/") }.map(\.path), ["/pages/home", "/pages/home/services", "/pages/home"])
    }

    /// The web view's own navigation, typed at the terminal: l follows a link from the current
    /// page (a new entry after it, Back enabled), d redirects the current page's load (its address
    /// replaced, Back and Next as they were). The seed's first page and Bottle Rocket's own pages
    /// come from the local server; each request is loaded once.
    func testALinkAddsAnEntryAndARedirectReplacesTheCurrentOne() throws {
        let home = "https://www.bottlerocketstudios.com"
        let hosts = try startHosts(routes: LiveHosts.lunchRoutes + [.init(prefix: home, replacement: "/pages/home")])
        try hosts.server.add(
            .init(path: "/pages/home", body: "<html><title>Bottle Rocket</title></html>", contentType: "text/html"),
            .init(path: "/pages/home/services", body: "<html><title>Services</title></html>", contentType: "text/html"),
            .init(path: "/pages/home/careers", body: "<html><title>Careers</title></html>", contentType: "text/html"))
        let app = try start("lunch", maps: hosts.urlMap.rules.map { ($0.prefix, $0.replacement) })
        try app.waitForScreen(showing: "[1 lunch] 2 internets  3 favorites", "Hopdoddy Burger Bar")
        try app.send("2")
        try app.waitForScreen(showing: "Address: \(home)\n", "back disabled · next disabled", "Loaded", "l link · d redirect")
        try app.send("l")
        try app.type(home + "/services")
        try app.waitForScreen(showing: "Address: \(home)\n", "Link to: \(home)/services▏", "type the link's address")
        try app.send("Enter")
        try app.waitForScreen(showing: "Address: \(home)/services\n", "back enabled · next disabled", "Loaded", "• \(home)/services")
        try app.send("b")
        try app.waitForScreen(showing: "Address: \(home)\n", "back disabled · next enabled", "Loaded")
        try app.send("d")
        try app.type(home + "/careers")
        try app.waitForScreen(showing: "Redirect to: \(home)/careers▏", "type where the page redirects")
        try app.send("Enter")
        try app.waitForScreen(showing: "Address: \(home)/careers\n", "back disabled · next enabled", "Loaded", "• \(home)/careers\n  \(home)/services")

        let state = try quitAndReplay(LunchFeature.self, app)
        XCTAssertEqual(state.browser.entries.map(\.url.text), [home + "/careers", home + "/services"])
        XCTAssertEqual(state.browser.cursor, 0)
        XCTAssertEqual(state.browser.entries.map(\.status), [.loaded, .loaded])
        XCTAssertEqual(
            try hosts.server.requests().filter { $0.path.hasPrefix("/pages/") }.map(\.path),
            ["/pages/home", "/pages/home/services", "/pages/home", "/pages/home/careers"])
    }

    /// The seed's images, fetched asynchronously and shown in the cells and on the detail: each
    /// shows its status. A feed that failed offers Retry.
    func testImagesShowTheirStatusInRowsAndDetailsAndAFailedFeedIsRetried() throws {
        let hosts = try startHosts(routes: LiveHosts.lunchRoutes)
        // The feed's first answer is a server error, and the server has no image for Chuy's.
        try hosts.server.add(
            .init(path: "/lunch/restaurants.json", status: 500, times: 1), .init(path: "/lunch/images/chuys.png", status: 404))
        let app = try start("lunch", maps: hosts.urlMap.rules.map { ($0.prefix, $0.replacement) })
        try app.waitForScreen(showing: "s3.amazonaws.com answered with an error (HTTP 500).", "r retry", "[Map: disabled]")
        try app.send("r")
        // Fixtures/lunch/images: hopdoddy.png is 16×9 and thai_star.png 28×15 (SOURCES.md there).
        try app.waitForScreen(
            showing: ">   Hopdoddy Burger Bar  Burgers  image 16×9", "    Chuy's  Tex Mex  image failed", "    Thai Star  Thai  image 28×15",
            "m [Map]")
        try app.waitForScreen(notShowing: "r retry")
        try app.send("Enter")
        try app.waitForScreen(showing: "Hopdoddy Burger Bar  ♡ not a favorite", "Image: 16×9")
        // Chuy's is the eighth restaurant of the feed.
        try app.send("Escape", "Down", "Down", "Down", "Down", "Down", "Down", "Down", "Enter")
        try app.waitForScreen(showing: "Chuy's  ♡ not a favorite", "Image: failed. sandbox.bottlerocketapps.com answered with an error (HTTP 404).")
        try app.send("f", "3")
        try app.waitForScreen(showing: "[3 favorites]", "> ♥ Chuy's  Tex Mex  image failed")

        let state = try quitAndReplay(LunchFeature.self, app)
        XCTAssertEqual(state.favorites.ids.elements, ["Chuy's"])
        XCTAssertNil(state.feedReloadProblem)
    }
}
