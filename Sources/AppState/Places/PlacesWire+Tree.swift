import ActionLog

// A Nearby Search answer read by the log's byte parser (`JSONTreeDecodable`), only the members
// its shape names built: exactly the documents the `Decodable` conformances decode to the same
// value. Anything else, a result that does not decode included (its failure is kept, named by
// `JSONDecoder`), gives `nil`, and `JSONDecoder` decodes the document as before.

extension NearbyPage.Body: JSONTreeDecodable {
    static let jsonShape = JSONShape.object([
        "status": .whole, "error_message": .whole, "next_page_token": .whole, "results": [Attempt<WirePlace>].jsonShape,
    ])

    init?(jsonTree tree: JSONValue) {
        guard case .object = tree, let status = tree["status"]?.stringValue,
            let errorMessage = tree.optional("error_message", \.stringValue),
            let nextPageToken = tree.optional("next_page_token", \.stringValue),
            let results = tree.optional("results", [Attempt<WirePlace>].init(jsonTree:))
        else { return nil }
        self.init(status: ServiceStatus(rawValue: status), errorMessage: errorMessage, nextPageToken: nextPageToken, results: results)
    }
}

extension WirePlace: JSONTreeDecodable {
    static let jsonShape = JSONShape.object([
        "place_id": .whole, "name": .whole, "vicinity": .whole, "geometry": WireGeometry.jsonShape, "photos": [WirePhoto].jsonShape,
    ])

    init?(jsonTree tree: JSONValue) {
        guard let placeID = tree["place_id"]?.stringValue, let name = tree["name"]?.stringValue,
            let vicinity = tree.optional("vicinity", \.stringValue),
            let geometry = tree["geometry"].flatMap(WireGeometry.init(jsonTree:)),
            let photos = tree.optional("photos", [WirePhoto].init(jsonTree:))
        else { return nil }
        self.init(placeID: PlaceID(rawValue: placeID), name: name, vicinity: vicinity, geometry: geometry, photos: photos)
    }
}

extension WireGeometry: JSONTreeDecodable {
    static let jsonShape = JSONShape.object(["location": WireLatLng.jsonShape])

    init?(jsonTree tree: JSONValue) {
        guard let location = tree["location"].flatMap(WireLatLng.init(jsonTree:)) else { return nil }
        self.init(location: location)
    }
}

extension WireLatLng: JSONTreeDecodable {
    static let jsonShape = JSONShape.object("lat", "lng")

    init?(jsonTree tree: JSONValue) {
        guard let lat = tree["lat"]?.doubleValue, let lng = tree["lng"]?.doubleValue else { return nil }
        self.init(lat: lat, lng: lng)
    }
}

extension WirePhoto: JSONTreeDecodable {
    static let jsonShape = JSONShape.object("photo_reference")

    init?(jsonTree tree: JSONValue) {
        guard case .object = tree, let reference = tree.optional("photo_reference", \.stringValue) else { return nil }
        self.init(reference: reference)
    }
}
