import Foundation

/// The poster shown in a film's row: never pixels, only what the front end needs to draw.
public enum FilmImage: Equatable, Codable, Sendable {
    /// The film has no image address; the front end draws its placeholder, nothing is fetched.
    case placeholder
    case loading
    case loaded(ImageInfo)
    case failed(ImageError)
}

/// The poster of one film, shared by both lists since a film is one identity.
public struct FilmImageEntry: Equatable, Codable, Sendable {
    public var film: FilmID
    /// The address fetched, so that a late result for an older address is not taken.
    public var url: URL?
    public var image: FilmImage

    public init(film: FilmID, url: URL?, image: FilmImage) {
        self.film = film
        self.url = url
        self.image = image
    }
}
