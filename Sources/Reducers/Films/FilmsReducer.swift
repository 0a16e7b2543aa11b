import AppState

/// The films app's logic: lists fetched once per segment, posters per film, favorites shared by
/// film identity, and the details screen. Lists come by HTTP or from the bundled files, as the
/// config says. It never returns a persist or load effect: favorites last for the session only.
package enum FilmsReducer {
    package static func reduce(_ state: inout FilmsState, _ action: FilmsAction) -> [Effect] {
        state.lastRefusal = nil
        switch action {
        case .appeared:
            return fetchIfNeverFetched(&state, state.selectedList)
        case .segmentSelected(let kind):
            // The segmented control is on the home interface, which the details one covers.
            guard state.navigation.top == nil else {
                state.lastRefusal = .notOnScreen
                return []
            }
            // Seed rule films.segment.
            state.selectedList = kind
            return fetchIfNeverFetched(&state, kind)
        case .retryTapped(let kind):
            guard case .failed = state[list: kind].content else {
                state.lastRefusal = .nothingToRetry
                return []
            }
            return fetch(&state, kind)
        case .listLoaded(let kind, let result):
            return receive(&state, kind, result)
        case .listScrolled(let kind, let offset):
            // Seed rule films.favorites.keptWhileScrolling.
            state[list: kind].scrollOffset = max(0, offset)
            return []
        case .imageLoaded(let film, let url, let result):
            guard let index = state.images.firstIndex(where: { $0.film == film && $0.url == url }),
                state.images[index].image.isLoading
            else { return [] }
            state.images[index].image = ImageLoad(result)
            return []
        case .heartTapped(let film):
            guard showsHeart(of: film, state) else {
                state.lastRefusal = .notOnScreen
                return []
            }
            // Seed rule films.heart.
            // Seed rule films.heart.bothLists.
            // Seed rule films.details.heart.
            FavoritesReducer.reduce(&state.favorites, .toggled(id: film))
            return []
        case .rowTapped(let film):
            guard state.navigation.top == nil, isListed(film, state) else {
                state.lastRefusal = .notOnScreen
                return []
            }
            // Seed rule films.details.
            state.lastRefusal = NavigationStackReducer.reduce(&state.navigation, .pushed(screen: .details(film: film))).map(FilmsRefusal.navigation)
            return []
        case .returnedToList:
            // Seed rule films.details.return.
            state.lastRefusal = NavigationStackReducer.reduce(&state.navigation, .popped).map(FilmsRefusal.navigation)
            return []
        }
    }

    /// Whether `film` is a row of the list on screen (the home interface, not covered).
    private static func isListed(_ film: FilmID, _ state: FilmsState) -> Bool {
        state[list: state.selectedList].content.value?.film(film) != nil
    }

    /// Whether a heart of `film` is on screen: the details interface's, when it shows that film;
    /// otherwise its row's, in the list on screen.
    private static func showsHeart(of film: FilmID, _ state: FilmsState) -> Bool {
        guard let top = state.navigation.top else { return isListed(film, state) }
        return top == .details(film: film) && state.film(film) != nil
    }

    private static func fetchIfNeverFetched(_ state: inout FilmsState, _ kind: FilmListKind) -> [Effect] {
        guard state[list: kind].content == .idle else { return [] }
        return fetch(&state, kind)
    }

    private static func fetch(_ state: inout FilmsState, _ kind: FilmListKind) -> [Effect] {
        state[list: kind].content = .loading
        let id = FilmsEffectID.list(kind).effectID
        switch state.settings.source {
        case .server:
            return [.http(HTTPRequest(id: id, url: state.settings.url(of: kind)))]
        case .bundledFiles:
            return [.readBundledFile(id: id, name: FilmsSettings.fileName(of: kind), maxBytes: FilmsSettings.fileMaxBytes)]
        }
    }

    /// Takes a response for a list that is loading; a late one for a list that is not is dropped.
    private static func receive(
        _ state: inout FilmsState, _ kind: FilmListKind, _ result: Result<[Film], LoadError>
    ) -> [Effect] {
        guard state[list: kind].content.isLoading else { return [] }
        switch result {
        case .failure(let error):
            state[list: kind].content = .failed(error: error)
            return []
        case .success(let received):
            let list = FilmList(received: received)
            // Seed rule films.list.
            state[list: kind].content = .loaded(value: list)
            // Seed rule films.images.
            return list.films.compactMap { requestImage(&state, of: $0) }
        }
    }

    /// Records the poster of `film` and returns the load it needs: none when the same address was
    /// already requested (the film is in the other list too) or when the film has no address.
    private static func requestImage(_ state: inout FilmsState, of film: Film) -> Effect? {
        let entry = FilmImageEntry(
            film: film.id, url: film.imageURL, image: film.imageURL == nil ? .idle : .loading)
        if let index = state.images.firstIndex(where: { $0.film == film.id }) {
            guard state.images[index].url != film.imageURL else { return nil }
            state.images[index] = entry
        } else {
            state.images.append(entry)
        }
        return film.imageURL.map { .loadImage(id: FilmsEffectID.poster(film.id).effectID, url: $0) }
    }
}
