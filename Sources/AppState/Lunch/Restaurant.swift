import Foundation

/// A restaurant's identity: its name, the only stable key the feed gives. Favorites are stored by
/// it, so they survive a reordered feed.
public struct RestaurantID: Hashable, Comparable, Codable, Sendable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    public var name: String

    public init(_ name: String) { self.name = name }
    public init(stringLiteral value: String) { name = value }

    public init(from decoder: any Decoder) throws {
        name = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }

    public static func < (lhs: RestaurantID, rhs: RestaurantID) -> Bool { lhs.name < rhs.name }
    public var description: String { name }
}

/// One restaurant of the lunch feed, with the feed's own field names.
///
/// `name`, `category`, `backgroundImageURL`, `location` and `location.formattedAddress` are
/// required: a feed without them fails to decode, naming the field. `contact` may be `null`, and
/// every other field may be missing. Coordinates may be missing or out of range: such a restaurant
/// stays in the list and is left off the map with a reason (see `LunchMap`).
public struct Restaurant: Equatable, Codable, Sendable, Identifiable {
    public var name: String
    public var category: String
    public var backgroundImageURL: URL
    public var contact: Contact?
    public var location: Location

    public var id: RestaurantID { RestaurantID(name) }

    public init(name: String, category: String, backgroundImageURL: URL, contact: Contact?, location: Location) {
        self.name = name
        self.category = category
        self.backgroundImageURL = backgroundImageURL
        self.contact = contact
        self.location = location
    }

    /// Ways to reach a restaurant; the feed gives any subset of them.
    public struct Contact: Equatable, Codable, Sendable {
        public var phone: String?
        public var formattedPhone: String?
        public var twitter: String?
        public var facebook: String?
        public var facebookUsername: String?
        public var facebookName: String?

        public init(
            phone: String? = nil, formattedPhone: String? = nil, twitter: String? = nil,
            facebook: String? = nil, facebookUsername: String? = nil, facebookName: String? = nil
        ) {
            self.phone = phone
            self.formattedPhone = formattedPhone
            self.twitter = twitter
            self.facebook = facebook
            self.facebookUsername = facebookUsername
            self.facebookName = facebookName
        }
    }

    /// Where a restaurant is: coordinates in degrees and the address lines to display.
    public struct Location: Equatable, Codable, Sendable {
        public var address: String?
        public var crossStreet: String?
        public var lat: Double?
        public var lng: Double?
        public var postalCode: String?
        public var cc: String?
        public var city: String?
        public var state: String?
        public var country: String?
        /// The address as lines, ready to display.
        public var formattedAddress: [String]

        public init(
            address: String? = nil, crossStreet: String? = nil, lat: Double?, lng: Double?,
            postalCode: String? = nil, cc: String? = nil, city: String? = nil, state: String? = nil,
            country: String? = nil, formattedAddress: [String]
        ) {
            self.address = address
            self.crossStreet = crossStreet
            self.lat = lat
            self.lng = lng
            self.postalCode = postalCode
            self.cc = cc
            self.city = city
            self.state = state
            self.country = country
            self.formattedAddress = formattedAddress
        }
    }
}

/// The feed document as served: `{"restaurants": [...]}`.
public struct LunchFeedDocument: Equatable, Codable, Sendable {
    public var restaurants: [Restaurant]

    public init(restaurants: [Restaurant]) { self.restaurants = restaurants }
}
