import ActionLog
import AppState
import Foundation
import LogReplay
import Reducers
import XCTest

/// Each terminal app started four times on one `--log` and one `--data` folder, a few keys
/// pressed each time and quit with q, as a person relaunches an app: the log verifies with the
/// state compared at every launch and at the end of every process, and replays to the
/// `--final-state` each process wrote, the last one's at the end.
final class TerminalRelaunchTests: TerminalAppTestCase {
    /// The keys of one launch: what it presses, and what it waits to see, on its terminal.
    typealias Keys = (TmuxSession) throws -> Void

    /// Lunch against the real feed: the heart tapped in one launch shows in the lists of the next,
    /// read back from the data folder.
    func testLunchRelaunchedThreeTimesKeepsItsFavorites() throws {
        let hosts = try startHosts(routes: LiveHosts.lunchRoutes)
        let stored = dataFolder.appendingPathComponent("store/\(LunchFeature.favoritesKey.rawValue)")
        // The seed's feed, in its order (Fixtures/lunch/restaurants.json): Chuy's is the eighth
        // restaurant, Thai Star the thirteenth.
        let states = try relaunch(LunchFeature.self, "lunch", maps: hosts.urlMap.rules.map { ($0.prefix, $0.replacement) }, [
            { app in
                try app.waitForScreen(showing: "[1 lunch] 2 internets  3 favorites", "  Chuy's  Tex Mex")
                for _ in 0..<7 { try app.send("Down") }
                try app.send("Enter")
                try app.waitForScreen(showing: "Chuy's  ♡ not a favorite")
                try app.send("f")
                try app.waitForScreen(showing: "Chuy's  ♥ favorite")
                try self.waitForFile(stored, holding: #"["Chuy's"]"#)
            },
            { app in
                // Read back at launch: the heart shows in the list.
                try app.waitForScreen(showing: "♥ Chuy's", "  Thai Star")
                for _ in 0..<12 { try app.send("Down") }
                try app.send("Enter")
                try app.waitForScreen(showing: "Thai Star  ♡ not a favorite", "Thai")
                try app.send("f")
                try app.waitForScreen(showing: "Thai Star  ♥ favorite")
                try self.waitForFile(stored, holding: #"["Chuy's","Thai Star"]"#)
            },
            { app in
                try app.waitForScreen(showing: "♥ Chuy's", "♥ Thai Star")
                try app.send("3")
                try app.waitForScreen(showing: "[3 favorites]", "> ♥ Chuy's", "  ♥ Thai Star")
            },
            { app in
                try app.waitForScreen(showing: "[1 lunch]", "♥ Chuy's", "♥ Thai Star")
                try app.send("3")
                try app.waitForScreen(showing: "[3 favorites]", "> ♥ Chuy's")
                try app.send("Down", "Enter")
                try app.waitForScreen(showing: "Thai Star  ♥ favorite")
            },
        ])
        let state = try XCTUnwrap(states.last)
        XCTAssertEqual(state.favorites.ids.elements, ["Chuy's", "Thai Star"])
        XCTAssertEqual(state.navigation.selected, .favorites)
        XCTAssertEqual(state.navigation.current.screens, [.detail(restaurant: "Thai Star")])
    }

    /// Dining reads the exercise's full reservation from the data folder at every launch; the
    /// banner starts collapsed each time.
    func testDiningRelaunchedThreeTimesReadsItsReservationEachTime() throws {
        let store = dataFolder.appendingPathComponent("store")
        try FileManager.default.createDirectory(at: store, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: SessionHarness.repositoryRoot.appendingPathComponent("Fixtures/dining/FullReservation.json"),
            to: store.appendingPathComponent(DiningState.reservationKey.rawValue))
        let banner = "▲ Guest Center - iOS/Mobile Auto · 28 Dec 2016 at 18:00 · party of 2  collapsed"
        let pictures = try DiningPictureHost()
        addTeardownBlock { pictures.stop() }
        let states = try relaunch(DiningFeature.self, "dining", maps: pictures.maps, [
            { app in
                try app.waitForScreen(showing: "[1 discover] 2 search  3 profile", banner)
                try app.send("2")
                try app.waitForScreen(showing: "[2 search]", banner)
            },
            { app in
                try app.waitForScreen(showing: "[1 discover]", banner)
                try app.send("s")
                try app.waitForScreen(showing: "Sign in")
                try app.send("Escape")
                try app.waitForScreen(showing: banner)
            },
            { app in
                try app.waitForScreen(showing: banner, "0% open")
                try app.send("Up", "Up", "Up", "Up", "Up", "Up")
                try app.waitForScreen(showing: "60% open")
                try app.send("Enter")
                try app.waitForScreen(showing: "party of 2  expanded", "100% open")
            },
            { app in
                try app.waitForScreen(showing: "[1 discover]", banner, "0% open")
                try app.send("3")
                try app.waitForScreen(showing: "[3 profile]", banner)
            },
        ])
        let state = try XCTUnwrap(states.last)
        XCTAssertEqual(state.tabs.selected, .profile)
        XCTAssertEqual(state.banner.position, .collapsed)
        XCTAssertNotNil(state.details)
    }

    /// Places against the Places test server, the key given as PLACES_API_KEY.
    func testPlacesRelaunchedThreeTimesVerifies() throws {
        let server = try LocalServer(arguments: ["--plugin", "places", "--plugin-option", "places:key=\(PlacesServerTestCase.key)"])
        addTeardownBlock { server.stop() }
        // The sample keyword search (Fixtures/places/PlacesApiNearbySearchRequestByKeywordResponse.json).
        let states = try relaunch(
            PlacesFeature.self, "places", maps: [("https://maps.googleapis.com/", "http://127.0.0.1:\(server.port)/")],
            environment: ["PLACES_API_KEY": PlacesServerTestCase.key], rows: 16,
            [
                { app in
                    try app.waitForScreen(showing: " 1 map [2 list]", "20 places", "> P.J.O'Brien's  57 King Street, Sydney")
                    try app.send("Enter")
                    try app.waitForScreen(showing: "P.J.O'Brien's", "esc back")
                },
                { app in
                    try app.waitForScreen(showing: "[2 list]", "> P.J.O'Brien's")
                    try app.send("Down", "Enter")
                    try app.waitForScreen(showing: "The Duck Inn Pub & Kitchen", "esc back")
                    try app.send("Escape")
                    try app.waitForScreen(showing: "> The Duck Inn Pub & Kitchen")
                },
                { app in
                    try app.waitForScreen(showing: "20 places", "> P.J.O'Brien's")
                    try app.send("1")
                    try app.waitForScreen(showing: "[1 map] 2 list")
                },
                { app in
                    try app.waitForScreen(showing: " 1 map [2 list]", "20 places", "> P.J.O'Brien's")
                    try app.send("Down", "Enter")
                    try app.waitForScreen(showing: "The Duck Inn Pub & Kitchen", "esc back")
                },
            ])
        let state = try XCTUnwrap(states.last)
        XCTAssertEqual(state.list.rows.count, 20)
        XCTAssertEqual(state.navigation.selected, .list)
        XCTAssertEqual(state.navigation.current.screens, [.details(place: "ChIJ6zKDW9axEmsRATN9DcxvROM")])
    }

    /// Coffee Port against its test server: the menu one launch saved is read back by the next.
    func testBurgersRelaunchedThreeTimesReadsBackTheSavedMenu() throws {
        let server = try BurgersLiveTestCase.startServer()
        addTeardownBlock { server.stop() }
        let saved = dataFolder.appendingPathComponent("store/\(BurgersFeature.cacheKey.rawValue)")
        // The server's menu (Fixtures/burgers/server-burgers.json): the promoted Diner Burger
        // first; the second row is the Bean burger.
        let states = try relaunch(BurgersFeature.self, "burgers", maps: [("https://coffeeport.herokuapp.com/", "http://127.0.0.1:\(server.port)/")], [
            { app in
                try app.waitForScreen(showing: "Coffee Port  online", "> ★ Diner Burger  750 BTC  [Buy]")
                try self.waitForFile(saved, holding: "Seitan Burger")
                try app.send("Down", "Enter")
                try app.waitForScreen(showing: "Bean burger", "enter/esc OK")
                try app.send("Escape")
            },
            { app in
                try app.waitForScreen(showing: "Coffee Port  online", "> ★ Diner Burger  750 BTC  [Buy]")
                try app.send("b")
                try app.waitForScreen(showing: "Excellent choice!", "Your Diner Burger is on its way.")
                try app.send("Enter")
                try app.waitForScreen(showing: "> ★ Diner Burger  750 BTC  [Buy]")
            },
            { app in
                try app.waitForScreen(showing: "Coffee Port  online", "Diner Burger  750 BTC  [Buy]")
                try app.send("o")
                try app.waitForScreen(showing: "Coffee Port  OFFLINE", "Diner Burger  750 BTC  [Buy: disabled]")
            },
            { app in
                try app.waitForScreen(showing: "Coffee Port  online", "> ★ Diner Burger  750 BTC  [Buy]")
                try app.send("Down", "Enter")
                try app.waitForScreen(showing: "Bean burger", "enter/esc OK")
            },
        ])
        // Each launch asks for the saved menu; the first finds none, the second (which waits for an
        // order's answer before quitting) reads back the one the first saved, and so does any
        // later launch whose read came back before q.
        let reads = try Self.inputsByLaunch(of: log).map { inputs in
            inputs.compactMap { $0["result"]?["loaded"] }.map { $0["value"] != nil }
        }
        XCTAssertEqual(reads.count, 4)
        XCTAssertEqual(reads.first, [false])
        XCTAssertEqual(reads.dropFirst().first, [true])
        XCTAssertEqual(reads.dropFirst().flatMap { $0 }.filter { !$0 }, [], "no relaunch finds the cache empty")
        let state = try XCTUnwrap(states.last)
        XCTAssertEqual(state.connectivity, .online)
        XCTAssertEqual(state.alerts.map(\.title), ["Bean burger"])
        XCTAssertEqual(state.lastGood?.feed.burgers.count, 8)
    }

    /// Films: favorites are not kept across launches (seed 004, important note 1).
    func testFilmsRelaunchedThreeTimesForgetsItsFavoritesEachTime() throws {
        let hosts = try startHosts(routes: [.init(prefix: "https://films.example.com/", replacement: "/films/")])
        // Films-user.json in its order: Inception is fifth; Films-critic.json starts with
        // The Shawshank Redemption.
        let states = try relaunch(FilmsFeature.self, "films", maps: hosts.urlMap.rules.map { ($0.prefix, $0.replacement) }, [
            { app in
                try app.waitForScreen(showing: "[1 User Ratings] 2 Critic Ratings", ">   Interstellar", "Inception")
                try app.send("Down", "Down", "Down", "Down", "f")
                try app.waitForScreen(showing: "> ♥ Inception")
            },
            { app in
                try app.waitForScreen(showing: "[1 User Ratings]", ">   Interstellar", "    Inception")
                try app.send("Tab")
                try app.waitForScreen(showing: "[2 Critic Ratings]", ">   The Shawshank Redemption")
                try app.send("Enter")
                try app.waitForScreen(showing: "The Shawshank Redemption  ♡ not a favorite")
                try app.send("f")
                try app.waitForScreen(showing: "The Shawshank Redemption  ♥ favorite")
            },
            { app in
                try app.waitForScreen(showing: "[1 User Ratings]", ">   Interstellar")
                try app.send("Down", "Down", "Down", "Down", "f")
                try app.waitForScreen(showing: "> ♥ Inception")
            },
            { app in
                try app.waitForScreen(showing: "[1 User Ratings]", ">   Interstellar", "    Inception")
                try app.send("Tab")
                try app.waitForScreen(showing: "[2 Critic Ratings]", ">   The Shawshank Redemption")
            },
        ])
        XCTAssertEqual(states.map { $0.favorites.ids.elements }, [[5], [16], [5], []].map { $0.map { FilmID(rawValue: $0) } })
        XCTAssertEqual(states.last?.selectedList, .criticRatings)
    }

    // MARK: - Support

    /// Starts `app` once per entry of `launches` on the same log and data folder, runs its keys
    /// and quits with q; then checks the log as `RelaunchedLog.verify` does against the final
    /// states the launches wrote, which it returns.
    private func relaunch<F: Feature>(
        _ feature: F.Type, _ app: String, maps: [(prefix: String, replacement: String)] = [],
        environment: [String: String] = [:], rows: Int = 30, _ launches: [Keys],
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> [F.State] {
        var shown: [JSONValue] = []
        for (index, keys) in launches.enumerated() {
            let session = try start(app, maps: maps, environment: environment, rows: rows, launch: index + 1)
            try keys(session)
            shown.append(try quit(session, finalState: finalState(ofLaunch: index + 1), file: file, line: line))
        }
        try RelaunchedLog.verify(F.self, log, states: shown, program: "appcore terminal", file: file, line: line)
        return try (1...launches.count).map { number in
            try Replayer<F>(untilLaunch: number).run(LogOpening(url: log)).state
        }
    }

    /// Waits until the file at `url` holds `text` (a write the app started has landed), so
    /// that quitting cannot lose it.
    private func waitForFile(_ url: URL, holding text: String, within seconds: Double = 5, file: StaticString = #filePath, line: UInt = #line) throws {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if let stored = try? String(contentsOf: url, encoding: .utf8), stored.contains(text) { return }
            Thread.sleep(forTimeInterval: 0.02)
        }
        XCTFail("\(url.lastPathComponent) never held \(text)", file: file, line: line)
    }

    /// The input lines (actions and results) of the log at `url`, launch by launch.
    private static func inputsByLaunch(of url: URL) throws -> [[JSONValue]] {
        var launches: [[JSONValue]] = [[]]
        for text in try String(contentsOf: url, encoding: .utf8).split(separator: "\n").dropFirst() {
            let line = try JSONValue(parsing: Data(text.utf8))
            switch line["type"] {
            case .string("launch"): launches.append([])
            case .string("action"), .string("result"): launches[launches.count - 1].append(line)
            default: break
            }
        }
        return launches
    }
}
