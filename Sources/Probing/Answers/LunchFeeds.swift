import Foundation
import LogReplay
import Reducers

/// Lunch feeds made from the real one in `Fixtures/lunch`: a chain's second location (the same
/// name at another address), an exact repeat, and a reload that no longer lists a restaurant.
enum LunchFeeds {
    static let real = ProbeFixtures.data("lunch", "restaurants.json")

    /// The real feed (half the time), or a variant: unreadable, with a chain's second location,
    /// with a restaurant listed twice, or without one.
    static func any(_ random: inout SeededRandom) -> Data {
        let roll = random.int(in: 0...9)
        guard (1...4).contains(roll) else { return roll == 0 ? Data(#"{"restaurants": 3}"#.utf8) : real }
        var body = JSONEdit.object(real)
        var restaurants = body["restaurants"] as? [[String: Any]] ?? []
        guard let index = random.element(of: Array(restaurants.indices)) else { return real }
        switch roll {
        case 1, 2: restaurants.append(secondLocation(of: restaurants[index]))
        case 3: restaurants.insert(restaurants[index], at: 0)
        default: restaurants.remove(at: index)
        }
        body["restaurants"] = restaurants
        return JSONEdit.data(body)
    }

    /// `restaurant` under the same name at another address.
    private static func secondLocation(of restaurant: [String: Any]) -> [String: Any] {
        var restaurant = restaurant
        var location = restaurant["location"] as? [String: Any] ?? [:]
        location["address"] = "4711 Elm St"
        location["formattedAddress"] = ["4711 Elm St", "Dallas, TX 75201"]
        restaurant["location"] = location
        return restaurant
    }

    /// How many restaurants of `body` a user tells apart: one per name and first address line (the
    /// first of `formattedAddress`, else `address`); `nil` when the body lists no restaurants.
    static func locationCount(in body: Data) -> Int? {
        guard let restaurants = JSONEdit.object(body)["restaurants"] as? [[String: Any]] else { return nil }
        var seen: [String] = []
        for restaurant in restaurants {
            let location = restaurant["location"] as? [String: Any]
            let line = (location?["formattedAddress"] as? [String])?.first ?? location?["address"] as? String ?? ""
            let key = "\(restaurant["name"] as? String ?? "")\n\(line)"
            if !seen.contains(key) { seen.append(key) }
        }
        return seen.count
    }
}
