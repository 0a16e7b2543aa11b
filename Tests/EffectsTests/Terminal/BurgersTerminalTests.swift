import AppState
import Reducers
import XCTest

/// Coffee Port in the terminal against the Coffee Port test server (`Tests/Server/burgers.py`).
final class BurgersTerminalTests: TerminalAppTestCase {
    func testBuyingAlertsAndTheOfflineToggleReplay() throws {
        let server = try BurgersLiveTestCase.startServer()
        addTeardownBlock { server.stop() }
        let app = try start("burgers", maps: [("https://coffeeport.herokuapp.com/", "http://127.0.0.1:\(server.port)/")])
        // The server's feed: the promoted Diner Burger comes first, at 750 bitcoin; the Seitan
        // Burger is vegetarian.
        try app.waitForScreen(showing: "Coffee Port  online", "> ★ Diner Burger  750 BTC  [Buy]", "Seitan Burger V  599 BTC")
        // The burger itself, not its button: its notes, from the server's menu.
        try app.send("Down", "Enter")
        try app.waitForScreen(showing: "Bean burger", "After Bitcoin replaced beans as the intergalactic currency", "enter/esc OK")
        try app.send("Escape", "Up", "b")
        try app.waitForScreen(showing: "Excellent choice!", "Your Diner Burger is on its way.")
        try app.send("Enter")
        try app.waitForScreen(showing: "> ★ Diner Burger  750 BTC  [Buy]")
        try app.send("o")
        try app.waitForScreen(showing: "Coffee Port  OFFLINE", "Diner Burger  750 BTC  [Buy: disabled]", "o go online")
        try app.send("b")
        try app.send("o")
        try app.waitForScreen(showing: "Coffee Port  online", "Diner Burger  750 BTC  [Buy]")

        let state = try quitAndReplay(BurgersFeature.self, app)
        XCTAssertEqual(state.connectivity, .online)
        XCTAssertEqual(state.alerts, [], "buying offline was not possible, so no second order was answered")
        XCTAssertEqual(state.ordersInFlight, [])
    }

    /// The seed: each burger, promoted or not, shows its vegetarian "V", its image and its Buy
    /// button, and the buttons are disabled when there is no connection.
    func testEveryVegetarianBurgerHasItsVImagesShowAndBuyIsDisabledOffline() throws {
        let server = try BurgersLiveTestCase.startServer()
        addTeardownBlock { server.stop() }
        // The server has no image for the Diner Burger.
        try server.add(.init(path: "/static/burgers/diner.jpg", status: 404))
        let app = try start("burgers", maps: [("https://coffeeport.herokuapp.com/", "http://127.0.0.1:\(server.port)/")])
        // The other images are the server's header-only JPEGs, sized from their paths
        // (Tests/Server/burgers.py, `jpeg`): bean.jpg is 206×255, seitan.jpg 249×155.
        try app.waitForScreen(
            showing: "> ★ Diner Burger  750 BTC  [Buy]  image failed", "  ★ Bean burger V  799 BTC  [Buy]  image 206×255",
            "    Seitan Burger V  599 BTC  [Buy]  image 249×155")
        let screen = try app.screen()
        let menu = try Self.serverMenu()
        XCTAssertEqual(menu.filter(\.vegetarian).map(\.name), ["Seitan Burger", "Halloumi Avocado Burger", "Bean burger"])
        for burger in menu {
            XCTAssertTrue(screen.contains("\(burger.name)\(burger.vegetarian ? " V" : "")  "), "\(burger.name) in:\n\(screen)")
            if !burger.vegetarian { XCTAssertFalse(screen.contains("\(burger.name) V"), "\(burger.name) is not vegetarian") }
        }
        try app.send("o")
        try app.waitForScreen(
            showing: "Coffee Port  OFFLINE", "Offline: buying is disabled until the connection is back.", "Saved menu, ",
            "Skyscraper  1,250 BTC  [Buy: disabled]")
        try app.waitForScreen(notShowing: "[Buy]")
        XCTAssertEqual(try app.screen().components(separatedBy: "[Buy: disabled]").count - 1, menu.count)

        let state = try quitAndReplay(BurgersFeature.self, app)
        XCTAssertEqual(state.connectivity, .offline)
        XCTAssertEqual(state.ordersInFlight, [])
    }

    /// The server goes away: the next request reaches nothing, and the app shows itself offline
    /// with every Buy disabled (seed 003), though the platform never said so; the server back, a
    /// refresh enables buying again.
    func testBuyIsDisabledWhenTheServerCannotBeReached() throws {
        let server = try BurgersLiveTestCase.startServer()
        addTeardownBlock { server.stop() }
        let app = try start("burgers", maps: [("https://coffeeport.herokuapp.com/", "http://127.0.0.1:\(server.port)/")])
        try app.waitForScreen(showing: "Coffee Port  online", "> ★ Diner Burger  750 BTC  [Buy]")
        server.stop()
        try app.send("r")
        try app.waitForScreen(
            showing: "Coffee Port  OFFLINE", "Cannot reach coffeeport.herokuapp.com. Check the connection, then Retry.",
            "Diner Burger  750 BTC  [Buy: disabled]")
        try app.waitForScreen(notShowing: "[Buy]")
        let again = try BurgersLiveTestCase.startServer(port: server.port)
        addTeardownBlock { again.stop() }
        try app.send("r")
        try app.waitForScreen(showing: "Coffee Port  online", "> ★ Diner Burger  750 BTC  [Buy]")

        let state = try quitAndReplay(BurgersFeature.self, app)
        XCTAssertTrue(state.serverReachable)
        XCTAssertEqual(state.connectivity, .online)
    }

    /// The burgers of the server's menu (Fixtures/burgers/server-burgers.json), in its order.
    private static func serverMenu() throws -> [(name: String, vegetarian: Bool)] {
        struct Menu: Decodable {
            struct Burger: Decodable {
                var name: String
                var vegetarian: Bool
            }
            var burgers: [Burger]
        }
        let file = SessionHarness.repositoryRoot.appendingPathComponent("Fixtures/burgers/server-burgers.json")
        return try JSONDecoder().decode(Menu.self, from: Data(contentsOf: file)).burgers.map { ($0.name, $0.vegetarian) }
    }
}
