import ActionLog

// The reservation JSON read in one pass (`JSONReadable`), to the value the tape gives
// (`Reservation+Node.swift`), malformed parts included: each part gives its value or the failure
// `JSONDecoder` names there (`NodeReadFailure`), and an object gives the failure of the member its
// `Decodable` conformance reads first (the `order` below), whatever the order of the text. A
// failure the tape does not name, or one outside the lenient parts, leaves the whole document to
// the tape; so does anything that is not JSON.

extension Reservation.Source: JSONReadable {
    init(jsonReader reader: inout JSONReader) throws(JSONSyntaxError) {
        var id: PartRead<String>?, confirmationNumber: PartRead<String?>?, dateTime: PartRead<String>?, partySize: PartRead<Int>?
        var restaurant: PartRead<Lenient<ReservationRestaurant>?>?
        let failure = try reader.readObject { reader, key throws(JSONSyntaxError) in
            if key.is("id") {
                try reader.read(&id) { reader throws(JSONSyntaxError) in try reader.readString() }
            } else if key.is("confirmationNumber") {
                try reader.read(&confirmationNumber) { reader throws(JSONSyntaxError) in try reader.readOptional { reader throws(JSONSyntaxError) in try reader.readString() } }
            } else if key.is("dateTime") {
                try reader.read(&dateTime) { reader throws(JSONSyntaxError) in try reader.readString() }
            } else if key.is("partySize") {
                try reader.read(&partySize) { reader throws(JSONSyntaxError) in try reader.readInteger() }
            } else if key.is("restaurant") {
                try reader.read(&restaurant) { reader throws(JSONSyntaxError) in
                    try reader.readLenient(at: [NodeKey("restaurant")], ReservationRestaurant.read)
                }
            } else {
                return false
            }
            return true
        }
        // At the top, any failure leaves the document to the tape.
        var members = MemberReads()
        let values = (
            members.required(id, "id"), members.optional(confirmationNumber, "confirmationNumber"), members.required(dateTime, "dateTime"),
            members.required(partySize, "partySize"), members.optional(restaurant, "restaurant")
        )
        guard failure == nil, members.first == nil, case let (id?, confirmation, time?, partySize?, restaurant) = values,
            let dateTime = LocalDateTime(time)
        else { throw reader.refusal() }
        reservation = Reservation(
            id: ReservationID(id), confirmationNumber: confirmation, dateTime: dateTime, partySize: partySize, restaurant: restaurant)
    }
}

extension ReservationRestaurant {
    /// The restaurant object, as `init(sourceNode:)` reads it from the tape.
    static func read(_ reader: inout JSONReader) throws(JSONSyntaxError) -> PartRead<ReservationRestaurant> {
        var id: PartRead<String?>?, name: PartRead<String>?, street: PartRead<String?>?, city: PartRead<String?>?
        var state: PartRead<String?>?, postalCode: PartRead<String?>?, zip: PartRead<String?>?, country: PartRead<String?>?
        var latitude: PartRead<Double?>?, longitude: PartRead<Double?>?
        var profilePhoto: PartRead<Lenient<Photo>?>?, dishes: PartRead<Lenient<[Lenient<Dish>]>?>?
        let path = [NodeKey("restaurant")]
        if let failure = try reader.readObject({ reader, key throws(JSONSyntaxError) in
            if key.is("id") {
                try reader.read(&id) { reader throws(JSONSyntaxError) in try reader.readOptionalString() }
            } else if key.is("name") {
                try reader.read(&name) { reader throws(JSONSyntaxError) in try reader.readString() }
            } else if key.is("street") {
                try reader.read(&street) { reader throws(JSONSyntaxError) in try reader.readOptionalString() }
            } else if key.is("city") {
                try reader.read(&city) { reader throws(JSONSyntaxError) in try reader.readOptionalString() }
            } else if key.is("state") {
                try reader.read(&state) { reader throws(JSONSyntaxError) in try reader.readOptionalString() }
            } else if key.is("postalCode") {
                try reader.read(&postalCode) { reader throws(JSONSyntaxError) in try reader.readOptionalString() }
            } else if key.is("zip") {
                try reader.read(&zip) { reader throws(JSONSyntaxError) in try reader.readOptionalString() }
            } else if key.is("country") {
                try reader.read(&country) { reader throws(JSONSyntaxError) in try reader.readOptionalString() }
            } else if key.is("latitude") {
                try reader.read(&latitude) { reader throws(JSONSyntaxError) in try reader.readOptional { reader throws(JSONSyntaxError) in try reader.readNumber() } }
            } else if key.is("longitude") {
                try reader.read(&longitude) { reader throws(JSONSyntaxError) in try reader.readOptional { reader throws(JSONSyntaxError) in try reader.readNumber() } }
            } else if key.is("profilePhoto") {
                try reader.read(&profilePhoto) { reader throws(JSONSyntaxError) in
                    try reader.readLenient(at: path + [NodeKey("profilePhoto")], Photo.read)
                }
            } else if key.is("dishes") {
                try reader.read(&dishes) { reader throws(JSONSyntaxError) in
                    try reader.readLenient(at: path + [NodeKey("dishes")]) { reader throws(JSONSyntaxError) in try readDishes(&reader, at: path) }
                }
            } else {
                return false
            }
            return true
        }) {
            return .failure(failure)
        }
        var members = MemberReads()
        let restaurantID = members.optional(id, "id")
        let restaurantName = members.required(name, "name")
        var restaurant = ReservationRestaurant(
            id: restaurantID.map(DiningRestaurantID.init), name: restaurantName ?? "", street: members.optional(street, "street"),
            city: members.optional(city, "city"), state: members.optional(state, "state"))
        // `zip` is read only when there is no `postalCode`.
        restaurant.postalCode = members.optional(postalCode, "postalCode")
        if restaurant.postalCode == nil { restaurant.postalCode = members.optional(zip, "zip") }
        restaurant.country = members.optional(country, "country")
        restaurant.latitude = members.optional(latitude, "latitude")
        restaurant.longitude = members.optional(longitude, "longitude")
        restaurant.profilePhoto = members.optional(profilePhoto, "profilePhoto")
        restaurant.dishes = members.optional(dishes, "dishes")
        return members.first.map { .failure($0) } ?? .success(restaurant)
    }

    /// The dishes, each kept leniently at its place in the list (`Attempt`); a failure not named
    /// is the list's.
    private static func readDishes(_ reader: inout JSONReader, at path: [NodeKey]) throws(JSONSyntaxError) -> PartRead<[Lenient<Dish>]> {
        guard reader.isAtArray else { return .failure(try reader.mismatch(expected: "Array<Any>")) }
        var dishes: [Lenient<Dish>] = []
        var notNamed = false
        try reader.array { reader throws(JSONSyntaxError) in
            guard !notNamed else { return try reader.skip() }
            let dish = try Dish.read(&reader)
            do throws(NodeReadFailure) {
                dishes.append(Lenient(try Attempt(dish, at: path + [NodeKey("dishes"), NodeKey(dishes.count)])))
            } catch {
                notNamed = true
            }
        }
        return notNamed ? .failure(.unnamed) : .success(dishes)
    }
}

extension Dish {
    static func read(_ reader: inout JSONReader) throws(JSONSyntaxError) -> PartRead<Dish> {
        var id: PartRead<String>?, name: PartRead<String>?, photos: PartRead<[Photo]>?, snippet: PartRead<Snippet>?
        if let failure = try reader.readObject({ reader, key throws(JSONSyntaxError) in
            if key.is("id") {
                try reader.read(&id) { reader throws(JSONSyntaxError) in try reader.readString() }
            } else if key.is("name") {
                try reader.read(&name) { reader throws(JSONSyntaxError) in try reader.readString() }
            } else if key.is("photos") {
                try reader.read(&photos) { reader throws(JSONSyntaxError) in try reader.readList(Photo.read) }
            } else if key.is("snippet") {
                try reader.read(&snippet) { reader throws(JSONSyntaxError) in try Snippet.read(&reader) }
            } else {
                return false
            }
            return true
        }) {
            return .failure(failure)
        }
        var members = MemberReads()
        let values = (members.required(id, "id"), members.required(name, "name"), members.required(photos, "photos"), members.required(snippet, "snippet"))
        guard case let (id?, name?, photos?, snippet?) = values else { return .failure(members.first ?? .unnamed) }
        return .success(Dish(id: DishID(id), name: name, photos: photos, snippet: snippet))
    }
}

extension Snippet {
    static func read(_ reader: inout JSONReader) throws(JSONSyntaxError) -> PartRead<Snippet> {
        var content: PartRead<String>?, range: PartRead<TextRange>?, highlights: PartRead<[TextRange]>?
        if let failure = try reader.readObject({ reader, key throws(JSONSyntaxError) in
            if key.is("content") {
                try reader.read(&content) { reader throws(JSONSyntaxError) in try reader.readString() }
            } else if key.is("range") {
                try reader.read(&range) { reader throws(JSONSyntaxError) in try TextRange.read(&reader) }
            } else if key.is("highlights") {
                try reader.read(&highlights) { reader throws(JSONSyntaxError) in try reader.readList(TextRange.read) }
            } else {
                return false
            }
            return true
        }) {
            return .failure(failure)
        }
        var members = MemberReads()
        let values = (members.required(content, "content"), members.required(range, "range"), members.required(highlights, "highlights"))
        guard case let (content?, range?, highlights?) = values else { return .failure(members.first ?? .unnamed) }
        return .success(Snippet(content: content, range: range, highlights: highlights))
    }
}

extension TextRange {
    static func read(_ reader: inout JSONReader) throws(JSONSyntaxError) -> PartRead<TextRange> {
        var location: PartRead<Int>?, length: PartRead<Int>?
        if let failure = try reader.readObject({ reader, key throws(JSONSyntaxError) in
            if key.is("location") {
                try reader.read(&location) { reader throws(JSONSyntaxError) in try reader.readInteger() }
            } else if key.is("length") {
                try reader.read(&length) { reader throws(JSONSyntaxError) in try reader.readInteger() }
            } else {
                return false
            }
            return true
        }) {
            return .failure(failure)
        }
        var members = MemberReads()
        let values = (members.required(location, "location"), members.required(length, "length"))
        guard case let (location?, length?) = values else { return .failure(members.first ?? .unnamed) }
        return .success(TextRange(location: location, length: length))
    }
}

extension Photo {
    static func read(_ reader: inout JSONReader) throws(JSONSyntaxError) -> PartRead<Photo> {
        var id: PartRead<String>?, name: PartRead<String?>?, references: PartRead<[PhotoReference]>?
        if let failure = try reader.readObject({ reader, key throws(JSONSyntaxError) in
            if key.is("id") {
                try reader.read(&id) { reader throws(JSONSyntaxError) in try reader.readString() }
            } else if key.is("name") {
                try reader.read(&name) { reader throws(JSONSyntaxError) in try reader.readOptionalString() }
            } else if key.is("references") {
                try reader.read(&references) { reader throws(JSONSyntaxError) in try reader.readList(PhotoReference.read) }
            } else {
                return false
            }
            return true
        }) {
            return .failure(failure)
        }
        var members = MemberReads()
        let values = (members.required(id, "id"), members.optional(name, "name"), members.required(references, "references"))
        guard case let (id?, name, references?) = values else { return .failure(members.first ?? .unnamed) }
        return .success(Photo(id: PhotoID(id), name: name, references: references))
    }
}

extension PhotoReference {
    static func read(_ reader: inout JSONReader) throws(JSONSyntaxError) -> PartRead<PhotoReference> {
        var width: PartRead<Int>?, height: PartRead<Int>?, uri: PartRead<AddressText>?
        if let failure = try reader.readObject({ reader, key throws(JSONSyntaxError) in
            if key.is("width") {
                try reader.read(&width) { reader throws(JSONSyntaxError) in try reader.readInteger() }
            } else if key.is("height") {
                try reader.read(&height) { reader throws(JSONSyntaxError) in try reader.readInteger() }
            } else if key.is("uri") {
                try reader.read(&uri) { reader throws(JSONSyntaxError) in try reader.readAddress() }
            } else {
                return false
            }
            return true
        }) {
            return .failure(failure)
        }
        var members = MemberReads()
        let values = (members.required(width, "width"), members.required(height, "height"), members.required(uri, "uri"))
        guard case let (width?, height?, uri?) = values else { return .failure(members.first ?? .unnamed) }
        return .success(PhotoReference(width: width, height: height, uri: uri))
    }
}
