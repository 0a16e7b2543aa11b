/// Everything the films app shows: two lists behind a segmented control, the posters, the
/// favorites shared by film identity, and the details screen when one is pushed.
///
/// Favorites live for the session only: nothing here is ever persisted, and the launch state has
/// none.
public struct FilmsState: Equatable, Codable, Sendable {
    /// Where the lists are read from.
    public var settings: FilmsSettings
    /// The segment showing.
    public var selectedList: FilmListKind
    /// The list of the users' ratings.
    public var userRatings: FilmListState
    /// The list of the critics' ratings.
    public var criticRatings: FilmListState
    /// One poster per film, in the order films were first received, shared by both lists.
    public var images: [FilmImageEntry]
    /// The films the user made favorites.
    public var favorites: Favorites<FilmID>
    /// Empty while a list shows; `[.details(id)]` while a film's details show.
    public var navigation: NavigationStack<FilmsDestination>
    /// The last action refused, and why; cleared by the next action.
    public var lastRefusal: FilmsRefusal?

    /// The names the log gives the parts; `settings` keeps its first name, `config`.
    enum CodingKeys: String, CodingKey {
        case settings = "config"
        case selectedList, userRatings, criticRatings, images, favorites, navigation, lastRefusal
    }

    /// The app at launch with `settings`, showing `selectedList`.
    public init(settings: FilmsSettings, selectedList: FilmListKind = .userRatings) {
        self.settings = settings
        self.selectedList = selectedList
        userRatings = FilmListState()
        criticRatings = FilmListState()
        images = []
        favorites = Favorites()
        navigation = NavigationStack()
        lastRefusal = nil
    }

    /// The state of the list `kind`.
    public subscript(list kind: FilmListKind) -> FilmListState {
        get {
            switch kind {
            case .userRatings: userRatings
            case .criticRatings: criticRatings
            }
        }
        set {
            switch kind {
            case .userRatings: userRatings = newValue
            case .criticRatings: criticRatings = newValue
            }
        }
    }

    /// The film with `id` from whichever loaded list has it.
    public func film(_ id: FilmID) -> Film? {
        FilmListKind.allCases.lazy.compactMap { self[list: $0].content.value?.film(id) }.first
    }

    /// Whether the heart of `id` is filled, in either list and on its details.
    public func isFavorite(_ id: FilmID) -> Bool { favorites.contains(id) }

    /// The poster of `id`; `idle` (the placeholder) for a film without a poster or not received yet.
    public func image(of id: FilmID) -> ImageLoad {
        images.first { $0.film == id }?.image ?? .idle
    }

    /// The film whose details show, if any: as the list it was tapped in has it (the segments
    /// cannot change under the details), since two lists may give one film different texts.
    public var filmShown: Film? {
        guard case .details(let id) = navigation.top else { return nil }
        return self[list: selectedList].content.value?.film(id) ?? film(id)
    }
}

/// Why the last action was refused: the one place the app says so, cleared by the next action.
public enum FilmsRefusal: Equatable, Codable, Sendable {
    case navigation(refusal: NavigationRefusal)
    /// A tap on something the details screen covers (the segments, a row, a heart of another film).
    case notOnScreen
    /// Retry was tapped on a list that had not failed.
    case nothingToRetry
}
