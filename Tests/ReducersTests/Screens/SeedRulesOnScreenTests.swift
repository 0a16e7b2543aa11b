import ActionLog
import AppState
import Foundation
import LogReplay
import Reducers
import XCTest

/// The seeds' visible rules, asserted on the screen model at every step of each bundled session:
/// what a test asserts here is what every front end shows. Expected values come from the seeds
/// (`Fixtures/seeds/`, read here: each word a test expects is found in its seed first) and the
/// real feeds under `Fixtures/`.
final class SeedRulesOnScreenTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The words `words` of seed `number` (000 Lunch … 004 Films), each checked to stand in the
    /// seed's text, so an expected value here is the requirement's own.
    private func fromSeed(_ number: String, _ words: [String], file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
        let folder = Self.root.appendingPathComponent("Fixtures/seeds")
        let name = try XCTUnwrap(try FileManager.default.contentsOfDirectory(atPath: folder.path).first { $0.hasPrefix(number + "_") })
        let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        for word in words { XCTAssertTrue(text.contains(word), "\(word) is not in seed \(number)", file: file, line: line) }
        return words
    }

    /// Every step of `session` with the screens before and after it.
    private func walk<F: Feature>(_ feature: F.Type, _ session: String, _ body: (Step<F>, F.Screen) throws -> Void) throws {
        let url = Self.root.appendingPathComponent("Sessions/\(session).jsonl")
        var steps = 0
        _ = try Replayer<F>().run(LogOpening(url: url)) { step in
            steps += 1
            try body(step, F.screen(of: step.after))
        }
        XCTAssertGreaterThan(steps, 10, session)
    }

    /// Lunch (seed 000): three tabs named lunch, internets and favorites; the detail's heart is
    /// filled exactly when the restaurant is a favorite; the favorites tab lists the favorites.
    func testLunchTabsHeartsAndFavorites() throws {
        // "two tabs: one named "lunch" and one named "internets"", then "a third tab to show the
        // list of favorite restaurants"; the first page of the browser, Back and Next as a web view
        // shows them, after links and redirects too.
        let tabs = try fromSeed("000", ["\"lunch\"", "\"internets\"", "third tab"])
        let homePage = try fromSeed("000", ["https://www.bottlerocketstudios.com"])[0]
        XCTAssertEqual(tabs.count, 3)
        var sawDetail = false, sawFavorites = false, sawBrowser = false
        for session in ["lunch-tour", "lunch-browser-links"] {
            try walk(LunchFeature.self, session) { step, screen in
                XCTAssertEqual(screen.tabBar.tabs, ["lunch", "internets", "favorites"])
                if let detail = screen.detail {
                    sawDetail = true
                    XCTAssertEqual(detail.isFavorite, step.after.favorites.contains(RestaurantID(detail.name)))
                    XCTAssertEqual(detail.heart.title, detail.isFavorite ? "♥" : "♡")
                }
                if screen.tabBar.selected == "favorites", let list = screen.list, screen.detail == nil {
                    sawFavorites = true
                    XCTAssertEqual(list.rows.map(\.name), step.after.favorites.ids.map(\.name))
                    XCTAssertTrue(list.rows.allSatisfy(\.isFavorite))
                }
                if let browser = screen.browser {
                    sawBrowser = true
                    XCTAssertEqual(browser.back.isEnabled, browser.current > 0)
                    XCTAssertEqual(browser.next.isEnabled, browser.current < browser.history.count - 1)
                    XCTAssertEqual(browser.history.first, homePage, "the seed's first page")
                }
            }
        }
        XCTAssertTrue(sawDetail && sawFavorites && sawBrowser)
    }

    /// Lunch (seed 000): each cell of the lunch tab shows its restaurant, in the feed's order, over
    /// the restaurant's own background image as far as it has loaded ("fetch and cache these images
    /// asynchronously and display them in the cells"): the status the state holds for that address,
    /// looked up by address, whatever order the images were asked for and answered in.
    func testLunchCellsShowTheirRestaurantsImages() throws {
        _ = try fromSeed("000", ["display them in the cells"])
        var statuses: Set<ScreenImage.Status> = []
        for session in ["lunch-tour", "lunch-image-retry-and-favorite-not-saved", "lunch-refusals", "lunch-browser-links"] {
            try walk(LunchFeature.self, session) { step, screen in
                guard screen.tabBar.selected == "lunch", let list = screen.list, let restaurants = step.after.feed.value else { return }
                XCTAssertEqual(list.rows.map(\.name), restaurants.map(\.name), session)
                for (row, restaurant) in zip(list.rows, restaurants) {
                    let url = restaurant.backgroundImageURL
                    XCTAssertEqual(row.image, ScreenImage(url: url, load: step.after.image(at: url)), "\(session), step \(step.seq)")
                    statuses.insert(row.image.status)
                }
            }
        }
        XCTAssertEqual(statuses, [.loading, .loaded, .failed], "the sessions show cells loading, loaded and failed")
    }

    /// Dining mode (seed 001): the banner shows on every tab while there is a reservation and no
    /// modal; a modal hides it; the reservation is visible while the banner is dragged.
    func testDiningBannerOnEveryTabHiddenUnderAModalVisibleWhileDragged() throws {
        var sawDrag = false, sawModal = false
        for session in ["dining-mode", "banner-drag"] {
            try walk(DiningFeature.self, session) { step, screen in
                if screen.modal != nil {
                    sawModal = true
                    XCTAssertNil(screen.banner, "a modal slides over the banner")
                } else if step.after.details != nil {
                    XCTAssertNotNil(screen.banner, "the banner on tab \(screen.tabBar.selected)")
                }
                guard let banner = screen.banner else { return }
                if banner.isDragging && banner.progress > 0 {
                    sawDrag = true
                    let reservation = try XCTUnwrap(screen.reservation, "visible while dragged")
                    XCTAssertEqual(reservation.visibleFraction, banner.progress)
                }
                XCTAssertEqual(screen.reservation != nil, banner.progress > 0)
            }
        }
        XCTAssertTrue(sawDrag && sawModal)
    }

    /// Dining mode (seed 001): the cards of FullReservation.json: the summary, the address, and
    /// the best dishes (at most three), each snippet with its highlights.
    func testDiningCardsOfTheFullReservation() throws {
        var state = DiningState()
        let stored = try Data(contentsOf: Self.root.appendingPathComponent("Fixtures/dining/FullReservation.json"))
        _ = DiningFeature.reduce(&state, .launched)
        _ = DiningFeature.reduce(&state, .reservationRead(result: Reservation.read(.success(stored))))
        _ = DiningFeature.reduce(&state, .banner(.tapped))
        let reservation = try XCTUnwrap(DiningScreen(state).reservation)
        XCTAssertEqual(reservation.cards.map(\.kind), [.summary, .address, .dishes])
        let dishes = try XCTUnwrap(reservation.cards.last?.dishes)
        _ = try fromSeed("001", ["1 to 3", "first 3"])
        XCTAssertTrue((1...3).contains(dishes.count))
        // "for each displayed snippet … the photo": each shown dish's photo is requested.
        XCTAssertTrue(dishes.allSatisfy { !$0.highlights.isEmpty && $0.photo.url != nil && $0.photo.status == .loading })
        XCTAssertEqual(reservation.visibleFraction, 1)
    }

    /// Burgers (seed 003): a "V" on each vegetarian burger, the promoted ones in their own
    /// section, and every Buy disabled while offline.
    func testBurgersVegetarianPromotedAndBuyDisabledOffline() throws {
        struct Menu: Decodable {
            struct Burger: Decodable { var name: String, vegetarian: Bool, promoted: Bool }
            var burgers: [Burger]
        }
        let menu = try JSONDecoder().decode(
            Menu.self, from: Data(contentsOf: Self.root.appendingPathComponent("Fixtures/burgers/server-burgers.json")))
        _ = try fromSeed("003", ["a 'V'", "if there is no connection available"])
        var sawOffline = false
        try walk(BurgersFeature.self, "burgers-order") { step, screen in
            for card in screen.promoted + screen.regular {
                let burger = try XCTUnwrap(menu.burgers.first { $0.name == card.name })
                XCTAssertEqual(card.isVegetarian, burger.vegetarian, card.name)
                XCTAssertEqual(screen.promoted.contains(card), burger.promoted, card.name)
            }
            if step.after.connectivity == .offline {
                sawOffline = true
                XCTAssertEqual(screen.connectivity, .offline)
                XCTAssertFalse((screen.promoted + screen.regular).contains { $0.buy.isEnabled })
            }
        }
        XCTAssertTrue(sawOffline)
    }

    /// Films (seed 004): the two segments, and a heart shared by film identity: a film's heart is
    /// the same in either list and on its details.
    func testFilmsSegmentsAndHeartsSharedByFilm() throws {
        let segments = try fromSeed("004", ["User Ratings", "Critic Ratings"])
        let back = try fromSeed("004", ["Return to Film List"])[0]
        var sawDetails = false
        try walk(FilmsFeature.self, "films-favorites") { step, screen in
            XCTAssertEqual(screen.segments.tabs, segments)
            for row in screen.list?.rows ?? [] {
                XCTAssertEqual(row.isFavorite, step.after.favorites.contains(row.id), row.title)
            }
            if let details = screen.details {
                sawDetails = true
                XCTAssertEqual(details.back.title, back)
                let film = try XCTUnwrap(step.after.filmShown)
                XCTAssertEqual(details.isFavorite, step.after.favorites.contains(film.id))
            }
        }
        XCTAssertTrue(sawDetails)
    }

    /// Places (seed 002): a map and a list tab; at most 25 places, each row titled with its name
    /// and subtitled with its address; the map shows the user's location with My Location.
    func testPlacesRowsAndTheMapWithMyLocation() throws {
        let myLocation = try fromSeed("002", ["My Location"])[0]
        _ = try fromSeed("002", ["top 25"])
        var sawMap = false, sawRows = false
        try walk(PlacesFeature.self, "places-browse") { step, screen in
            XCTAssertEqual(screen.tabBar.tabs, ["map", "list"])
            if let list = screen.list, !list.rows.isEmpty {
                sawRows = true
                XCTAssertLessThanOrEqual(list.rows.count, 25)
                XCTAssertEqual(list.rows.map(\.name), step.after.list.rows.map(\.place.name))
                XCTAssertEqual(list.rows.map(\.address), step.after.list.rows.map(\.place.vicinity))
            }
            if let map = screen.map {
                sawMap = true
                XCTAssertEqual(map.myLocation.title, myLocation)
                XCTAssertEqual(map.userLocation != nil, step.after.location.coordinate != nil)
                XCTAssertEqual(map.myLocation.isEnabled, step.after.location.coordinate != nil)
                XCTAssertEqual(map.pins.map(\.title), step.after.list.rows.map(\.place.name))
            }
        }
        XCTAssertTrue(sawMap && sawRows)
    }
}
