import ActionLog
import Foundation

/// The id the Coffee Port server gives a burger; orders name it.
public struct BurgerID: Identifier, ExpressibleByIntegerLiteral {
    /// The id as the feed spells it.
    public var rawValue: Int
    /// The burger whose id is `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }
}

/// One burger of the Coffee Port menu, as the server lists it.
///
/// Decoding validates what the app relies on: the price is a whole number of bitcoin units from 0
/// to 2^53, and the image path is present and not empty. The error names the JSON path.
public struct Burger: Equatable, Codable, Sendable {
    /// The burger's id.
    public var id: BurgerID
    /// The burger's name.
    public var name: String
    /// Whether the burger is vegetarian.
    public var vegetarian: Bool
    /// Whether the burger is in the promoted section.
    public var promoted: Bool
    /// The image's path on the server (`/static/burgers/diner.jpg`), relative to its host.
    public var imagePath: String
    /// The price in whole bitcoin units.
    public var bitcoin: Int
    /// The burger's notes.
    public var notes: String

    /// A burger with these fields.
    public init(
        id: BurgerID, name: String, vegetarian: Bool, promoted: Bool, imagePath: String,
        bitcoin: Int, notes: String
    ) {
        self.id = id
        self.name = name
        self.vegetarian = vegetarian
        self.promoted = promoted
        self.imagePath = imagePath
        self.bitcoin = bitcoin
        self.notes = notes
    }

    enum CodingKeys: String, CodingKey {
        case id, name, vegetarian, promoted, bitcoin, notes
        case imagePath = "image"
    }

    /// Decodes the value from its JSON form.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(BurgerID.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        vegetarian = try container.decode(Bool.self, forKey: .vegetarian)
        promoted = try container.decode(Bool.self, forKey: .promoted)
        imagePath = try container.decode(String.self, forKey: .imagePath)
        guard !imagePath.isEmpty else {
            throw DecodingError.dataCorruptedError(
                forKey: .imagePath, in: container, debugDescription: "empty image path")
        }
        bitcoin = try Self.decodePrice(from: container)
        notes = try container.decode(String.self, forKey: .notes)
    }

    /// A whole, non-negative number; a fractional or negative one is refused with the value found.
    private static func decodePrice(from container: KeyedDecodingContainer<CodingKeys>) throws -> Int {
        if let price = try? container.decode(Int.self, forKey: .bitcoin) {
            guard price >= 0 else {
                throw DecodingError.dataCorruptedError(
                    forKey: .bitcoin, in: container,
                    debugDescription: "expected a price of 0 or more, found \(price)")
            }
            // A state's integers stay within what every JSON reader holds exactly (a log spelling
            // the state out is refused beyond it).
            guard price <= 1 << 53 else {
                throw DecodingError.dataCorruptedError(
                    forKey: .bitcoin, in: container,
                    debugDescription: "expected a price of at most 2^53, found \(price)")
            }
            return price
        }
        if let number = try? container.decode(Double.self, forKey: .bitcoin) {
            throw DecodingError.dataCorruptedError(
                forKey: .bitcoin, in: container,
                debugDescription: "expected a whole number of bitcoin, found \(number)")
        }
        return try container.decode(Int.self, forKey: .bitcoin)
    }
}
