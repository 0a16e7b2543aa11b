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
}
