import AppState
import Effects
import Reducers
import XCTest

/// Places in the terminal against the Places test server (`Tests/Server/places.py`).
final class PlacesTerminalTests: TerminalAppTestCase {
    func testTheListLoadsItsSecondPageAsTheCursorMovesAndTheSessionReplays() throws {
        let server = try LocalServer(arguments: ["--plugin", "places", "--plugin-option", "places:key=\(PlacesServerTestCase.key)"])
        addTeardownBlock { server.stop() }
        let app = try start(
            "places", maps: [("https://maps.googleapis.com/", "http://127.0.0.1:\(server.port)/")],
            environment: ["PLACES_API_KEY": PlacesServerTestCase.key], rows: 24)
        // The first page of the sample nearby search: twenty pubs around Google Sydney.
        try app.waitForScreen(showing: " 1 map [2 list]", "20 places, 1 pages", "> P.J.O'Brien's  57 King Street, Sydney")
        for _ in 0..<16 { try app.send("Down") }
        try app.waitForScreen(showing: "25 places, 2 pages", "> Metropolitan Hotel Sydney", "30 Knots")
        try app.send("Enter")
        try app.waitForScreen(showing: "Metropolitan Hotel Sydney", "esc back")
        try app.send("Escape", "r")
        try app.waitForScreen(showing: "20 places, 1 pages")

        let state = try quitAndReplay(PlacesFeature.self, app)
        XCTAssertEqual(state.list.rows.count, 20)
        XCTAssertEqual(state.navigation.current.screens, [])
    }
}
