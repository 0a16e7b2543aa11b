import AppState

extension LunchReducer {
    /// The feed's restaurants, each once. A restaurant is known by its name, the only key the feed
    /// gives; a chain's second location (the same name at another address) is kept under its
    /// name followed by its first address line, "Chuy's (4711 Elm St)", so both are listed and
    /// each has its own detail and heart. The first of a name keeps the plain name, so favorites
    /// stored by it still match. A repeat at the same address (or with none) is a duplicate:
    /// left out, and its name listed.
    static func distinctLocations(_ restaurants: [Restaurant]) -> (restaurants: [Restaurant], duplicates: [RestaurantID]) {
        // Most feeds name each restaurant once: then they are kept as they are.
        var names = Set<RestaurantID>(minimumCapacity: restaurants.count)
        if restaurants.allSatisfy({ names.insert($0.id).inserted }) { return (restaurants, []) }
        var seen = OrderedSet<RestaurantID>()
        // The address of the first restaurant of each name (looked up, never iterated).
        var firstAddress: [RestaurantID: String?] = [:]
        var kept: [Restaurant] = []
        var duplicates = OrderedSet<RestaurantID>()
        for var restaurant in restaurants {
            let address = addressLine(of: restaurant)
            if let first = firstAddress[restaurant.id] {
                if let address, address != first { restaurant.name = "\(restaurant.name) (\(address))" }
            } else {
                firstAddress[restaurant.id] = address
            }
            if seen.append(restaurant.id) { kept.append(restaurant) } else { duplicates.append(restaurant.id) }
        }
        return (kept, duplicates.elements)
    }

    /// The first line of a restaurant's address, when it has one that is not blank.
    private static func addressLine(of restaurant: Restaurant) -> String? {
        let line = restaurant.location.formattedAddress.first ?? restaurant.location.address
        return line.flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 }
    }
}
