import Foundation

/// The poster of one film, shared by both lists since a film is one identity.
public struct FilmImageEntry: Equatable, Codable, Sendable {
    /// The film whose poster this is.
    public var film: FilmID
    /// The address fetched, so that a late result for an older address is not taken; `nil` when
    /// the film has none (the image stays `idle` and the front end draws its placeholder).
    public var url: AddressText?
    /// Where loading the poster is.
    public var image: ImageLoad

    /// The poster of `film` at `url`, in `image`'s phase.
    public init(film: FilmID, url: AddressText?, image: ImageLoad) {
        self.film = film
        self.url = url
        self.image = image
    }
}
