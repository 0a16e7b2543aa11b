import AppState
import Foundation

/// The Lunch app's reducer: navigation, map, favorites, browser and layout here; the feed and its
/// images in `LunchReducer+Feed.swift`. Shared reducers do the generic work.
enum LunchReducer {
    static func reduce(_ state: inout LunchState, _ action: LunchAction) -> [Effect] {
        state.lastRefusal = nil
        switch action {
        case .launched:
            return FavoritesReducer.load(&state.favorites, storedUnder: LunchFeature.favoritesKey) + startFeedLoad(&state)
        case .favoritesLoaded(let result):
            // Seed rule lunch.favorites.restored.
            let key = LunchFeature.favoritesKey
            guard let effects = FavoritesReducer.answered(&state.favorites, StoredFavorites(result), storedUnder: key) else { return [] }
            state.favoritesProblem = if case .failure(let problem) = result { problem } else { nil }
            return effects
        case .favoritesPersisted(let error?):
            state.favoritesProblem = .storage(error)
        case .favoritesPersisted(nil):
            // A success says nothing new: a failed write's problem goes when the next write is
            // sent (this answer may be an earlier write's, late or twice).
            break
        case .feedLoaded(let result):
            return feedLoaded(&state, result)
        case .retryTapped:
            return retryFeed(&state)
        case .imageLoaded(let url, let result):
            // Seed rule lunch.images.cached.
            ImageSlotsReducer.loaded(&state.images, url: url, result: result)
        case .imageRetryTapped(let url):
            return retryImage(&state, url: url)
        case .tabSelected(let tab):
            guard !isUnderTheMap(&state) else { return [] }
            // Seed rule lunch.tabs.
            // Seed rule lunch.favorites.tab.
            state.lastRefusal = TabNavigationReducer.reduce(&state.navigation, .tabSelected(tab: tab)).map(LunchRefusal.navigation)
        case .restaurantTapped(let id):
            guard state.restaurant(id) != nil else {
                state.lastRefusal = .unknownRestaurant(restaurant: id)
                return []
            }
            guard showsRow(of: id, state) else {
                state.lastRefusal = .notOnScreen
                return []
            }
            // Seed rule lunch.detail.pushed.
            state.lastRefusal = TabNavigationReducer.reduce(&state.navigation, .navigation(.pushed(screen: .detail(restaurant: id)))).map(LunchRefusal.navigation)
        case .backTapped:
            guard !isUnderTheMap(&state) else { return [] }
            // Seed rule lunch.detail.back.
            state.lastRefusal = TabNavigationReducer.reduce(&state.navigation, .navigation(.popped)).map(LunchRefusal.navigation)
        case .mapButtonTapped:
            guard showsList(state), state.navigation.selected == .lunch else {
                state.lastRefusal = .notOnScreen
                return []
            }
            // Seed rule lunch.map.modal.
            state.lastRefusal = ModalPresentationReducer.reduce(&state.modal, .presented(modal: .map)).map(LunchRefusal.modal)
        case .mapDismissed:
            state.lastRefusal = ModalPresentationReducer.reduce(&state.modal, .dismissed).map(LunchRefusal.modal)
        case .heartTapped(let id):
            return heartTapped(&state, id)
        case .browser(let browserAction):
            state.lastRefusal = BrowserHistoryReducer.reduce(&state.browser, browserAction).map(LunchRefusal.browser)
        case .layoutChanged(let sizeClass):
            // Seed rule lunch.layout.twoColumns.
            state.layout = LunchLayout(sizeClass: sizeClass)
        }
        return []
    }

    /// Whether the map modal covers what was tapped (the tab bar, a detail's Back): then the tap
    /// reaches nothing and is refused as not on screen.
    private static func isUnderTheMap(_ state: inout LunchState) -> Bool {
        guard state.modal.isPresenting else { return false }
        state.lastRefusal = .notOnScreen
        return true
    }

    /// Adds or removes a favorite and stores the new list. A restaurant that is not in the feed
    /// can be removed (it may have left the feed since it was added) but not added. The heart is on
    /// the restaurant's detail screen: it is refused unless that screen is on top, with no modal.
    private static func heartTapped(_ state: inout LunchState, _ id: RestaurantID) -> [Effect] {
        guard state.favorites.contains(id) || state.restaurant(id) != nil else {
            state.lastRefusal = .unknownRestaurant(restaurant: id)
            return []
        }
        guard !state.modal.isPresenting, state.navigation.current.top == .detail(restaurant: id) else {
            state.lastRefusal = .notOnScreen
            return []
        }
        // Seed rule lunch.heart.saves.
        let effects = FavoritesReducer.reduce(&state.favorites, .toggled(id: id), storedUnder: LunchFeature.favoritesKey)
        if FavoritesReducer.writesStored(effects) { state.favoritesProblem = nil }
        return effects
    }

    /// Whether a list is on screen: no modal over it and no detail screen pushed on it.
    private static func showsList(_ state: LunchState) -> Bool {
        !state.modal.isPresenting && state.navigation.current.screens.isEmpty
    }

    /// Whether the row of `id` is on screen: in the lunch list, or in the favorites list when it
    /// is a favorite.
    private static func showsRow(of id: RestaurantID, _ state: LunchState) -> Bool {
        guard showsList(state) else { return false }
        switch state.navigation.selected {
        case .lunch: return true
        case .favorites: return state.favorites.contains(id)
        case .internets: return false
        }
    }
}
