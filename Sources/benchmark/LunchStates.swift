import ActionLog
import AppState
import Foundation
import Reducers

/// Lunch states with a feed loaded the way the app loads it: the response, through
/// `LunchFeature.action(for:)`, reduced.
enum LunchStates {
    /// The real feed, `Fixtures/lunch/restaurants.json`.
    static func realFeed(fixtures: URL) throws -> LunchState {
        try loaded(Data(contentsOf: fixtures.appendingPathComponent("lunch/restaurants.json")))
    }

    /// The real feed's restaurants repeated under new names up to `count`; with `distinctImages`,
    /// each with an image address of its own, as a feed of that size has.
    static func feed(of count: Int, fixtures: URL, distinctImages: Bool = false) throws -> LunchState {
        let data = try Data(contentsOf: fixtures.appendingPathComponent("lunch/restaurants.json"))
        guard let document = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            let restaurants = document["restaurants"] as? [[String: Any]], !restaurants.isEmpty
        else { throw LogError(file: "restaurants.json", line: nil, problem: .empty) }
        let many = (0..<count).map { index in
            var restaurant = restaurants[index % restaurants.count]
            restaurant["name"] = "\(restaurant["name"] ?? "Restaurant") \(index)"
            if distinctImages, let image = restaurant["backgroundImageURL"] as? String {
                restaurant["backgroundImageURL"] = "\(image)?restaurant=\(index)"
            }
            return restaurant
        }
        return try loaded(JSONSerialization.data(withJSONObject: ["restaurants": many]))
    }

    private static func loaded(_ body: Data) throws -> LunchState {
        var state = LunchFeature.namedInitialStates["launch"] ?? LunchState()
        _ = LunchFeature.step(&state, .action(.launched))
        let response = HTTPResponse(status: 200, headers: [.init(name: "content-type", value: "application/json")], body: body)
        _ = LunchFeature.step(&state, .result(.http(id: LunchEffectID.feed.effectID, .success(response))))
        guard case .loaded = state.feed else {
            throw LogError(file: "restaurants.json", line: nil, problem: .malformed(field: nil, reason: "the feed did not load"))
        }
        return state
    }
}
