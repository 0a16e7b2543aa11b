import ActionLog

// A Place Details answer read by the log's byte parser (`JSONNodeDecodable`), only the members its
// shape names kept on the tape: exactly the documents the `Decodable` conformances decode to the
// same value. Anything else gives `nil`, and `JSONDecoder` decodes the document as before.

extension WireEnvelope: JSONNodeDecodable {
    static let jsonShape = JSONShape.object("status", "error_message")

    init?(jsonNode node: JSONNode) {
        guard let status = node["status"]?.stringValue, let errorMessage = node.optionalString("error_message") else { return nil }
        self.init(status: ServiceStatus(rawValue: status), errorMessage: errorMessage)
    }
}

extension PlaceDetails.Body: JSONNodeDecodable {
    static let jsonShape = JSONShape.object(["result": WireDetails.jsonShape])

    init?(jsonNode node: JSONNode) {
        guard let result = node["result"].flatMap(WireDetails.init(jsonNode:)) else { return nil }
        self.init(result: result)
    }
}

extension WireDetails: JSONNodeDecodable {
    static let jsonShape = JSONShape.object([
        "place_id": .whole, "name": .whole, "business_status": .whole, "permanently_closed": .whole, "formatted_address": .whole,
        "formatted_phone_number": .whole, "international_phone_number": .whole, "website": .whole, "url": .whole, "rating": .whole,
        "user_ratings_total": .whole, "opening_hours": Hours.jsonShape, "geometry": WireGeometry.jsonShape,
        "photos": [WirePhoto].jsonShape, "reviews": [Review].jsonShape,
    ])

    init?(jsonNode node: JSONNode) {
        guard node.isObject, let placeID = node.optionalString("place_id"), let name = node.optionalString("name"),
            let businessStatus = node.optionalString("business_status"),
            let permanentlyClosed = node.optional("permanently_closed", { $0.boolValue }),
            let formattedAddress = node.optionalString("formatted_address"),
            let formattedPhone = node.optionalString("formatted_phone_number"),
            let internationalPhone = node.optionalString("international_phone_number"),
            let website = node.optionalString("website"), let url = node.optionalString("url"), let rating = node.optionalDouble("rating"),
            let ratingsCount = node.optional("user_ratings_total", { $0.intValue }),
            let openingHours = node.optional("opening_hours", Hours.init(jsonNode:)),
            let geometry = node.optional("geometry", WireGeometry.init(jsonNode:)),
            let photos = node.optional("photos", [WirePhoto].init(jsonNode:)),
            let reviews = node.optional("reviews", [Review].init(jsonNode:))
        else { return nil }
        self.init(
            placeID: placeID.map(PlaceID.init(rawValue:)), name: name, businessStatus: businessStatus, permanentlyClosed: permanentlyClosed,
            formattedAddress: formattedAddress, formattedPhone: formattedPhone, internationalPhone: internationalPhone, website: website,
            url: url, rating: rating, ratingsCount: ratingsCount, openingHours: openingHours, geometry: geometry, photos: photos,
            reviews: reviews)
    }
}

extension WireDetails.Hours: JSONNodeDecodable {
    static let jsonShape = JSONShape.object("open_now", "weekday_text")

    init?(jsonNode node: JSONNode) {
        guard node.isObject, let openNow = node.optional("open_now", { $0.boolValue }),
            let weekdayText = node.optional("weekday_text", [String].init(jsonNode:))
        else { return nil }
        self.init(openNow: openNow, weekdayText: weekdayText)
    }
}

extension WireDetails.Review: JSONNodeDecodable {
    static let jsonShape = JSONShape.object("author_name", "rating", "relative_time_description", "text")

    init?(jsonNode node: JSONNode) {
        guard node.isObject, let authorName = node.optionalString("author_name"), let rating = node.optionalDouble("rating"),
            let relativeTime = node.optionalString("relative_time_description"), let text = node.optionalString("text")
        else { return nil }
        self.init(authorName: authorName, rating: rating, relativeTime: relativeTime, text: text)
    }
}
