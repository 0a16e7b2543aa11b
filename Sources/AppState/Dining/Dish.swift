import ActionLog
/// The id the reservation JSON gives a dish.
public struct DishID: StringIdentifier, ExpressibleByStringLiteral {
    /// The id as the JSON spells it.
    public var rawValue: String
    /// The dish whose id is `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
}

/// A dish recommended on the reservation, with its photos and one review snippet.
public struct Dish: Equatable, Codable, Sendable {
    /// The dish's id.
    public var id: DishID
    /// The dish's name.
    public var name: String
    /// The dish's photos.
    public var photos: [Photo]
    /// What reviews say about the dish.
    public var snippet: Snippet

    /// A dish with these fields.
    public init(id: DishID, name: String, photos: [Photo], snippet: Snippet) {
        self.id = id
        self.name = name
        self.photos = photos
        self.snippet = snippet
    }
}

/// A review of a dish: the full review text, the part to display, and the words to highlight.
///
/// `range` and `highlights` are offsets into `content` (UTF-16 code units, see `TextRange`),
/// whatever part of it is displayed.
public struct Snippet: Equatable, Codable, Sendable {
    /// The text the snippet is taken from.
    public var content: String
    /// The snippet's range in `content`.
    public var range: TextRange
    /// The highlighted ranges in `content`.
    public var highlights: [TextRange]

    /// A snippet with these fields.
    public init(content: String, range: TextRange, highlights: [TextRange]) {
        self.content = content
        self.range = range
        self.highlights = highlights
    }
}
