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
    public var backgroundImageURL: AddressText
    /// How to reach the restaurant, when the feed says.
    public var contact: Contact?
    /// Where the restaurant is.
    public var location: Location

    /// The restaurant's id: its name.
    public var id: RestaurantID { RestaurantID(name) }

    /// A restaurant with these fields.
    public init(name: String, category: String, backgroundImageURL: AddressText, contact: Contact?, location: Location) {
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

extension LunchFeedDocument: JSONNodeDecodable {
    package static let jsonShape = JSONShape.object(["restaurants": [Restaurant].jsonShape])

    package init?(jsonNode: JSONNode) {
        guard let restaurants = jsonNode["restaurants"].flatMap([Restaurant].init(jsonNode:)) else { return nil }
        self.init(restaurants: restaurants)
    }
}

extension Restaurant: JSONNodeDecodable {
    package static let jsonShape = JSONShape.object([
        "name": .whole, "category": .whole, "backgroundImageURL": .whole, "contact": Contact.jsonShape, "location": Location.jsonShape,
    ])

    package init?(jsonNode node: JSONNode) {
        guard let name = node["name"]?.stringValue, let category = node["category"]?.stringValue,
            let image = node["backgroundImageURL"]?.stringValue.flatMap(AddressText.init),
            let contact = node.optional("contact", Contact.init(jsonNode:)),
            let location = node["location"].flatMap(Location.init(jsonNode:))
        else { return nil }
        self.init(name: name, category: category, backgroundImageURL: image, contact: contact, location: location)
    }
}

extension Restaurant.Contact: JSONNodeDecodable {
    package static let jsonShape = JSONShape.object("phone", "formattedPhone", "twitter", "facebook", "facebookUsername", "facebookName")

    package init?(jsonNode node: JSONNode) {
        guard node.isObject, let phone = node.optionalString("phone"),
            let formattedPhone = node.optionalString("formattedPhone"), let twitter = node.optionalString("twitter"),
            let facebook = node.optionalString("facebook"),
            let facebookUsername = node.optionalString("facebookUsername"),
            let facebookName = node.optionalString("facebookName")
        else { return nil }
        self.init(
            phone: phone, formattedPhone: formattedPhone, twitter: twitter, facebook: facebook,
            facebookUsername: facebookUsername, facebookName: facebookName)
    }
}

extension Restaurant.Location: JSONNodeDecodable {
    package static let jsonShape = JSONShape.object(
        "address", "crossStreet", "lat", "lng", "postalCode", "cc", "city", "state", "country", "formattedAddress")

    package init?(jsonNode node: JSONNode) {
        guard node.isObject, let address = node.optionalString("address"),
            let crossStreet = node.optionalString("crossStreet"), let lat = node.optionalDouble("lat"),
            let lng = node.optionalDouble("lng"), let postalCode = node.optionalString("postalCode"),
            let cc = node.optionalString("cc"), let city = node.optionalString("city"),
            let state = node.optionalString("state"), let country = node.optionalString("country"),
            let formattedAddress = node["formattedAddress"].flatMap([String].init(jsonNode:))
        else { return nil }
        self.init(
            address: address, crossStreet: crossStreet, lat: lat, lng: lng, postalCode: postalCode, cc: cc, city: city,
            state: state, country: country, formattedAddress: formattedAddress)
    }
}

// The feed read in one pass (`JSONReadable`), to the same values as from its tape.

extension LunchFeedDocument: JSONReadable {
    package init(jsonReader reader: inout JSONReader) throws(JSONSyntaxError) {
        self.init(restaurants: try reader.list(under: "restaurants") { reader throws(JSONSyntaxError) in try Restaurant(jsonReader: &reader) })
    }
}

extension Restaurant {
    init(jsonReader reader: inout JSONReader) throws(JSONSyntaxError) {
        // The contact and whether it was given, apart: as a `Contact??` it was copied and destroyed
        // through its type's metadata on every member.
        var name: String?, category: String?, image: AddressText?, contact: Contact?, contactGiven = false, location: Location?
        var position = JSONReader.Position.opening
        while let key = try reader.nextMember(&position) {
            if key.is("name") {
                try reader.string(into: &name)
            } else if key.is("category") {
                try reader.string(into: &category)
            } else if key.is("backgroundImageURL") {
                try reader.first(image == nil)
                guard let address = AddressText(try reader.string()) else { throw reader.refusal() }
                image = address
            } else if key.is("contact") {
                try reader.first(!contactGiven)
                contactGiven = true
                if try !reader.null() { contact = try Contact(jsonReader: &reader) }
            } else if key.is("location") {
                try reader.first(location == nil)
                location = try Location(jsonReader: &reader)
            } else {
                try reader.skipValue()
            }
        }
        guard let name, let category, let image, let location else { throw reader.refusal() }
        self.init(name: name, category: category, backgroundImageURL: image, contact: contact, location: location)
    }
}

extension Restaurant.Contact {
    init(jsonReader reader: inout JSONReader) throws(JSONSyntaxError) {
        var phone: String??, formattedPhone: String??, twitter: String??, facebook: String??, facebookUsername: String??,
            facebookName: String??
        var position = JSONReader.Position.opening
        while let key = try reader.nextMember(&position) {
            if key.is("phone") {
                try reader.optionalString(into: &phone)
            } else if key.is("formattedPhone") {
                try reader.optionalString(into: &formattedPhone)
            } else if key.is("twitter") {
                try reader.optionalString(into: &twitter)
            } else if key.is("facebook") {
                try reader.optionalString(into: &facebook)
            } else if key.is("facebookUsername") {
                try reader.optionalString(into: &facebookUsername)
            } else if key.is("facebookName") {
                try reader.optionalString(into: &facebookName)
            } else {
                try reader.skipValue()
            }
        }
        self.init(
            phone: phone ?? nil, formattedPhone: formattedPhone ?? nil, twitter: twitter ?? nil, facebook: facebook ?? nil,
            facebookUsername: facebookUsername ?? nil, facebookName: facebookName ?? nil)
    }
}

extension Restaurant.Location {
    init(jsonReader reader: inout JSONReader) throws(JSONSyntaxError) {
        var address: String??, crossStreet: String??, lat: Double??, lng: Double??, postalCode: String??, cc: String??,
            city: String??, state: String??, country: String??, formattedAddress: [String]?
        var position = JSONReader.Position.opening
        while let key = try reader.nextMember(&position) {
            if key.is("address") {
                try reader.optionalString(into: &address)
            } else if key.is("crossStreet") {
                try reader.optionalString(into: &crossStreet)
            } else if key.is("lat") {
                try reader.optionalDouble(into: &lat)
            } else if key.is("lng") {
                try reader.optionalDouble(into: &lng)
            } else if key.is("postalCode") {
                try reader.optionalString(into: &postalCode)
            } else if key.is("cc") {
                try reader.optionalString(into: &cc)
            } else if key.is("city") {
                try reader.optionalString(into: &city)
            } else if key.is("state") {
                try reader.optionalString(into: &state)
            } else if key.is("country") {
                try reader.optionalString(into: &country)
            } else if key.is("formattedAddress") {
                try reader.first(formattedAddress == nil)
                formattedAddress = try reader.strings()
            } else {
                try reader.skipValue()
            }
        }
        guard let formattedAddress else { throw reader.refusal() }
        self.init(
            address: address ?? nil, crossStreet: crossStreet ?? nil, lat: lat ?? nil, lng: lng ?? nil,
            postalCode: postalCode ?? nil, cc: cc ?? nil, city: city ?? nil, state: state ?? nil, country: country ?? nil,
            formattedAddress: formattedAddress)
    }
}
