/// A screen pushed over the film lists.
public enum FilmsDestination: Equatable, Codable, Sendable {
    /// The details of a film: title, long description, and a heart toggling the same favorite.
    case details(film: FilmID)
}
