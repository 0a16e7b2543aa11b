import AppState
import Effects
import Reducers
import XCTest

/// Places in the terminal against the Places test server (`Tests/Server/places.py`).
final class PlacesTerminalTests: TerminalAppTestCase {
    func testTheListLoadsItsSecondPageAsTheCursorMovesAndTheSessionReplays() throws {
        let server = try LocalServer(arguments: ["--plugin", "places", "--plugin-option", "places:key=\(PlacesServerTestCase.key)"])
        addTeardownBlock { server.stop() }
        // Sixteen rows: the list shows eleven places at a time.
        let app = try start(
            "places", maps: [("https://maps.googleapis.com/", "http://127.0.0.1:\(server.port)/")],
            environment: ["PLACES_API_KEY": PlacesServerTestCase.key], rows: 16)
        // The first page of the sample nearby search: twenty pubs around Google Sydney.
        try app.waitForScreen(showing: " 1 map [2 list]", "20 places", "> P.J.O'Brien's  57 King Street, Sydney")
        // Rows 4 to 14 on screen: the end (the last five rows) is not near yet.
        for _ in 0..<9 { try app.send("Down") }
        try app.waitForScreen(showing: "> Friend in Hand Hotel  58 Cowper Street, Glebe")
        XCTAssertTrue(try app.screen().contains("20 places"))
        // Rows 5 to 15: the next page (PlacesApiNearbySearchRequestByTypeResponse.json) is fetched,
        // and the list holds the top 25.
        try app.send("Down")
        try app.waitForScreen(showing: "> The Henson  91 Illawarra Road, Marrickville", "25 places")
        try app.send("Enter")
        try app.waitForScreen(showing: "The Henson", "esc back")
        try app.send("Escape")
        for _ in 0..<10 { try app.send("Up") }
        try app.send("r")
        try app.waitForScreen(showing: "20 places", "> P.J.O'Brien's")

        let state = try quitAndReplay(PlacesFeature.self, app)
        XCTAssertEqual(state.list.rows.count, 20)
        XCTAssertEqual(state.list.visibleRows, VisibleRows(first: 0, last: 10))
        XCTAssertEqual(state.navigation.current.screens, [])
    }

    /// The seed: the map tab shows the user's current location and a functional My Location
    /// button that centres the map there; the list's rows show their images.
    func testTheMapShowsMyLocationAndMyLocationCentresTheMapThere() throws {
        let server = try LocalServer(arguments: ["--plugin", "places", "--plugin-option", "places:key=\(PlacesServerTestCase.key)"])
        addTeardownBlock { server.stop() }
        // Google Sydney, as the terminal's location service reports it.
        let app = try start(
            "places", maps: [("https://maps.googleapis.com/", "http://127.0.0.1:\(server.port)/")],
            environment: ["PLACES_API_KEY": PlacesServerTestCase.key, "PLACES_LOCATION": "-33.8670522,151.1957362"])
        // The server answers a row's photo at the width asked for (400) and three quarters of it.
        try app.waitForScreen(showing: "> P.J.O'Brien's  57 King Street, Sydney  image 400×300")
        try app.send("1")
        // P.J.O'Brien's is at -33.8688161, 151.2054207 in the sample nearby search.
        try app.waitForScreen(
            showing: "[1 map] 2 list", "My location: -33.86705, 151.19574  l [My Location]",
            "Centre: -33.86705, 151.19574 · follows your location", "-33.86882, 151.20542  P.J.O'Brien's")
        // The arrows move the map a thousandth of a degree north and east.
        try app.send("Up", "Right")
        try app.waitForScreen(showing: "Centre: -33.86605, 151.19674  r [Refresh map]", "My location: -33.86705, 151.19574")
        try app.send("l")
        try app.waitForScreen(showing: "Centre: -33.86705, 151.19574 · follows your location")

        let state = try quitAndReplay(PlacesFeature.self, app)
        XCTAssertEqual(state.navigation.selected, .map)
        XCTAssertTrue(state.map.followsUser)
        XCTAssertEqual(state.map.centre, Coordinate(latitude: -33.8670522, longitude: 151.1957362))
    }
}
