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
        case .favoritesLoaded(.success(let ids)):
            state.favoritesProblem = nil
            return FavoritesReducer.reduce(&state.favorites, .restored(ids), storedUnder: LunchFeature.favoritesKey)
        case .favoritesLoaded(.failure(let problem)):
            state.favoritesProblem = problem
            FavoritesReducer.restoreFailed(&state.favorites)
        case .favoritesPersisted(let error):
            state.favoritesProblem = error.map { .storage($0) }
        case .feedLoaded(let result):
            return feedLoaded(&state, result)
        case .retryTapped:
            return retryFeed(&state)
        case .imageLoaded(let url, let result):
            ImageSlotsReducer.loaded(&state.images, url: url, result)
        case .imageRetryTapped(let url):
            return retryImage(&state, url: url)
        case .tabSelected(let tab):
            TabNavigationReducer.reduce(&state.navigation, .tabSelected(tab))
        case .restaurantTapped(let id):
            guard state.restaurant(id) != nil else {
                state.lastRefusal = .unknownRestaurant(id)
                return []
            }
            TabNavigationReducer.reduce(&state.navigation, .navigation(.pushed(.detail(id))))
        case .backTapped:
            TabNavigationReducer.reduce(&state.navigation, .navigation(.popped))
        case .mapButtonTapped:
            ModalPresentationReducer.reduce(&state.modal, .presented(.map))
        case .mapDismissed:
            ModalPresentationReducer.reduce(&state.modal, .dismissed)
        case .heartTapped(let id):
            return heartTapped(&state, id)
        case .browser(let browserAction):
            BrowserHistoryReducer.reduce(&state.browser, browserAction)
        case .layoutChanged(let sizeClass):
            state.layout = LunchLayout(sizeClass: sizeClass)
        }
        return []
    }

    /// Adds or removes a favorite and stores the new list. A restaurant that is not in the feed
    /// can be removed (it may have left the feed since it was added) but not added.
    private static func heartTapped(_ state: inout LunchState, _ id: RestaurantID) -> [Effect] {
        guard state.favorites.contains(id) || state.restaurant(id) != nil else {
            state.lastRefusal = .unknownRestaurant(id)
            return []
        }
        return FavoritesReducer.reduce(&state.favorites, .toggled(id), storedUnder: LunchFeature.favoritesKey)
    }
}
