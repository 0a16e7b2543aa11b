import ActionLog

// A Nearby Search answer read by the log's byte parser (`JSONNodeDecodable`), only the members
// its shape names kept on the tape: exactly the documents the `Decodable` conformances decode to the same
// value. Anything else, a result that does not decode included (its failure is kept, named by
// `JSONDecoder`), gives `nil`, and `JSONDecoder` decodes the document as before.

extension NearbyPage.Body: JSONNodeDecodable {
    static let jsonShape = JSONShape.object([
        "status": .whole, "error_message": .whole, "next_page_token": .whole, "results": [Attempt<WirePlace>].jsonShape,
    ])

    init?(jsonNode node: JSONNode) {
        guard node.isObject, let status = node["status"]?.stringValue,
            let errorMessage = node.optionalString("error_message"),
            let nextPageToken = node.optionalString("next_page_token"),
            let results = node.optional("results", [Attempt<WirePlace>].init(jsonNode:))
        else { return nil }
        self.init(status: ServiceStatus(rawValue: status), errorMessage: errorMessage, nextPageToken: nextPageToken, results: results)
    }
}

extension WirePlace: JSONNodeDecodable {
    static let jsonShape = JSONShape.object([
        "place_id": .whole, "name": .whole, "vicinity": .whole, "geometry": WireGeometry.jsonShape, "photos": [WirePhoto].jsonShape,
    ])

    init?(jsonNode node: JSONNode) {
        guard let placeID = node["place_id"]?.stringValue, let name = node["name"]?.stringValue,
            let vicinity = node.optionalString("vicinity"),
            let geometry = node["geometry"].flatMap(WireGeometry.init(jsonNode:)),
            let photos = node.optional("photos", [WirePhoto].init(jsonNode:))
        else { return nil }
        self.init(placeID: PlaceID(rawValue: placeID), name: name, vicinity: vicinity, geometry: geometry, photos: photos)
    }
}

extension WireGeometry: JSONNodeDecodable {
    static let jsonShape = JSONShape.object(["location": WireLatLng.jsonShape])

    init?(jsonNode node: JSONNode) {
        guard let location = node["location"].flatMap(WireLatLng.init(jsonNode:)) else { return nil }
        self.init(location: location)
    }
}

extension WireLatLng: JSONNodeDecodable {
    static let jsonShape = JSONShape.object("lat", "lng")

    init?(jsonNode node: JSONNode) {
        guard let lat = node["lat"]?.doubleValue, let lng = node["lng"]?.doubleValue else { return nil }
        self.init(lat: lat, lng: lng)
    }
}

extension WirePhoto: JSONNodeDecodable {
    static let jsonShape = JSONShape.object("photo_reference")

    init?(jsonNode node: JSONNode) {
        guard node.isObject, let reference = node.optionalString("photo_reference") else { return nil }
        self.init(reference: reference)
    }
}
