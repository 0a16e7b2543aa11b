/// The web service's JSON, as decoded before it becomes the core's values. Internal: only the
/// decoding of `NearbyPage` and `PlaceDetails` sees these shapes.

/// `{"status": ..., "error_message": ...}`: the envelope of every answer.
struct WireEnvelope: Decodable {
    var status: ServiceStatus
    var errorMessage: String?

    enum CodingKeys: String, CodingKey {
        case status
        case errorMessage = "error_message"
    }
}

/// `{"lat": ..., "lng": ...}`
struct WireLatLng: Decodable, Equatable {
    var lat: Double
    var lng: Double

    var coordinate: Coordinate { Coordinate(latitude: lat, longitude: lng) }
}

/// `geometry`, of which only `location` is used.
struct WireGeometry: Decodable, Equatable {
    var location: WireLatLng
}

/// One entry of `photos`.
struct WirePhoto: Decodable, Equatable {
    var reference: String?

    enum CodingKeys: String, CodingKey {
        case reference = "photo_reference"
    }
}

/// One entry of a Nearby Search's `results`.
struct WirePlace: Decodable, Equatable {
    var placeID: PlaceID
    var name: String
    var vicinity: String?
    var geometry: WireGeometry
    var photos: [WirePhoto]?

    enum CodingKeys: String, CodingKey {
        case placeID = "place_id"
        case name, vicinity, geometry, photos
    }

    var place: Place {
        Place(
            id: placeID, name: name, vicinity: vicinity, coordinate: geometry.location.coordinate,
            photoReference: photos?.lazy.compactMap(\.reference).first)
    }
}
