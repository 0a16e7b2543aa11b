import ActionLog
import Foundation

/// One film as the feeds describe it. The core keeps every text whole; a front end truncates.
///
/// It decodes from, and encodes to, the feed's own keys (`id`, `name`, `desc`, `long_desc`,
/// `image`), so a logged film reads like the response it came from.
public struct Film: Equatable, Codable, Sendable {
    /// The film's id in the list.
    public var id: FilmID
    /// The title exactly as the feed spells it, trailing spaces included.
    public var title: String
    /// The film's description in a line.
    public var shortDescription: String
    /// The film's whole description.
    public var longDescription: String
    /// The poster's address; `nil` when the feed gives none, or none that is an http(s) address:
    /// the row then shows a placeholder and no image is requested.
    public var imageURL: AddressText?

    /// A film with these fields.
    public init(
        id: FilmID, title: String, shortDescription: String, longDescription: String, imageURL: AddressText?
    ) {
        self.id = id
        self.title = title
        self.shortDescription = shortDescription
        self.longDescription = longDescription
        self.imageURL = imageURL
    }

    private enum CodingKeys: String, CodingKey {
        case id
        case title = "name"
        case shortDescription = "desc"
        case longDescription = "long_desc"
        case imageURL = "image"
    }

    /// Decodes the value from its JSON form.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(FilmID.self, forKey: .id)
        title = try container.decode(String.self, forKey: .title)
        shortDescription = try container.decode(String.self, forKey: .shortDescription)
        longDescription = try container.decode(String.self, forKey: .longDescription)
        imageURL = try container.decodeIfPresent(String.self, forKey: .imageURL).flatMap(Self.webAddress)
    }

    /// Encodes the value in its JSON form.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encode(shortDescription, forKey: .shortDescription)
        try container.encode(longDescription, forKey: .longDescription)
        try container.encodeIfPresent(imageURL?.text, forKey: .imageURL)
    }

    /// `text` as an http(s) address with a host, or `nil` (blank, relative, another scheme).
    static func webAddress(_ text: String) -> AddressText? {
        WebAddress.address(text.trimmingWhitespace, allowsUserInfo: true)
    }
}

/// A film read by the log's byte parser, as `init(from:)` reads it.
extension Film: JSONNodeDecodable {
    package static let jsonShape = JSONShape.object("id", "name", "desc", "long_desc", "image")

    package init?(jsonNode node: JSONNode) {
        guard let id = node["id"]?.intValue, let title = node["name"]?.stringValue,
            let shortDescription = node["desc"]?.stringValue, let longDescription = node["long_desc"]?.stringValue,
            let image = node.optionalString("image")
        else { return nil }
        self.init(
            id: FilmID(rawValue: id), title: title, shortDescription: shortDescription, longDescription: longDescription,
            imageURL: image.flatMap(Self.webAddress))
    }
}
