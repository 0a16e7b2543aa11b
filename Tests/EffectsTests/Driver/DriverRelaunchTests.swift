import ActionLog
import AppState
import Effects
import Foundation
import Reducers
import XCTest

/// `appcore drive` launched four times on one `--log` and one `--data` folder, as an app is
/// relaunched: each later process continues the log with a launch line, the log verifies with the
/// state compared at every launch and at the end of every process, and it replays to the state the
/// last process showed (`--state`: the last output line carries the state after the last input).
/// Stored data reaches a relaunched process only as results, which the tests check too.
final class DriverRelaunchTests: XCTestCase {
    typealias Script = DriverRelaunch.Script

    func testShowcaseRelaunchedThreeTimesVerifiesAndReadsBackItsFavorites() async throws {
        let replay = try AppcoreExecutable.url(named: "replay")
        let folder = try temporaryFolder()
        /// Launched, the stored favorites read; then `actions`, each settled when it stores.
        func launch(_ actions: String...) -> Script {
            { session in
                session.send(#"{"launched":{}}"#)
                try await self.waitForResults(session, "loaded")
                for action in actions {
                    session.send(action)
                    if action.contains("favorites.toggled") { try await self.waitForResults(session, "persisted") }
                }
            }
        }
        let (runs, outcome) = try await driveRelaunched(ShowcaseFeature.self, folder: folder, [
            launch(#"{"favorites.toggled":{"id":"swift"}}"#, #"{"navigation.tabSelected":{"tab":"browser"}}"#),
            launch(#"{"favorites.toggled":{"id":"elm"}}"#, #"{"modal.presented":{"modal":"map"}}"#),
            launch(#"{"navigation.navigation.pushed":{"screen":{"item":{"id":"alpha"}}}}"#),
            launch(#"{"navigation.tabSelected":{"tab":"favorites"}}"#),
        ])
        // Each relaunch reads back, as a result, what the processes before it stored.
        XCTAssertEqual(try runs.map { try $0.storedValue() }, [
            nil, .array([.string("swift")]), .array([.string("swift"), .string("elm")]), .array([.string("swift"), .string("elm")]),
        ])
        XCTAssertEqual(outcome.state.favorites.ids.elements, ["swift", "elm"])
        XCTAssertEqual(outcome.state.navigation.selected, .favorites)
        XCTAssertNil(outcome.state.modal.presented, "the map presented by the second process is gone after a relaunch")

        // The built replay says the same: exit 0, and four launches (the header's and three lines).
        let process = Process()
        process.executableURL = replay
        process.arguments = ["--verify", folder.appendingPathComponent("session.jsonl").path]
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, text)
        XCTAssertEqual(text, "verified: \(outcome.checkpointsVerified) checkpoints, \(outcome.lastSeq) actions, 4 launches\n")

        // Any JSON reader reads it: launch lines, writers and the checkpoints written at closing.
        let python = Process()
        python.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        python.arguments = [
            "python3", SessionHarness.repositoryRoot.appendingPathComponent("Tests/Compatibility/read_logs.py").path,
            folder.appendingPathComponent("session.jsonl").path,
        ]
        let read = Pipe()
        python.standardOutput = read
        try python.run()
        let summary = String(decoding: read.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        python.waitUntilExit()
        XCTAssertEqual(python.terminationStatus, 0, summary)
    }

    /// Lunch against the real feed: favorites stored by one process come back to the next as a
    /// `loaded` result, and the images come from the disk cache the first process filled.
    func testLunchRelaunchedThreeTimesReadsBackTheFavoritesTheFirstTwoStored() async throws {
        let hosts = try startHosts(routes: LiveHosts.lunchRoutes)
        // Two restaurants of the real feed (Fixtures/lunch/restaurants.json), favorited by the
        // detail screen's heart (seed 000, "Sept Class" 1).
        let feed = try Self.fixtureNames("lunch/restaurants.json", list: "restaurants")
        let (chuys, thaiStar) = ("Chuy's", "Thai Star")
        XCTAssertTrue(feed.contains(chuys) && feed.contains(thaiStar), "\(feed)")
        /// Launched, the feed and the stored favorites in; then `actions`; then the favorites
        /// stored, when a heart was tapped.
        func launch(_ actions: String...) -> Script {
            { session in
                session.send(#"{"launched":{}}"#)
                try await self.waitForResults(session, "loaded")
                try await self.waitForResults(session, "http")
                for action in actions { session.send(action) }
                if actions.contains(where: { $0.contains("heartTapped") }) { try await self.waitForResults(session, "persisted") }
            }
        }
        let (runs, outcome) = try await driveRelaunched(LunchFeature.self, folder: hosts.folder, arguments: Self.maps(hosts.urlMap.rules), [
            launch(#"{"restaurantTapped":{"restaurant":"Chuy's"}}"#, #"{"heartTapped":{"restaurant":"Chuy's"}}"#),
            launch(#"{"restaurantTapped":{"restaurant":"Thai Star"}}"#, #"{"heartTapped":{"restaurant":"Thai Star"}}"#),
            launch(#"{"tabSelected":{"tab":"favorites"}}"#),
            launch(#"{"tabSelected":{"tab":"favorites"}}"#, #"{"restaurantTapped":{"restaurant":"Thai Star"}}"#),
        ])
        XCTAssertEqual(try runs.map { try $0.storedValue() }, [
            nil, .array([.string(chuys)]), .array([.string(chuys), .string(thaiStar)]), .array([.string(chuys), .string(thaiStar)]),
        ], "each relaunch reads back the favorites stored before it")
        // The read is decoded into the app's action in the relaunched process, as it is in replay.
        let restored = runs[1].lines.first { $0["result"]?["loaded"] != nil }?["action"]
        XCTAssertEqual(restored, .object([("favoritesLoaded", .object([("result", .object([("success", .array([.string(chuys)]))]))]))]))
        // One background image per restaurant: the first process fetched them, the relaunched
        // ones found them in the image cache of the data folder.
        for (index, run) in runs.enumerated() {
            XCTAssertEqual(run.results("image").count, feed.count, "process \(index + 1)")
            XCTAssertEqual(run.results("image").filter { $0["info"]?["fromCache"] != .bool(index > 0) }, [], "process \(index + 1)")
        }
        XCTAssertEqual(try hosts.server.requests(path: "/lunch/restaurants.json").count, 4, "each process loads the feed")

        XCTAssertEqual(outcome.state.favorites.ids.elements, [RestaurantID(chuys), RestaurantID(thaiStar)])
        XCTAssertEqual(outcome.state.favoriteRestaurants.map(\.name), [chuys, thaiStar])
        XCTAssertEqual(outcome.state.navigation.selected, .favorites)
        XCTAssertEqual(outcome.state.navigation.current.screens, [.detail(restaurant: RestaurantID(rawValue: thaiStar))])
    }

    /// Dining reads the upcoming reservation from the data folder at every launch.
    func testDiningRelaunchedThreeTimesReadsTheStoredReservationEachTime() async throws {
        let folder = try temporaryFolder()
        let store = folder.appendingPathComponent("data/store")
        try FileManager.default.createDirectory(at: store, withIntermediateDirectories: true)
        let reservation = SessionHarness.repositoryRoot.appendingPathComponent("Fixtures/dining/FullReservation.json")
        try FileManager.default.copyItem(at: reservation, to: store.appendingPathComponent(DiningState.reservationKey.rawValue))
        func launch(_ actions: String...) -> Script {
            { session in
                session.send(#"{"launched":{}}"#)
                try await self.waitForResults(session, "loaded")
                for action in actions { session.send(action) }
            }
        }
        let pictures = try DiningPictureHost()
        addTeardownBlock { pictures.stop() }
        let maps = pictures.maps.flatMap { ["--map", "\($0.prefix)=\($0.replacement)"] }
        let (runs, outcome) = try await driveRelaunched(DiningFeature.self, folder: folder, arguments: maps, [
            launch(#"{"tabSelected":{"tab":"search"}}"#),
            launch(#"{"signInTapped":{}}"#, #"{"modalDismissed":{}}"#, #"{"tabSelected":{"tab":"profile"}}"#),
            launch(#"{"banner.tapped":{}}"#, #"{"cardTapped":{"card":"dishes"}}"#),
            launch(#"{"tabSelected":{"tab":"profile"}}"#, #"{"banner.tapped":{}}"#),
        ])
        let bytes = try String(contentsOf: reservation, encoding: .utf8)
        for run in runs {
            XCTAssertEqual(run.results("loaded").first?["value"], .string(bytes), "the stored reservation, read as stored")
        }
        // Fixtures/dining/FullReservation.json: "Guest Center - iOS\/Mobile Auto", party of 2.
        let canonical = String(decoding: try CanonicalJSON.encode(outcome.state), as: UTF8.self)
        XCTAssertTrue(canonical.contains("Guest Center - iOS/Mobile Auto"), canonical)
        XCTAssertNotNil(outcome.state.details)
        XCTAssertEqual(outcome.state.tabs.selected, .profile)
        XCTAssertEqual(outcome.state.banner.position, .expanded, "tapped once in the last process, from collapsed")
        XCTAssertNil(outcome.state.expandedCard, "the card opened by the third process is closed after a relaunch")
    }

    /// Places against the Places test server. The driver adds no credential to requests (only the
    /// terminal reads PLACES_API_KEY), so the key rides in the `--map` rules' replacements.
    func testPlacesRelaunchedThreeTimesVerifies() async throws {
        let key = PlacesServerTestCase.key
        let server = try LocalServer(arguments: ["--plugin", "places", "--plugin-option", "places:key=\(key)"])
        addTeardownBlock { server.stop() }
        let folder = try temporaryFolder()
        let maps = ["nearbysearch/json", "details/json", "photo"].flatMap { path in
            ["--map", "https://maps.googleapis.com/maps/api/place/\(path)?=http://127.0.0.1:\(server.port)/maps/api/place/\(path)?key=\(key)&"]
        }
        // The first page of the sample keyword search (Fixtures/places/
        // PlacesApiNearbySearchRequestByKeywordResponse.json): its first two pubs.
        let (obriens, duckInn) = ("ChIJi6C1MxquEmsRP3l2oXb357Y", "ChIJ6zKDW9axEmsRATN9DcxvROM")
        let page = try Self.fixtureNames("places/PlacesApiNearbySearchRequestByKeywordResponse.json", list: "results", field: "place_id")
        XCTAssertEqual(Array(page.prefix(2)), [obriens, duckInn])
        func launch(_ actions: String..., details: Bool = false) -> Script {
            { session in
                session.send(#"{"launched":{"configuration":{"hasAPIKey":true,"service":"https://maps.googleapis.com"}}}"#)
                session.send(#"{"locationPermissionChanged":{"permission":"granted"}}"#)
                session.send(#"{"locationUpdated":{"position":{"latitude":-33.8670522,"longitude":151.1957362}}}"#)
                try await self.waitForResults(session, "http")
                for action in actions { session.send(action) }
                if details { try await self.waitForResults(session, "http", count: 2) }
            }
        }
        let visible = #"{"rowsBecameVisible":{"rows":{"first":0,"last":7}}}"#
        let (runs, outcome) = try await driveRelaunched(PlacesFeature.self, folder: folder, arguments: maps, [
            launch(visible),
            launch(visible, #"{"rowTapped":{"place":"\#(obriens)"}}"#, details: true),
            launch(#"{"tabSelected":{"tab":"map"}}"#),
            launch(visible, #"{"rowTapped":{"place":"\#(duckInn)"}}"#, details: true),
        ])
        for run in runs {
            XCTAssertEqual(run.results("http").first?["status"], .int(200))
        }
        XCTAssertEqual(outcome.state.list.rows.map(\.place.id.rawValue), page, "the first page, in its order")
        XCTAssertEqual(outcome.state.navigation.current.screens, [.details(place: PlaceID(rawValue: duckInn))])
    }

    /// Coffee Port against its test server: the feed one process saved comes back to the next as
    /// a `loaded` result (seed 003: the data is cached for offline access).
    func testBurgersRelaunchedThreeTimesReadsBackTheCachedFeed() async throws {
        let server = try BurgersLiveTestCase.startServer()
        addTeardownBlock { server.stop() }
        let folder = try temporaryFolder()
        let menu = try Self.fixtureNames("burgers/server-burgers.json", list: "burgers")
        func launch(hour: Int, _ actions: String..., orders: Int = 0) -> Script {
            { session in
                session.send(#"{"appeared":{"at":"2026-11-18T1\#(hour):06:40.000Z"}}"#)
                try await self.waitForResults(session, "loaded")
                try await self.waitForResults(session, "persisted")
                for action in actions { session.send(action) }
                if orders > 0 { try await self.waitForResults(session, "http", count: 1 + orders) }
            }
        }
        let (runs, outcome) = try await driveRelaunched(
            BurgersFeature.self, folder: folder, arguments: ["--map", "https://coffeeport.herokuapp.com/=http://127.0.0.1:\(server.port)/"], [
                launch(hour: 1, #"{"burgerTapped":{"burger":2}}"#, #"{"alertDismissed":{}}"#),
                launch(hour: 2, #"{"buyTapped":{"burger":2}}"#, orders: 1),
                launch(hour: 3, #"{"connectivityChanged":{"at":"2026-11-18T13:10:00.000Z","connectivity":"offline"}}"#),
                launch(hour: 4, #"{"burgerTapped":{"burger":4}}"#),
            ])
        XCTAssertNil(try runs[0].storedValue(), "nothing is cached before the first launch")
        for run in runs.dropFirst() {
            // The saved feed: the server's menu, in its order.
            guard case .array(let burgers)? = try run.storedValue()?["feed"]?["burgers"] else {
                return XCTFail("no saved feed read back: \(String(describing: run.results("loaded").first))")
            }
            XCTAssertEqual(burgers.map { $0["name"] }, menu.map { .string($0) })
        }
        XCTAssertEqual(outcome.state.lastGood?.feed.burgers.map(\.name), menu)
        XCTAssertEqual(outcome.state.connectivity, .online, "the offline report of the third process is not carried over")
        // Burger 4 of Fixtures/burgers/server-burgers.json, and its notes.
        XCTAssertEqual(outcome.state.alerts.map(\.title), ["Grizzly Bear Burger"])
        XCTAssertEqual(outcome.state.alerts.first?.message.hasPrefix("The origin of this burgers name is unknown"), true)
    }

    /// Films: favorites are not kept across launches (seed 004, important note 1), so each process
    /// starts with none and the log replays to the last process's.
    func testFilmsRelaunchedThreeTimesStartsEachProcessWithoutFavorites() async throws {
        let hosts = try startHosts(routes: [
            .init(prefix: "https://films.example.com/", replacement: "/films/"),
            .init(prefix: "https://images-na.ssl-images-amazon.com/", replacement: "/posters/"),
        ])
        // Films-user.json: Inception is 5; The Dark Knight (7) is in both lists; Films-critic.json:
        // The Shawshank Redemption is 16. The posters' host answers 404.
        /// Appeared, the user list in; then `actions`, the critic list loaded once it is selected.
        func launch(_ actions: String...) -> Script {
            { session in
                session.send(#"{"appeared":{}}"#)
                try await self.waitForResults(session, "http")
                for action in actions {
                    session.send(action)
                    if action.contains("segmentSelected") { try await self.waitForResults(session, "http", count: 2) }
                }
            }
        }
        let (runs, outcome) = try await driveRelaunched(FilmsFeature.self, folder: hosts.folder, arguments: Self.maps(hosts.urlMap.rules), [
            launch(#"{"heartTapped":{"film":5}}"#),
            launch(#"{"segmentSelected":{"list":"criticRatings"}}"#, #"{"heartTapped":{"film":7}}"#),
            launch(#"{"segmentSelected":{"list":"criticRatings"}}"#, #"{"rowTapped":{"film":16}}"#, #"{"heartTapped":{"film":16}}"#,
                   #"{"returnedToList":{"via":"button"}}"#),
            launch(#"{"heartTapped":{"film":7}}"#),
        ])
        XCTAssertEqual(runs.map { $0.lastState?["favorites"] }, [[5], [7], [16], [7]].map { .array($0.map { .int($0) }) })
        XCTAssertEqual(outcome.state.favorites.ids.elements, [FilmID(rawValue: 7)])
        XCTAssertEqual(outcome.state.selectedList, .userRatings, "the critic list selected before is not carried over")
    }

    // MARK: - Support

    private func temporaryFolder() throws -> URL {
        let folder = try SessionHarness.temporaryFolder()
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }

    private static func maps(_ rules: [URLMap.Rule]) -> [String] {
        rules.flatMap { ["--map", "\($0.prefix)=\($0.replacement)"] }
    }

    /// The `field` of every element of the array `list` in `Fixtures/<path>`.
    private static func fixtureNames(_ path: String, list: String, field: String = "name") throws -> [String] {
        let data = try Data(contentsOf: SessionHarness.repositoryRoot.appendingPathComponent("Fixtures/\(path)"))
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let items = try XCTUnwrap(object[list] as? [[String: Any]])
        return try items.map { try XCTUnwrap($0[field] as? String) }
    }
}
