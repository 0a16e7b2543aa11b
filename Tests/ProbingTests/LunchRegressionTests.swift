import AppState
import Foundation
import Reducers
import XCTest

/// Lunch bugs, each replayed from the log that reproduced it. Expected values come from the seed
/// (000: "That restaurant is saved to a list of favorite restaurants") and the real feed.
final class LunchRegressionTests: XCTestCase {
    /// Issue 13, defect 1: a heart tapped twice before the stored favorites arrived stored
    /// `["Chuy's"]`, then `[]`, and the merge stored nothing: both stored favorites were lost at the
    /// next launch. Now nothing is stored before the restore, and storage keeps them.
    func testAHeartTappedTwiceBeforeTheStoredFavoritesArriveLosesNothing() throws {
        let state = try RegressionSessions.replay(LunchFeature.self, session: "lunch-favorites-tapped-before-restore", inputs: [
            .action(.launched),
            .result(RegressionSessions.ok(LunchEffectID.feed.effectID, try RegressionSessions.fixture("lunch", "restaurants.json"))),
            .action(.restaurantTapped(restaurant: "Chuy's")),
            .action(.heartTapped(restaurant: "Chuy's")),
            .action(.heartTapped(restaurant: "Chuy's")),
            .result(.loaded(key: LunchFeature.favoritesKey, .success(Data(#"["Gloria's","Thai Star"]"#.utf8)))),
        ])
        XCTAssertEqual(state.favorites.ids.elements, ["Gloria's", "Thai Star"])
        XCTAssertFalse(state.favorites.awaitingStored)
    }

    private static func feed() throws -> EffectResult {
        RegressionSessions.ok(LunchEffectID.feed.effectID, try RegressionSessions.fixture("lunch", "restaurants.json"))
    }

    private static let pappadeaux = AddressText("http://sandbox.bottlerocketapps.com/BR_iOS_CodingExam_2015_Server/Images/pappadeaux.png")

    /// Found by the random sessions: a heart was toggled with no detail screen on top (the heart is
    /// on the detail screen, seed 000). It is refused.
    func testAHeartWithNoDetailScreenShownIsRefused() throws {
        let state = try RegressionSessions.replay(LunchFeature.self, session: "lunch-heart-without-detail", inputs: [
            .action(.launched), .result(try Self.feed()), .action(.heartTapped(restaurant: "Yard House")),
        ])
        XCTAssertEqual(state.favorites.ids.elements, [])
        XCTAssertEqual(state.lastRefusal, .notOnScreen)
    }

    /// Found by the random sessions: the map (a modal over the lunch list) opened from the
    /// internets tab. It is refused there.
    func testTheMapDoesNotOpenFromTheInternetsTab() throws {
        let state = try RegressionSessions.replay(LunchFeature.self, session: "lunch-map-from-internets", inputs: [
            .action(.tabSelected(tab: .internets)), .action(.mapButtonTapped),
        ])
        XCTAssertNil(state.modal.presented)
    }

    /// Found by the random sessions: a row tapped under the map pushed a detail screen nobody saw.
    func testARowUnderTheMapPushesNothing() throws {
        let state = try RegressionSessions.replay(LunchFeature.self, session: "lunch-row-under-map", inputs: [
            .action(.launched), .result(try Self.feed()), .action(.mapButtonTapped), .action(.restaurantTapped(restaurant: "Chuy's")),
        ])
        XCTAssertEqual(state.modal.presented, .map)
        XCTAssertEqual(state.navigation.stack(of: .lunch)?.screens, [])
    }

    /// Issue 23: the tab bar took taps under the full-screen map, so dismissing the map landed on
    /// another tab than the one it was opened from (the lunch tab, seed 000's map button). Tabs
    /// and Back under the map reach nothing.
    func testTabsAndBackUnderTheMapAreRefused() throws {
        let state = try RegressionSessions.replay(LunchFeature.self, session: "lunch-tab-under-map", inputs: [
            .action(.launched), .result(try Self.feed()), .action(.mapButtonTapped),
            .action(.tabSelected(tab: .favorites)), .action(.backTapped), .action(.mapDismissed),
        ])
        XCTAssertNil(state.modal.presented)
        XCTAssertEqual(state.navigation.selected, .lunch, "back where the map was opened")
        XCTAssertEqual(LunchScreen(state).showing, .list)
        XCTAssertEqual(LunchScreen(state).tabBar.selected, "lunch")
    }

    /// Issue 14: relaunching after a feed had loaded, with the network gone, dropped the loaded
    /// feed (Burgers and Places keep their last good data). The 15 restaurants of the real feed
    /// stay on screen beside the error; retry reloads them.
    func testAFailedReloadKeepsTheLoadedFeed() throws {
        let unreachable = EffectResult.http(id: LunchEffectID.feed.effectID, .failure(.unreachable(reason: "The network is down.")))
        let failed = try RegressionSessions.replay(LunchFeature.self, session: "lunch-relaunch-reload-failed", inputs: [
            .action(.launched), .result(try Self.feed()), .action(.launched), .result(unreachable),
        ])
        XCTAssertEqual(failed.feed.value?.count, 15)
        XCTAssertEqual(failed.restaurant("Hopdoddy Burger Bar")?.name, "Hopdoddy Burger Bar")
        XCTAssertEqual(failed.feedReloadProblem, .http(error: .unreachable(reason: "The network is down.")))
        XCTAssertFalse(failed.feedRequestInFlight)

        let reloaded = try RegressionSessions.replay(LunchFeature.self, session: "lunch-relaunch-reload-retried", inputs: [
            .action(.launched), .result(try Self.feed()), .action(.launched), .result(unreachable),
            .action(.retryTapped), .result(try Self.feed()),
        ])
        XCTAssertEqual(reloaded.feed.value?.count, 15)
        XCTAssertNil(reloaded.feedReloadProblem)
        XCTAssertNil(reloaded.lastRefusal, "retry is taken after a failed reload")
    }

    /// Found by the random sessions: a feed answer nobody asked for replaced the (idle) feed. It
    /// is dropped; a store never delivers it, so its log is refused.
    func testAFeedAnswerNobodyAskedForIsDropped() throws {
        let state = try RegressionSessions.refused(LunchFeature.self, inputs: [
            .result(try Self.feed()),
        ], atLine: 2, field: "result.http.id")
        XCTAssertEqual(state.feed, .idle)
    }

    /// Found checking the tests against the seed's favorites addendum: a stored-favorites read
    /// nobody was waiting for (after the launch's read had failed) was merged, bringing back
    /// favorites and storing them. Such a read is dropped, as every other unasked answer is; the
    /// failed read leaves the stored list marked unread (see the next test). A store never
    /// delivers such a read, so its log is refused.
    func testAFavoritesReadNobodyWaitsForIsDropped() throws {
        let state = try RegressionSessions.refused(LunchFeature.self, inputs: [
            .action(.launched),
            .result(.loaded(key: "lunch.favorites", .failure(.io("disk unreadable")))),
            .result(.loaded(key: "lunch.favorites", .success(Data(#"["Gloria's"]"#.utf8)))),
        ], atLine: 6, field: "result.loaded.key")
        XCTAssertEqual(state.favorites, Favorites(storedUnread: true))
        XCTAssertEqual(state.favoritesProblem, .storage(.io("disk unreadable")))
    }

    /// Issue 23: when the stored favorites could not be read (an I/O error, as on a phone before
    /// its first unlock), the next heart stored a one-item list over the stored one, lost for
    /// good. Now the heart reads the stored list again, and the restore merges before storing.
    func testAHeartAfterAFailedReadReadsAgainAndKeepsTheStoredFavorites() throws {
        let key = LunchFeature.favoritesKey
        let inputs: [StoreInput<LunchFeature>] = [
            .action(.launched),
            .result(.loaded(key: key, .failure(.io("device locked")))),
            .result(try Self.feed()),
            .action(.restaurantTapped(restaurant: "Chuy's")),
            .action(.heartTapped(restaurant: "Chuy's")),
            .result(.loaded(key: key, .success(Data(#"["Gloria's","Thai Star"]"#.utf8)))),
        ]
        let state = try RegressionSessions.replay(LunchFeature.self, session: "lunch-favorites-unread-kept", inputs: inputs)
        XCTAssertEqual(state.favorites.ids.elements, ["Gloria's", "Thai Star", "Chuy's"])
        XCTAssertFalse(state.favorites.storedUnread)
        // What each input asked storage for: the heart reads again, and only the merge is written.
        var replayed = try XCTUnwrap(LunchFeature.namedInitialStates["launch"])
        let storage = inputs.map { input in
            LunchFeature.step(&replayed, input).effects.filter { if case .http = $0 { false } else if case .loadImage = $0 { false } else { true } }
        }
        XCTAssertEqual(storage[4], [.load(key: key)])
        XCTAssertEqual(storage[5], [.persist(key: key, value: Data(#"["Gloria's","Thai Star","Chuy's"]"#.utf8))])
        XCTAssertFalse(storage.joined().contains { if case .persist = $0 { $0 != storage[5].first } else { false } }, "nothing else is written")
    }

    /// Found by the random sessions: an image answer arriving again, late, turned a failed image
    /// into a loaded one (and could undo a newer load). Only a loading image takes an answer; a
    /// store never delivers one twice, so the log is refused.
    func testAnImageAnswerArrivingAgainIsDropped() throws {
        let url = try XCTUnwrap(Self.pappadeaux)
        let id = LunchEffectID.image(url).effectID
        // What Fixtures/lunch/images/pappadeaux.png is: 77 bytes, 17 × 9.
        let info = ImageInfo(
            format: .png, byteCount: 77, width: 17, height: 9,
            digest: "5135e7355503d439bf6b8e1be4f313d49da5b27c457d36856dcff3a2cb4dbc52", fromCache: true)
        let state = try RegressionSessions.refused(LunchFeature.self, inputs: [
            .action(.launched), .result(try Self.feed()),
            .result(.image(id: id, url: url, .failure(.badStatus(status: 404)))),
            .result(.image(id: id, url: url, .success(info))),
        ], atLine: 8, field: "result.image.id")
        XCTAssertEqual(state.image(at: url), .failed(error: .badStatus(status: 404)))
    }

    /// Found by the random sessions (with numbered load reports): a late failure of a load
    /// superseded by a refresh marked the current load of the page failed. Reports name their
    /// load, and a superseded one's are dropped.
    func testALateReportOfASupersededLoadLeavesTheCurrentOneLoading() throws {
        let state = try RegressionSessions.replay(LunchFeature.self, session: "lunch-browser-superseded-load", inputs: [
            .action(.tabSelected(tab: .internets)),
            .action(.browser(.refreshTapped)),
            .action(.browser(.loadFailed(entry: 1, reason: "cancelled", request: 1))),
        ])
        XCTAssertEqual(state.browser.current.requestCount, 2)
        XCTAssertEqual(state.browser.current.status, .loading(progress: 0))
    }

    /// Issue 23: a detail screen stayed pushed for a restaurant the reloaded feed dropped, with no
    /// content and a heart that could only be emptied. The reload closes it; the favorite is kept.
    func testADetailOfARestaurantTheReloadDroppedIsClosed() throws {
        // The real feed as served, with Chuy's entry cut out of its text.
        let feed = String(decoding: try RegressionSessions.fixture("lunch", "restaurants.json"), as: UTF8.self)
        let entry = try XCTUnwrap(feed.range(of: "\t{\n\t    \"name\": \"Chuy's\""))
        let next = try XCTUnwrap(feed.range(of: "\t{\n", range: entry.upperBound..<feed.endIndex))
        let without = Data(feed.replacingCharacters(in: entry.lowerBound..<next.lowerBound, with: "").utf8)
        let state = try RegressionSessions.replay(LunchFeature.self, session: "lunch-detail-dropped-by-reload", inputs: [
            .action(.launched), .result(try Self.feed()),
            .action(.restaurantTapped(restaurant: "Chuy's")), .action(.heartTapped(restaurant: "Chuy's")),
            .action(.launched), .result(RegressionSessions.ok(LunchEffectID.feed.effectID, without)),
        ])
        XCTAssertEqual(state.feed.value?.count, 14, "the real feed's 15 restaurants but Chuy's")
        XCTAssertEqual(state.navigation.stack(of: .lunch)?.screens, [])
        XCTAssertEqual(LunchScreen(state).showing, .list)
        XCTAssertEqual(state.favorites.ids.elements, ["Chuy's"], "a favorite stays one")
    }

    /// Issue 23: a chain's second restaurant with the same name was dropped as a duplicate. It is
    /// listed under its name and address, with its own detail and heart (seed 000: "That restaurant
    /// is saved to a list of favorite restaurants"); the first keeps its plain name.
    func testAChainsSecondLocationIsListedWithItsAddress() throws {
        // The real feed with a second Chuy's at another address, as a chain's feed has.
        var document = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: try RegressionSessions.fixture("lunch", "restaurants.json")) as? [String: Any])
        var restaurants = try XCTUnwrap(document["restaurants"] as? [[String: Any]])
        var second = try XCTUnwrap(restaurants.first { $0["name"] as? String == "Chuy's" })
        var location = try XCTUnwrap(second["location"] as? [String: Any])
        location["address"] = "211 Alamo Plaza"
        location["formattedAddress"] = ["211 Alamo Plaza", "San Antonio, TX 78205", "United States"]
        second["location"] = location
        restaurants.append(second)
        document["restaurants"] = restaurants
        let feed = try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])
        let state = try RegressionSessions.replay(LunchFeature.self, session: "lunch-chain-second-location", inputs: [
            .action(.launched), .result(RegressionSessions.ok(LunchEffectID.feed.effectID, feed)),
            .action(.restaurantTapped(restaurant: "Chuy's (211 Alamo Plaza)")), .action(.heartTapped(restaurant: "Chuy's (211 Alamo Plaza)")),
        ])
        let names = try XCTUnwrap(state.feed.value).map(\.name)
        XCTAssertEqual(names.count, 16, "the real feed's 15 restaurants and the second location")
        XCTAssertEqual(names.filter { $0.hasPrefix("Chuy's") }, ["Chuy's", "Chuy's (211 Alamo Plaza)"])
        XCTAssertEqual(state.duplicateNames, [])
        XCTAssertEqual(state.navigation.stack(of: .lunch)?.screens, [.detail(restaurant: "Chuy's (211 Alamo Plaza)")])
        XCTAssertEqual(state.favorites.ids.elements, ["Chuy's (211 Alamo Plaza)"], "the second location's heart, not the first's")
        XCTAssertEqual(LunchScreen(state).detail?.address.first, "211 Alamo Plaza", "the detail shows the second location's address")
    }
}
