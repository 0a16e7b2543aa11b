import Foundation

/// What the Place Details web service says about one place: the details screen's content.
public struct PlaceDetails: Equatable, Codable, Sendable {
    /// One visitor's review.
    public struct Review: Equatable, Codable, Sendable {
        /// The reviewer's name, when given.
        public var author: String?
        /// The reviewer's rating, when given.
        public var rating: Double?
        /// "a month ago", as the service words it.
        public var relativeTime: String?
        /// What the reviewer wrote.
        public var text: String

        /// A review with these fields.
        public init(author: String?, rating: Double?, relativeTime: String?, text: String) {
            self.author = author
            self.rating = rating
            self.relativeTime = relativeTime
            self.text = text
        }
    }

    /// The place the answer is about; `nil` when the answer does not say (a request with a field
    /// mask, `fields=`, leaves `place_id` out unless asked): it is then the place asked for.
    public var id: PlaceID?
    /// `nil` when the service gave none (a permanently closed place may come without one).
    public var name: String?
    /// `business_status`, or `CLOSED_PERMANENTLY` when only the older `permanently_closed: true`
    /// says so; `nil` when the service did not say.
    public var businessStatus: BusinessStatus?
    /// `formatted_address`
    public var address: String?
    /// `formatted_phone_number`
    public var phone: String?
    /// `international_phone_number`
    public var internationalPhone: String?
    /// The place's web site, when given.
    public var website: String?
    /// The place's page on the map service (`url`).
    public var mapsURL: String?
    /// The place's average rating, when given.
    public var rating: Double?
    /// `user_ratings_total`
    public var ratingsCount: Int?
    /// `opening_hours.open_now`: whether it was open when the service answered.
    public var openNow: Bool?
    /// `opening_hours.weekday_text`: one line per day, as the service words it.
    public var openingHours: [String]
    /// Where the place is, when given.
    public var coordinate: Coordinate?
    /// The service's references of the place's photos.
    public var photoReferences: [String]
    /// The reviews, in the service's order.
    public var reviews: [Review]

    /// Details with these fields.
    public init(
        id: PlaceID?, name: String?, businessStatus: BusinessStatus? = nil, address: String? = nil, phone: String? = nil,
        internationalPhone: String? = nil, website: String? = nil, mapsURL: String? = nil,
        rating: Double? = nil, ratingsCount: Int? = nil, openNow: Bool? = nil,
        openingHours: [String] = [], coordinate: Coordinate? = nil, photoReferences: [String] = [],
        reviews: [Review] = []
    ) {
        self.id = id
        self.name = name
        self.businessStatus = businessStatus
        self.address = address
        self.phone = phone
        self.internationalPhone = internationalPhone
        self.website = website
        self.mapsURL = mapsURL
        self.rating = rating
        self.ratingsCount = ratingsCount
        self.openNow = openNow
        self.openingHours = openingHours
        self.coordinate = coordinate
        self.photoReferences = photoReferences
        self.reviews = reviews
    }

    /// Whether the place is closed, for now or for good: the details screen says so.
    public var isClosed: Bool {
        businessStatus == .closedTemporarily || businessStatus == .closedPermanently
    }

    /// The details an HTTP result holds; any `status` but `OK` is a `PlacesError.service`
    /// (`NOT_FOUND` when the place no longer exists).
    package static func decode(_ result: Result<HTTPResponse, HTTPError>) -> Result<PlaceDetails, PlacesError> {
        LoadError.decode(WireEnvelope.self, from: result).mapError(PlacesError.load).flatMap { envelope in
            guard envelope.status == .ok else {
                return .failure(.service(status: envelope.status, message: envelope.errorMessage))
            }
            return LoadError.decode(Body.self, from: result).mapError(PlacesError.load).map(\.result.details)
        }
    }

    /// A Place Details answer: its `result` (read by the byte parser in `PlaceDetails+Node.swift`).
    struct Body: Decodable {
        var result: WireDetails
    }
}

/// `result` of a Place Details answer.
struct WireDetails: Decodable {
    struct Hours: Decodable {
        var openNow: Bool?
        var weekdayText: [String]?

        enum CodingKeys: String, CodingKey {
            case openNow = "open_now"
            case weekdayText = "weekday_text"
        }
    }

    struct Review: Decodable {
        var authorName: String?
        var rating: Double?
        var relativeTime: String?
        var text: String?

        enum CodingKeys: String, CodingKey {
            case rating, text
            case authorName = "author_name"
            case relativeTime = "relative_time_description"
        }
    }

    var placeID: PlaceID?
    var name: String?
    var businessStatus: String?
    /// The older spelling of a closed place, still in some answers.
    var permanentlyClosed: Bool?
    var formattedAddress: String?
    var formattedPhone: String?
    var internationalPhone: String?
    var website: String?
    var url: String?
    var rating: Double?
    var ratingsCount: Int?
    var openingHours: Hours?
    var geometry: WireGeometry?
    var photos: [WirePhoto]?
    var reviews: [Review]?

    enum CodingKeys: String, CodingKey {
        case name, website, url, rating, geometry, photos, reviews
        case placeID = "place_id"
        case businessStatus = "business_status"
        case permanentlyClosed = "permanently_closed"
        case formattedAddress = "formatted_address"
        case formattedPhone = "formatted_phone_number"
        case internationalPhone = "international_phone_number"
        case ratingsCount = "user_ratings_total"
        case openingHours = "opening_hours"
    }

    var details: PlaceDetails {
        PlaceDetails(
            id: placeID, name: name,
            businessStatus: businessStatus.flatMap(BusinessStatus.init(rawValue:)) ?? (permanentlyClosed == true ? .closedPermanently : nil),
            address: formattedAddress, phone: formattedPhone,
            internationalPhone: internationalPhone, website: website, mapsURL: url, rating: rating,
            ratingsCount: ratingsCount, openNow: openingHours?.openNow,
            openingHours: openingHours?.weekdayText ?? [], coordinate: geometry?.location.coordinate,
            photoReferences: photos?.compactMap(\.reference) ?? [],
            reviews: reviews?.map {
                PlaceDetails.Review(
                    author: $0.authorName, rating: $0.rating, relativeTime: $0.relativeTime, text: $0.text ?? "")
            } ?? [])
    }
}

/// `business_status` of a place, as the service spells it. A status this core does not know is
/// left out (`nil`), like an absent one.
public enum BusinessStatus: String, Equatable, Codable, Sendable {
    case operational = "OPERATIONAL"
    case closedTemporarily = "CLOSED_TEMPORARILY"
    case closedPermanently = "CLOSED_PERMANENTLY"
}
