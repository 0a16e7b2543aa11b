/// The cards of the reservation's full-screen view, in the order they are shown.
public enum CardKind: String, Equatable, Codable, Sendable, CaseIterable {
    /// Card 1: restaurant name, reservation time, party size, picture.
    case summary
    /// Card 2: the address and its map.
    case address
    /// Card 3: the best dishes, 1 to 3 of them.
    case dishes
}

/// One card with its content, computed by the core so a front end only lays it out.
public enum ReservationCard: Equatable, Codable, Sendable {
    case summary(card: SummaryCard)
    case address(card: AddressCard)
    case dishes(dishes: [ShownDish])

    /// Which card this is.
    public var kind: CardKind {
        switch self {
        case .summary: .summary
        case .address: .address
        case .dishes: .dishes
        }
    }
}

/// Card 1. The name and picture are `nil` when the reservation has no usable restaurant, the
/// party size when the reservation's is not one (below 1).
public struct SummaryCard: Equatable, Codable, Sendable {
    /// The restaurant's name, when known.
    public var restaurantName: String?
    /// When the table is booked, in the restaurant's local time.
    public var dateTime: LocalDateTime
    /// How many people the table is for, when known.
    public var partySize: Int?
    /// The restaurant's picture, when known.
    public var picture: Photo?

    /// A summary card with these fields.
    public init(restaurantName: String?, dateTime: LocalDateTime, partySize: Int?, picture: Photo?) {
        self.restaurantName = restaurantName
        self.dateTime = dateTime
        self.partySize = partySize
        self.picture = picture
    }
}

/// Card 2: the address as lines to print, and the point to put on a map. At least one of the two
/// is there: lines alone when the location is missing or out of range (no map), a map alone when
/// the restaurant has no address text.
public struct AddressCard: Equatable, Codable, Sendable {
    /// Street; city, state and postal code; country. Lines with nothing in them are left out.
    public var lines: [String]
    /// Where the restaurant is, when known.
    public var coordinate: Coordinate?

    /// An address card of `lines` at `coordinate`.
    public init(lines: [String], coordinate: Coordinate?) {
        self.lines = lines
        self.coordinate = coordinate
    }
}

/// A dish as card 3 shows it: its photos and its review laid out.
public struct ShownDish: Equatable, Codable, Sendable {
    /// The dish's id.
    public var id: DishID
    /// The dish's name.
    public var name: String
    /// At least one, each with at least one size.
    public var photos: [Photo]
    /// The dish's review snippet as shown.
    public var review: DisplayedSnippet

    /// A dish shown with these fields.
    public init(id: DishID, name: String, photos: [Photo], review: DisplayedSnippet) {
        self.id = id
        self.name = name
        self.photos = photos
        self.review = review
    }
}
