/// The restaurant of a reservation, as the reservation JSON describes it.
///
/// Its picture and its dishes are `Lenient`: one of them being malformed leaves the rest usable.
public struct ReservationRestaurant: Equatable, Codable, Sendable {
    /// The restaurant's id, when given.
    public var id: DiningRestaurantID?
    /// The restaurant's name.
    public var name: String
    /// The street address.
    public var street: String?
    /// The city.
    public var city: String?
    /// The state or region.
    public var state: String?
    /// `postalCode` in the JSON, or `zip` when it has no `postalCode`.
    public var postalCode: String?
    /// The country.
    public var country: String?
    /// The latitude, in degrees.
    public var latitude: Double?
    /// The longitude, in degrees.
    public var longitude: Double?
    /// The restaurant's photo, or why it could not be read.
    public var profilePhoto: Lenient<Photo>?
    /// `nil` when the JSON has no `dishes` (a partial reservation).
    public var dishes: Lenient<[Lenient<Dish>]>?

    /// A restaurant with these fields.
    public init(
        id: DiningRestaurantID? = nil, name: String, street: String? = nil, city: String? = nil,
        state: String? = nil, postalCode: String? = nil, country: String? = nil,
        latitude: Double? = nil, longitude: Double? = nil, profilePhoto: Lenient<Photo>? = nil,
        dishes: Lenient<[Lenient<Dish>]>? = nil
    ) {
        self.id = id
        self.name = name
        self.street = street
        self.city = city
        self.state = state
        self.postalCode = postalCode
        self.country = country
        self.latitude = latitude
        self.longitude = longitude
        self.profilePhoto = profilePhoto
        self.dishes = dishes
    }

    /// Reads the restaurant object of the reservation JSON (see `Reservation.decode(json:)`).
    init(source decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: SourceKeys.self)
        id = try container.decodeIfPresent(DiningRestaurantID.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        street = try container.decodeIfPresent(String.self, forKey: .street)
        city = try container.decodeIfPresent(String.self, forKey: .city)
        state = try container.decodeIfPresent(String.self, forKey: .state)
        postalCode = try container.decodeIfPresent(String.self, forKey: .postalCode)
            ?? container.decodeIfPresent(String.self, forKey: .zip)
        country = try container.decodeIfPresent(String.self, forKey: .country)
        latitude = try container.decodeIfPresent(Double.self, forKey: .latitude)
        longitude = try container.decodeIfPresent(Double.self, forKey: .longitude)
        profilePhoto = container.lenient(.profilePhoto) { try Photo(from: $0) }
        dishes = container.lenient(.dishes) { try [Attempt<Dish>](from: $0).map(Lenient.init) }
    }

    private enum SourceKeys: String, CodingKey {
        case id, name, street, city, state, postalCode, zip, country, latitude, longitude
        case profilePhoto, dishes
    }
}
