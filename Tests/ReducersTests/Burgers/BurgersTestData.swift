import ActionLog
import AppState
import Foundation
import Reducers
import XCTest

/// Values shared by the burger reducer tests, written out by hand.
enum BurgersTestData {
    static let settings = BurgersSettings(server: url("http://coffeeport.test"), feedTimeout: 30, orderTimeout: 30)
    static let burgersURL = url("http://coffeeport.test/burgers/")
    static let dinerImage = address("http://coffeeport.test/static/burgers/diner.jpg")
    static let seitanImage = address("http://coffeeport.test/static/burgers/seitan.jpg")

    static let seitan = Burger(
        id: 1, name: "Seitan Burger", vegetarian: true, promoted: false,
        imagePath: "/static/burgers/seitan.jpg", bitcoin: 599,
        notes: "Made from seitan in the Cetus system, imported to Coffee Port by the Intergalactic Vegan Association.")
    static let diner = Burger(
        id: 2, name: "Diner Burger", vegetarian: false, promoted: true,
        imagePath: "/static/burgers/diner.jpg", bitcoin: 750,
        notes: "We periodically send spies to Earth to bring this delicacy back to Coffee Port.")
    static let feed = BurgerFeed(burgers: [seitan, diner])

    static let t0 = Timestamp(milliseconds: 1_795_000_000_000)  // 2026-11-18T11:06:40.000Z
    static func time(plusSeconds seconds: Int64) -> Timestamp { t0.adding(milliseconds: seconds * 1000) }

    static let jpeg = ImageInfo(format: .jpeg, byteCount: 1234, width: 64, height: 48, digest: "ab12", fromCache: false)

    static func url(_ text: String) -> URL {
        guard let url = URL(string: text) else {
            XCTFail("bad URL \(text)")
            return URL(fileURLWithPath: "/")
        }
        return url
    }

    static func address(_ text: String) -> AddressText { AddressText(url(text)) }

    static func fixture(_ name: String) throws -> Data {
        try Fixtures.data("burgers", name)
    }

    static func feedRequest() -> Effect {
        .http(HTTPRequest(
            id: "feed", url: burgersURL, headers: [.init(name: "Accept", value: "application/json")], timeout: 30))
    }

    static func orderRequest(id: Int, bitcoin: Int) -> Effect {
        .http(HTTPRequest(
            id: EffectID("order:\(id)"), method: .post, url: burgersURL,
            headers: [
                .init(name: "Content-Type", value: "application/json"),
                .init(name: "Accept", value: "application/json"),
            ],
            body: "{\"id\":\(id),\"bitcoin\":\(bitcoin)}", timeout: 30))
    }

    static func imageLoads(_ urls: [AddressText]) -> [Effect] {
        urls.map { .loadImage(id: EffectID("image:\($0.text)"), url: $0) }
    }

    /// A state that shows `feed` fetched from the network at `t0`, with both images loaded.
    static func showingFeed(connectivity: Connectivity = .online) -> BurgersState {
        var state = BurgersState(settings: settings, now: t0)
        state.connectivity = connectivity
        state.lastGood = FetchedFeed(feed: feed, fetchedAt: t0, origin: .network)
        state.images = [
            ImageSlot(url: seitanImage, status: .loaded(value: jpeg)),
            ImageSlot(url: dinerImage, status: .loaded(value: jpeg)),
        ]
        return state
    }
}
