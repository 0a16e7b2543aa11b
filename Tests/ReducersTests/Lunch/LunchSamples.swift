import ActionLog
import AppState
import Foundation
import Reducers
import XCTest

/// Small restaurants written out here, and the committed feed fixture.
enum LunchSamples {
    /// `Fixtures/lunch/restaurants.json`, the real feed.
    static func realFeed() throws -> Data {
        try Fixtures.data("lunch", "restaurants.json")
    }

    static func url(_ text: String) throws -> URL { try XCTUnwrap(URL(string: text)) }

    static func image(_ name: String) throws -> AddressText { AddressText(try url("http://images.test/\(name).png")) }

    static func restaurant(_ name: String, lat: Double?, lng: Double?, image: String) throws -> Restaurant {
        Restaurant(
            name: name, category: "Tex Mex", backgroundImageURL: try Self.image(image), contact: nil,
            location: .init(lat: lat, lng: lng, formattedAddress: ["1 Main St", "Addison, TX", "United States"]))
    }

    /// Coordinates with exact binary fractions, so that expected regions are exact too.
    static func chuys() throws -> Restaurant { try restaurant("Chuy's", lat: 32.5, lng: -97, image: "chuys") }
    static func gloria() throws -> Restaurant { try restaurant("Gloria's", lat: 33, lng: -96.5, image: "glorias") }

    static let feedURL = LunchSettings.realFeedURL
    static let feedRequest = Effect.http(HTTPRequest(id: "feed", url: feedURL, timeout: 30, maxBytes: 1_000_000))

    static func pngInfo(fromCache: Bool = false) -> ImageInfo {
        ImageInfo(format: .png, byteCount: 79, width: 23, height: 12, digest: "38b8", fromCache: fromCache)
    }

    /// A launched state whose feed holds `restaurants`, whose images all loaded and whose stored
    /// favorites (none) were read.
    static func loaded(_ restaurants: [Restaurant]) -> LunchState {
        var state = loadedBeforeStoredFavorites(restaurants)
        _ = LunchFeature.reduce(&state, .favoritesLoaded(result: .success([])))
        return state
    }

    /// A launched state whose feed holds `restaurants` and whose images all loaded, while the
    /// stored favorites are still being read.
    static func loadedBeforeStoredFavorites(_ restaurants: [Restaurant]) -> LunchState {
        var state = LunchState()
        _ = LunchFeature.reduce(&state, .launched)
        _ = LunchFeature.reduce(&state, .feedLoaded(result: .success(restaurants)))
        for restaurant in restaurants {
            _ = LunchFeature.reduce(&state, .imageLoaded(url: restaurant.backgroundImageURL, result: .success(pngInfo())))
        }
        return state
    }
}
