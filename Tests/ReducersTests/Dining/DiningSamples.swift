import ActionLog
import AppState
import Foundation

/// Small reservations written by hand, for the card rules.
enum DiningSamples {
    static let dinnerTime = LocalDateTime(year: 2016, month: 12, day: 28, hour: 18, minute: 0)

    static func photo(_ id: String, sizes: Int = 1) -> Photo {
        Photo(id: PhotoID(id), name: id, references: (0..<sizes).map {
            PhotoReference(width: 90 << $0, height: 90 << $0, uri: AddressText(URL(fileURLWithPath: "/photos/\(id)/\($0).jpg")))
        })
    }

    /// A review whose display range is the first sentence and whose highlight is "Tiramisu".
    static let tiramisuSnippet = Snippet(
        content: "Tiramisu was great. Service was slow.",
        range: TextRange(location: 0, length: 19),
        highlights: [TextRange(location: 0, length: 8)])

    static let tiramisuReview = DisplayedSnippet(
        text: "Tiramisu was great.", highlights: [TextRange(location: 0, length: 8)])

    static func dish(_ name: String, photos: [Photo]? = nil, snippet: Snippet = tiramisuSnippet) -> Dish {
        Dish(id: DishID("id-\(name)"), name: name, photos: photos ?? [photo(name)], snippet: snippet)
    }

    static func shown(_ name: String) -> ShownDish {
        ShownDish(id: DishID("id-\(name)"), name: name, photos: [photo(name)], review: tiramisuReview)
    }

    static func restaurant(
        latitude: Double? = 37.332089, longitude: Double? = -122.030775,
        profilePhoto: Lenient<Photo>? = .valid(photo("profile", sizes: 2)),
        dishes: [Dish]? = nil
    ) -> ReservationRestaurant {
        ReservationRestaurant(
            id: "262309", name: "Guest Center", street: "1 Montgomery Street", city: "San Francisco",
            state: "CA", postalCode: "94104", country: "United States", latitude: latitude,
            longitude: longitude, profilePhoto: profilePhoto,
            dishes: dishes.map { .valid($0.map { .valid($0) }) })
    }

    static func reservation(partySize: Int = 2, restaurant: Lenient<ReservationRestaurant>? = .valid(restaurant())) -> Reservation {
        Reservation(id: "502021878", confirmationNumber: "2042", dateTime: dinnerTime, partySize: partySize, restaurant: restaurant)
    }

    static let summary = SummaryCard(
        restaurantName: "Guest Center", dateTime: dinnerTime, partySize: 2, picture: photo("profile", sizes: 2))

    static let address = AddressCard(
        lines: ["1 Montgomery Street", "San Francisco, CA 94104", "United States"],
        coordinate: Coordinate(latitude: 37.332089, longitude: -122.030775))

    static func details(_ cards: [ReservationCard], _ omissions: [Omission] = []) -> ReservationDetails {
        ReservationDetails(reservationID: "502021878", confirmationNumber: "2042", cards: cards, omissions: omissions)
    }
}
