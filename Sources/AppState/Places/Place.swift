import ActionLog
/// The web service's stable identifier of a place (`place_id`).
public struct PlaceID: StringIdentifier, ExpressibleByStringLiteral {
    /// The service's place id.
    public var rawValue: String
    /// The place whose id is `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
}

/// One Nearby Search result: what a list row and a map annotation show.
public struct Place: Equatable, Codable, Sendable {
    /// The service's id of the place.
    public var id: PlaceID
    /// The row's title.
    public var name: String
    /// The street address, the row's subtitle; `nil` when the service gave none.
    public var vicinity: String?
    /// Where the place is.
    public var coordinate: Coordinate
    /// The first photo's reference, or `nil` when the place has no photo (the row shows a placeholder).
    public var photoReference: String?

    /// A place with these fields.
    public init(
        id: PlaceID, name: String, vicinity: String?, coordinate: Coordinate, photoReference: String?
    ) {
        self.id = id
        self.name = name
        self.vicinity = vicinity
        self.coordinate = coordinate
        self.photoReference = photoReference
    }
}

/// A list row: a place and the state of its image.
public struct PlaceRow: Equatable, Codable, Sendable {
    /// The place the row shows.
    public var place: Place
    /// `idle` while the row has not been on screen since it was loaded, after its load was
    /// cancelled, or for good when the place has no photo (the row shows a placeholder).
    public var image: ImageLoad

    /// The row of `place`, its photo not requested yet.
    public init(place: Place) {
        self.place = place
        image = .idle
    }

    /// The row of `place` with its photo's `image`.
    public init(place: Place, image: ImageLoad) {
        self.place = place
        self.image = image
    }
}
