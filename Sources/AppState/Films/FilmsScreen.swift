/// What Films shows, computed from its state: the segmented control, the list of the selected
/// segment with posters and hearts, or a film's details with its heart.
public struct FilmsScreen: Equatable, Codable, Sendable {
    /// The segments: one per list.
    public var segments: ScreenTabBar
    /// The list, when no film is open.
    public var list: FilmListScreen?
    /// The open film, if any.
    public var details: FilmDetailsScreen?

    /// The screen that `state` shows.
    public init(_ state: FilmsState) {
        segments = ScreenTabBar(
            tabs: FilmListKind.allCases.map(Self.title), selected: Self.title(state.selectedList))
        if let film = state.filmShown {
            details = FilmDetailsScreen(film, state)
        } else {
            list = FilmListScreen(state.selectedList, state)
        }
    }

    static func title(_ kind: FilmListKind) -> String {
        switch kind {
        case .userRatings: "User Ratings"
        case .criticRatings: "Critic Ratings"
        }
    }
}

/// The list of one segment: loading, a failure with Retry, or its rows.
public struct FilmListScreen: Equatable, Codable, Sendable {
    /// What the list says while loading or after a failure.
    public var notice: ScreenNotice?
    /// The rows, in the list's order.
    public var rows: [FilmRowScreen]

    init(_ kind: FilmListKind, _ state: FilmsState) {
        rows = []
        switch state[list: kind].content {
        case .idle, .loading: notice = ScreenNotice("Loading the films…")
        case .failed(let error):
            let host = Sentences.host(of: state.settings.url(of: kind))
            notice = .retryable(Sentences.load(error, what: "the films", host: host))
        case .loaded(let list): rows = list.films.map { FilmRowScreen($0, state) }
        }
    }
}

/// One film in the list.
public struct FilmRowScreen: Equatable, Codable, Sendable {
    /// The film's id.
    public var id: FilmID
    /// The film's title.
    public var title: String
    /// The line under the title.
    public var subtitle: String
    /// Whether the film is a favorite.
    public var isFavorite: Bool
    /// The film's poster.
    public var poster: ScreenImage

    init(_ film: Film, _ state: FilmsState) {
        id = film.id
        title = film.title
        subtitle = film.shortDescription
        isFavorite = state.isFavorite(film.id)
        poster = ScreenImage(url: film.imageURL, load: state.image(of: film.id))
    }
}

/// A film's details: its poster, title, long description and heart, and the way back (the seed's
/// "Return to Film List" button).
public struct FilmDetailsScreen: Equatable, Codable, Sendable {
    /// The button back to the list.
    public var back: ScreenButton
    /// The film's title.
    public var title: String
    /// The value as text.
    public var description: String
    /// Whether the film is a favorite.
    public var isFavorite: Bool
    /// The button that makes the film a favorite or not.
    public var heart: ScreenButton
    /// The film's poster.
    public var poster: ScreenImage

    init(_ film: Film, _ state: FilmsState) {
        back = ScreenButton("Return to Film List")
        title = film.title
        description = film.longDescription
        isFavorite = state.isFavorite(film.id)
        heart = .heart(isFilled: isFavorite)
        poster = ScreenImage(url: film.imageURL, load: state.image(of: film.id))
    }
}
