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

    /// The seed: each film's image comes from its URL by a web request, in the row and on the
    /// details; each shows its status.
    func testPostersShowTheirStatusInRowsAndDetails() throws {
        // Films-user.json: Interstellar's poster is served as a fixture image; the server has none
        // of the other posters.
        let interstellar = "https://images-na.ssl-images-amazon.com/images/M/MV5BMjIxNTU4MzY4MF5BMl5BanBnXkFtZTgwMzM4ODI3MjE@._V1_UX140_CR0,0,140,209_AL_.jpg"
        let hosts = try startHosts(routes: [
            .init(prefix: "https://films.example.com/", replacement: "/films/"),
            .init(prefix: interstellar, replacement: "/lunch/images/hopdoddy.png"),
            .init(prefix: "https://images-na.ssl-images-amazon.com/", replacement: "/films/posters/"),
        ])
        let app = try start("films", maps: hosts.urlMap.rules.map { ($0.prefix, $0.replacement) })
        // Fixtures/lunch/images/hopdoddy.png is 16×9 (SOURCES.md there).
        try app.waitForScreen(showing: ">   Interstellar  image 16×9  A team of explorers", "    The Wolf of Wall Street  image failed  Based on")
        try app.send("Enter")
        try app.waitForScreen(showing: "Interstellar  ♡ not a favorite", "Poster: 16×9")
        try app.send("Escape", "Down", "Enter")
        try app.waitForScreen(
            showing: "The Wolf of Wall Street  ♡ not a favorite",
            "Poster: failed. images-na.ssl-images-amazon.com answered with an error (HTTP 404).")

        let state = try quitAndReplay(FilmsFeature.self, app)
        XCTAssertEqual(state.navigation.screens, [.details(film: FilmID(rawValue: 2))])
    }

    /// `--films-files`: the lists come from copies of the fixture files; a file missing when its
    /// segment first shows is named with Retry, and r reads it once it is back.
    func testTheListsComeFromTheBundledFilesAndAMissingOneIsRetried() throws {
        let files = folder.appendingPathComponent("films-files")
        try FileManager.default.createDirectory(at: files, withIntermediateDirectories: true)
        let fixtures = SessionHarness.repositoryRoot.appendingPathComponent("Fixtures/films")
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("Films-user.json"), to: files.appendingPathComponent("Films-user.json"))
        // Posters go to the local server (which has none of them), never to the internet.
        let hosts = try startHosts(routes: [.init(prefix: "https://images-na.ssl-images-amazon.com/", replacement: "/films/posters/")])
        let app = try start("films", maps: hosts.urlMap.rules.map { ($0.prefix, $0.replacement) }, options: ["--films-files", files.path])
        // Films-user.json in its order: Interstellar first, The Dark Knight (id 7) seventh.
        try app.waitForScreen(showing: "[1 User Ratings] 2 Critic Ratings", ">   Interstellar", "The Dark Knight")
        try app.send("Down", "Down", "Down", "Down", "Down", "Down", "f")
        try app.waitForScreen(showing: "> ♥ The Dark Knight")
        try app.send("Tab")
        try app.waitForScreen(showing: "Films-critic.json is missing")
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("Films-critic.json"), to: files.appendingPathComponent("Films-critic.json"))
        try app.send("r")
        // Films-critic.json: The Shawshank Redemption first; The Dark Knight, fourth, keeps its heart.
        try app.waitForScreen(showing: ">   The Shawshank Redemption", "♥ The Dark Knight")

        let state = try quitAndReplay(FilmsFeature.self, app)
        XCTAssertEqual(state.settings.source, .bundledFiles)
        XCTAssertEqual(state.favorites.ids.elements, [FilmID(rawValue: 7)])
        XCTAssertEqual(state.userRatings.content.value?.films.count, 15)
        XCTAssertEqual(state.criticRatings.content.value?.films.first?.title, "The Shawshank Redemption")
    }
}
