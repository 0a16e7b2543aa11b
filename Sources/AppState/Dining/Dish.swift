/// A dish recommended on the reservation, with its photos and one review snippet.
public struct Dish: Equatable, Codable, Sendable {
    public var id: String
    public var name: String
    public var photos: [Photo]
    public var snippet: Snippet

    public init(id: String, name: String, photos: [Photo], snippet: Snippet) {
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
    public var content: String
    public var range: TextRange
    public var highlights: [TextRange]

    public init(content: String, range: TextRange, highlights: [TextRange]) {
        self.content = content
        self.range = range
        self.highlights = highlights
    }
}
