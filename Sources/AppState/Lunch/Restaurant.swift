import ActionLog
import Foundation

/// A restaurant's identity: its name, the only stable key the feed gives. Favorites are stored by
/// it, so they survive a reordered feed.
public struct RestaurantID: StringIdentifier, ExpressibleByStringLiteral {
    /// The id as text: the restaurant's name.
    public var rawValue: String
    /// The restaurant whose id is `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The restaurant's name, which is its identity.
    public var name: String { rawValue }
}

/// One restaurant of the lunch feed, with the feed's own field names.
///
/// `name`, `category`, `backgroundImageURL`, `location` and `location.formattedAddress` are
/// required: a feed without them fails to decode, naming the field. `contact` may be `null`, and
/// every other field may be missing. Coordinates may be missing or out of range: such a restaurant
/// stays in the list and is left off the map with a reason (see `LunchMap`).
public struct Restaurant: Equatable, Codable, Sendable, Identifiable {
    /// The restaurant's name, also its id.
    public var name: String
    /// The restaurant's category, such as `Burgers`.
    public var category: String
    /// The address of the restaurant's picture.
    public var backgroundImageURL: URL
    /// How to reach the restaurant, when the feed says.
    public var contact: Contact?
    /// Where the restaurant is.
    public var location: Location

    /// The restaurant's id: its name.
    public var id: RestaurantID { RestaurantID(name) }

    /// A restaurant with these fields.
    public init(name: String, category: String, backgroundImageURL: URL, contact: Contact?, location: Location) {
        self.name = name
        self.category = category
        self.backgroundImageURL = backgroundImageURL
        self.contact = contact
        self.location = location
    }

    /// Ways to reach a restaurant; the feed gives any subset of them.
    public struct Contact: Equatable, Codable, Sendable {
        /// The phone number as the feed spells it for dialling.
        public var phone: String?
        /// The phone number as people read it.
        public var formattedPhone: String?
        /// The Twitter name.
        public var twitter: String?
        /// The Facebook page's id.
        public var facebook: String?
        /// The Facebook user name.
        public var facebookUsername: String?
        /// The Facebook page's name.
        public var facebookName: String?

        /// Contact details with these fields.
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
        /// The street address.
        public var address: String?
        /// The nearest cross street.
        public var crossStreet: String?
        /// The latitude, in degrees.
        public var lat: Double?
        /// The longitude, in degrees.
        public var lng: Double?
        /// The postal code.
        public var postalCode: String?
        /// The country code, such as `US`.
        public var cc: String?
        /// The city.
        public var city: String?
        /// The state or region.
        public var state: String?
        /// The country.
        public var country: String?
        /// The address as lines, ready to display.
        public var formattedAddress: [String]

        /// A location with these fields.
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
package struct LunchFeedDocument: Equatable, Codable, Sendable {
    package var restaurants: [Restaurant]

    package init(restaurants: [Restaurant]) { self.restaurants = restaurants }
}

// The feed read by the log's byte parser, as its `Decodable` conformance reads it.

extension LunchFeedDocument: JSONTreeDecodable {
    package static let jsonShape = JSONShape.object(["restaurants": [Restaurant].jsonShape])

    package init?(jsonTree: JSONValue) {
        guard let restaurants = jsonTree["restaurants"].flatMap([Restaurant].init(jsonTree:)) else { return nil }
        self.init(restaurants: restaurants)
    }
}

extension Restaurant: JSONTreeDecodable {
    package static let jsonShape = JSONShape.object([
        "name": .whole, "category": .whole, "backgroundImageURL": .whole, "contact": Contact.jsonShape, "location": Location.jsonShape,
    ])

    package init?(jsonTree tree: JSONValue) {
        guard let name = tree["name"]?.stringValue, let category = tree["category"]?.stringValue,
            let image = tree["backgroundImageURL"]?.stringValue.flatMap(URL.init(string:)),
            let contact = tree.optional("contact", Contact.init(jsonTree:)),
            let location = tree["location"].flatMap(Location.init(jsonTree:))
        else { return nil }
        self.init(name: name, category: category, backgroundImageURL: image, contact: contact, location: location)
    }
}

extension Restaurant.Contact: JSONTreeDecodable {
    package static let jsonShape = JSONShape.object("phone", "formattedPhone", "twitter", "facebook", "facebookUsername", "facebookName")

    package init?(jsonTree tree: JSONValue) {
        guard case .object = tree, let phone = tree.optional("phone", \.stringValue),
            let formattedPhone = tree.optional("formattedPhone", \.stringValue), let twitter = tree.optional("twitter", \.stringValue),
            let facebook = tree.optional("facebook", \.stringValue),
            let facebookUsername = tree.optional("facebookUsername", \.stringValue),
            let facebookName = tree.optional("facebookName", \.stringValue)
        else { return nil }
        self.init(
            phone: phone, formattedPhone: formattedPhone, twitter: twitter, facebook: facebook,
            facebookUsername: facebookUsername, facebookName: facebookName)
    }
}

extension Restaurant.Location: JSONTreeDecodable {
    package static let jsonShape = JSONShape.object(
        "address", "crossStreet", "lat", "lng", "postalCode", "cc", "city", "state", "country", "formattedAddress")

    package init?(jsonTree tree: JSONValue) {
        guard case .object = tree, let address = tree.optional("address", \.stringValue),
            let crossStreet = tree.optional("crossStreet", \.stringValue), let lat = tree.optional("lat", \.doubleValue),
            let lng = tree.optional("lng", \.doubleValue), let postalCode = tree.optional("postalCode", \.stringValue),
            let cc = tree.optional("cc", \.stringValue), let city = tree.optional("city", \.stringValue),
            let state = tree.optional("state", \.stringValue), let country = tree.optional("country", \.stringValue),
            let formattedAddress = tree["formattedAddress"].flatMap([String].init(jsonTree:))
        else { return nil }
        self.init(
            address: address, crossStreet: crossStreet, lat: lat, lng: lng, postalCode: postalCode, cc: cc, city: city,
            state: state, country: country, formattedAddress: formattedAddress)
    }
}
