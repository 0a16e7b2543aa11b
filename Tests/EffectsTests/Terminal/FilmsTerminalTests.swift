import AppState
import Reducers
import XCTest

/// Films in the terminal against the two real lists on the local server.
final class FilmsTerminalTests: TerminalAppTestCase {
    func testAHeartInOneListShowsInTheOtherAndTheSessionReplays() throws {
        let hosts = try startHosts(routes: [.init(prefix: "https://films.example.com/", replacement: "/films/")])
        let app = try start("films", maps: hosts.urlMap.rules.map { ($0.prefix, $0.replacement) })
        // Films-user.json in its order: Inception (id 5) is fifth, and is in both lists.
        try app.waitForScreen(showing: "[1 User Ratings] 2 Critic Ratings", ">   Interstellar", "Inception")
        try app.send("Down", "Down", "Down", "Down", "f")
        try app.waitForScreen(showing: "> ♥ Inception")
        try app.send("Tab")
        try app.waitForScreen(showing: " 1 User Ratings [2 Critic Ratings]", ">   The Shawshank Redemption", "♥ Inception", "The Godfather")
        try app.send("Enter")
        try app.waitForScreen(showing: "The Shawshank Redemption  ♡ not a favorite", "Chronicles the experiences of a formerly successful banker")
        try app.send("Escape")
        try app.waitForScreen(showing: ">   The Shawshank Redemption")

        let state = try quitAndReplay(FilmsFeature.self, app)
        XCTAssertEqual(state.favorites.ids.elements, [FilmID(rawValue: 5)])
        XCTAssertEqual(state.selectedList, .criticRatings)
        XCTAssertEqual(state.navigation.screens, [])
    }
}
