import ActionLog
import Foundation

// The reservation JSON read by the log's byte parser (JSON with the trailing commas the
// exercise's files have), to the value `Reservation.decode(json:)` gives: members read in the order
// the `Decodable` conformances read them, and a malformed part kept as `Lenient.invalid` with the
// failure `JSONDecoder` names there (`TreeReadFailure`). A failure the tree does not name, or one
// outside the lenient parts, gives `nil`, and `JSONDecoder` decodes the document as before.

extension Reservation.Source: JSONTreeDecodable {
    static let jsonShape: JSONShape = {
        let range = JSONShape.object("location", "length")
        let photo = JSONShape.object(["id": .whole, "name": .whole, "references": .array(item: .object("width", "height", "uri"))])
        let dish = JSONShape.object([
            "id": .whole, "name": .whole, "photos": .array(item: photo),
            "snippet": .object(["content": .whole, "range": range, "highlights": .array(item: range)]),
        ])
        let restaurant = JSONShape.object([
            "id": .whole, "name": .whole, "street": .whole, "city": .whole, "state": .whole, "postalCode": .whole, "zip": .whole,
            "country": .whole, "latitude": .whole, "longitude": .whole, "profilePhoto": photo, "dishes": .array(item: dish),
        ])
        return .object([
            "id": .whole, "confirmationNumber": .whole, "dateTime": .whole, "partySize": .whole, "restaurant": restaurant,
        ])
    }()

    init?(jsonTree tree: JSONValue) {
        do throws(TreeReadFailure) {
            let fields = try TreeObject(tree)
            let id = ReservationID(try fields.required("id", TreeRead.string))
            let confirmationNumber = try fields.optional("confirmationNumber", TreeRead.string)
            guard case .string(let time)? = tree["dateTime"], let dateTime = LocalDateTime(time) else { return nil }
            reservation = Reservation(
                id: id, confirmationNumber: confirmationNumber, dateTime: dateTime,
                partySize: try fields.required("partySize", TreeRead.integer),
                restaurant: try fields.lenient("restaurant", at: [], ReservationRestaurant.init(sourceTree:)))
        } catch {
            return nil
        }
    }
}

extension ReservationRestaurant {
    /// The restaurant object, as `init(source:)` reads it.
    init(sourceTree tree: JSONValue) throws(TreeReadFailure) {
        let fields = try TreeObject(tree)
        let path = [TreeKey("restaurant")]
        self.init(
            id: try fields.optional("id", TreeRead.string).map(DiningRestaurantID.init), name: try fields.required("name", TreeRead.string),
            street: try fields.optional("street", TreeRead.string), city: try fields.optional("city", TreeRead.string),
            state: try fields.optional("state", TreeRead.string))
        // `zip` is read only when there is no `postalCode`.
        postalCode = try fields.optional("postalCode", TreeRead.string)
        if postalCode == nil { postalCode = try fields.optional("zip", TreeRead.string) }
        country = try fields.optional("country", TreeRead.string)
        latitude = try fields.optional("latitude", TreeRead.number)
        longitude = try fields.optional("longitude", TreeRead.number)
        profilePhoto = try fields.lenient("profilePhoto", at: path, Photo.init(tree:))
        dishes = try fields.lenient("dishes", at: path) { list throws(TreeReadFailure) in
            guard case .array(let items) = list else { throw .mismatch(list, expected: "Array<Any>") }
            var dishes: [Lenient<Dish>] = []
            for (index, item) in items.enumerated() {
                dishes.append(Lenient(try Attempt(tree: item, at: path + [TreeKey("dishes"), TreeKey(index)], Dish.init(tree:))))
            }
            return dishes
        }
    }
}

// The parts below decode as their synthesized `Decodable` conformances do.

extension Dish {
    init(tree: JSONValue) throws(TreeReadFailure) {
        let fields = try TreeObject(tree)
        self.init(
            id: DishID(try fields.required("id", TreeRead.string)), name: try fields.required("name", TreeRead.string),
            photos: try fields.required("photos") { list throws(TreeReadFailure) in try TreeRead.list(list, Photo.init(tree:)) },
            snippet: try fields.required("snippet", Snippet.init(tree:)))
    }
}

extension Snippet {
    init(tree: JSONValue) throws(TreeReadFailure) {
        let fields = try TreeObject(tree)
        self.init(
            content: try fields.required("content", TreeRead.string), range: try fields.required("range", TextRange.init(tree:)),
            highlights: try fields.required("highlights") { list throws(TreeReadFailure) in try TreeRead.list(list, TextRange.init(tree:)) })
    }
}

extension TextRange {
    init(tree: JSONValue) throws(TreeReadFailure) {
        let fields = try TreeObject(tree)
        self.init(location: try fields.required("location", TreeRead.integer), length: try fields.required("length", TreeRead.integer))
    }
}

extension Photo {
    init(tree: JSONValue) throws(TreeReadFailure) {
        let fields = try TreeObject(tree)
        self.init(
            id: PhotoID(try fields.required("id", TreeRead.string)), name: try fields.optional("name", TreeRead.string),
            references: try fields.required("references") { list throws(TreeReadFailure) in try TreeRead.list(list, PhotoReference.init(tree:)) })
    }
}

extension PhotoReference {
    init(tree: JSONValue) throws(TreeReadFailure) {
        let fields = try TreeObject(tree)
        self.init(
            width: try fields.required("width", TreeRead.integer), height: try fields.required("height", TreeRead.integer),
            uri: try fields.required("uri", TreeRead.url))
    }
}
