import ActionLog
import Foundation

/// The id the reservation JSON gives a reservation.
public struct ReservationID: StringIdentifier, ExpressibleByStringLiteral {
    /// The id as the JSON spells it.
    public var rawValue: String
    /// The reservation whose id is `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
}

/// An upcoming restaurant reservation, as the exercise's reservation JSON describes it.
///
/// `id`, `dateTime` and `partySize` are required: without them there is no reservation to show.
/// The restaurant is `Lenient`, and `nil` when the JSON has none: the cards that need it are left
/// out, with the reason, and the others still show.
public struct Reservation: Equatable, Codable, Sendable {
    /// The reservation's id.
    public var id: ReservationID
    /// The confirmation number, when given.
    public var confirmationNumber: String?
    /// The time at the restaurant.
    public var dateTime: LocalDateTime
    /// How many people the table is for.
    public var partySize: Int
    /// The restaurant, or why it could not be read.
    public var restaurant: Lenient<ReservationRestaurant>?

    /// A reservation with these fields.
    public init(
        id: ReservationID, confirmationNumber: String? = nil, dateTime: LocalDateTime, partySize: Int,
        restaurant: Lenient<ReservationRestaurant>?
    ) {
        self.id = id
        self.confirmationNumber = confirmationNumber
        self.dateTime = dateTime
        self.partySize = partySize
        self.restaurant = restaurant
    }

    /// Reads the reservation JSON as the exercise's own loader did: a trailing comma is accepted
    /// (JSON5 syntax), and malformed parts are kept as `Lenient.invalid` with their JSON path,
    /// such as `restaurant.dishes[3].snippet.range`, instead of failing the whole document.
    package static func decode(json: Data) -> Result<Reservation, DecodeFailure> {
        DecodeFailure.decode(Source.self, from: json, syntax: .json5).map(\.reservation)
    }

    /// What the key-value store returned for the upcoming reservation: `nil` when none is stored.
    public static func read(
        _ stored: Result<Data?, StorageError>
    ) -> Result<Reservation?, ReservationReadError> {
        ReservationReadError.read(stored, decoding: decode(json:))
    }

    /// The reservation JSON's top level (read by the byte parser in `Reservation+Node.swift`).
    struct Source: Decodable {
        var reservation: Reservation

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Keys.self)
            reservation = Reservation(
                id: try container.decode(ReservationID.self, forKey: .id),
                confirmationNumber: try container.decodeIfPresent(String.self, forKey: .confirmationNumber),
                dateTime: try container.decode(LocalDateTime.self, forKey: .dateTime),
                partySize: try container.decode(Int.self, forKey: .partySize),
                restaurant: container.lenient(.restaurant) { try ReservationRestaurant(source: $0) })
        }

        private enum Keys: String, CodingKey { case id, confirmationNumber, dateTime, partySize, restaurant }
    }
}

/// Why the upcoming reservation could not be read.
public typealias ReservationReadError = StoredValueProblem<ReservationReadNames>

/// The log's names of a `ReservationReadError`: `storage`, and `decoding` for stored JSON with no
/// usable reservation.
public enum ReservationReadNames: StoredValueProblemNames {
    public static let storage = "storage"
    public static let corrupt = "decoding"
}
