/// A list of films as received, checked: each film once, and what was odd about the response.
///
/// A response with more or fewer films than the feed promises is still shown (every film in it is
/// a real film), with a warning kept beside it. A film whose `id` appears again is shown once, at
/// its first position, and each later copy is reported.
public struct FilmList: Equatable, Codable, Sendable {
    /// How many films each feed promises: the fifteen best by user or by critic rating.
    public static let expectedCount = 15

    /// The films, in the list's order.
    public var films: [Film]
    /// What was wrong with the list as received.
    public var warnings: [FilmListWarning]

    /// A list of `films` with `warnings`.
    public init(films: [Film], warnings: [FilmListWarning]) {
        self.films = films
        self.warnings = warnings
    }

    /// Checks `received`, the films of a response in the response's order.
    public init(received: [Film]) {
        var seen = OrderedSet<FilmID>()
        var films: [Film] = []
        var warnings: [FilmListWarning] = []
        if received.count != Self.expectedCount {
            warnings.append(.unexpectedCount(expected: Self.expectedCount, received: received.count))
        }
        for (index, film) in received.enumerated() {
            if seen.append(film.id) {
                films.append(film)
            } else {
                warnings.append(.duplicateFilm(film: film.id, index: index))
            }
        }
        self.init(films: films, warnings: warnings)
    }

    /// The film `id`, when the list has it.
    public func film(_ id: FilmID) -> Film? { films.first { $0.id == id } }
}

/// Something odd about a response that did not stop it from being shown.
public enum FilmListWarning: Equatable, Codable, Sendable {
    /// The response held `received` films instead of `expected`.
    case unexpectedCount(expected: Int, received: Int)
    /// The film at `index` of the response repeats an `id` seen earlier; it is not shown again.
    case duplicateFilm(film: FilmID, index: Int)
}
