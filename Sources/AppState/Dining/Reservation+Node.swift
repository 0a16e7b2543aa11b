import ActionLog
import Foundation

// The reservation JSON read by the log's byte parser (JSON with the trailing commas the
// exercise's files have), to the value `Reservation.decode(json:)` gives: members read in the order
// the `Decodable` conformances read them, and a malformed part kept as `Lenient.invalid` with the
// failure `JSONDecoder` names there (`NodeReadFailure`). A failure the node does not name, or one
// outside the lenient parts, gives `nil`, and `JSONDecoder` decodes the document as before.

extension Reservation.Source: JSONNodeDecodable {
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

    init?(jsonNode node: JSONNode) {
        do throws(NodeReadFailure) {
            let fields = try NodeObject(node)
            let id = ReservationID(try fields.required("id", NodeRead.string))
            let confirmationNumber = try fields.optional("confirmationNumber", NodeRead.string)
            guard let time = node["dateTime"]?.stringValue, let dateTime = LocalDateTime(time) else { return nil }
            reservation = Reservation(
                id: id, confirmationNumber: confirmationNumber, dateTime: dateTime,
                partySize: try fields.required("partySize", NodeRead.integer),
                restaurant: try fields.lenient("restaurant", at: [], ReservationRestaurant.init(sourceNode:)))
        } catch {
            return nil
        }
    }
}

extension ReservationRestaurant {
    /// The restaurant's path from the document's root, where its parts' failures are named.
    private static let path = [NodeKey("restaurant")]

    /// The restaurant object, as `init(source:)` reads it.
    init(sourceNode node: JSONNode) throws(NodeReadFailure) {
        let fields = try NodeObject(node)
        self.init(
            id: try fields.optional("id", NodeRead.string).map(DiningRestaurantID.init), name: try fields.required("name", NodeRead.string),
            street: try fields.optional("street", NodeRead.string), city: try fields.optional("city", NodeRead.string),
            state: try fields.optional("state", NodeRead.string))
        // `zip` is read only when there is no `postalCode`.
        postalCode = try fields.optional("postalCode", NodeRead.string)
        if postalCode == nil { postalCode = try fields.optional("zip", NodeRead.string) }
        country = try fields.optional("country", NodeRead.string)
        latitude = try fields.optional("latitude", NodeRead.number)
        longitude = try fields.optional("longitude", NodeRead.number)
        // The paths of failures are made only for a failure.
        profilePhoto = try fields.lenient("profilePhoto", at: Self.path, Photo.init(node:))
        dishes = try fields.lenient("dishes", at: Self.path) { list throws(NodeReadFailure) in
            guard let items = list.items else { throw .mismatch(list, expected: "Array<Any>") }
            var dishes: [Lenient<Dish>] = []
            dishes.reserveCapacity(items.count)
            for (index, item) in items.enumerated() {
                dishes.append(Lenient(try Attempt(node: item, at: Self.path + [NodeKey("dishes"), NodeKey(index)], Dish.init(node:))))
            }
            return dishes
        }
    }
}

// The parts below decode as their synthesized `Decodable` conformances do.

extension Dish {
    init(node: JSONNode) throws(NodeReadFailure) {
        let fields = try NodeObject(node)
        self.init(
            id: DishID(try fields.required("id", NodeRead.string)), name: try fields.required("name", NodeRead.string),
            photos: try fields.required("photos") { list throws(NodeReadFailure) in try NodeRead.list(list, Photo.init(node:)) },
            snippet: try fields.required("snippet", Snippet.init(node:)))
    }
}

extension Snippet {
    init(node: JSONNode) throws(NodeReadFailure) {
        let fields = try NodeObject(node)
        self.init(
            content: try fields.required("content", NodeRead.string), range: try fields.required("range", TextRange.init(node:)),
            highlights: try fields.required("highlights") { list throws(NodeReadFailure) in try NodeRead.list(list, TextRange.init(node:)) })
    }
}

extension TextRange {
    init(node: JSONNode) throws(NodeReadFailure) {
        let fields = try NodeObject(node)
        self.init(location: try fields.required("location", NodeRead.integer), length: try fields.required("length", NodeRead.integer))
    }
}

extension Photo {
    init(node: JSONNode) throws(NodeReadFailure) {
        let fields = try NodeObject(node)
        self.init(
            id: PhotoID(try fields.required("id", NodeRead.string)), name: try fields.optional("name", NodeRead.string),
            references: try fields.required("references") { list throws(NodeReadFailure) in try NodeRead.list(list, PhotoReference.init(node:)) })
    }
}

extension PhotoReference {
    init(node: JSONNode) throws(NodeReadFailure) {
        let fields = try NodeObject(node)
        self.init(
            width: try fields.required("width", NodeRead.integer), height: try fields.required("height", NodeRead.integer),
            uri: try fields.required("uri", NodeRead.address))
    }
}
