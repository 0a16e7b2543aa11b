import AppState
import Foundation

extension LunchFeature {
    /// The rules of the Lunch seed (`Fixtures/seeds/000_…`), each with the steps that show it.
    static var lunchRules: [SeedRule<LunchFeature>] {
        [
            SeedRule("lunch.tabs", "This tab bar controller will have two tabs: one named \"lunch\" and one named \"internets\".") {
                if case .tabSelected = $0.action { $0.before.navigation.selected != $0.after.navigation.selected } else { false }
            },
            SeedRule("lunch.feed.loaded", "display content from the JSON data feed … Fetch the data from the internet asynchronously.") {
                if case .feedLoaded(.success(let restaurants)) = $0.action { !restaurants.isEmpty && $0.after.feed.value != nil } else { false }
            },
            SeedRule("lunch.feed.failed", "Fetch the data from the internet asynchronously (a fetch that fails says so and offers Retry).") {
                if case .feedLoaded(.failure) = $0.action { true } else { false }
            },
            SeedRule("lunch.images.fetched", "You should fetch and cache these images asynchronously and display them in the cells.") {
                if case .imageLoaded(_, result: .success(let image)) = $0.action { !image.fromCache } else { false }
            },
            SeedRule("lunch.images.cached", "You should fetch and cache these images (an image fetched before comes from the cache).") {
                if case .imageLoaded(_, result: .success(let image)) = $0.action { image.fromCache } else { false }
            },
            SeedRule("lunch.detail.pushed", "Tapping on one of the restaurant cells should push a restaurant detail view controller onto the stack of a UINavigationController.") {
                if case .restaurantTapped = $0.action, case .detail? = $0.after.navigation.current.top { $0.after.lastRefusal == nil } else { false }
            },
            SeedRule("lunch.detail.back", "push a restaurant detail view controller onto the stack of a UINavigationController (and Back pops it).") {
                if case .backTapped = $0.action { $0.after.navigation.current.screens.count < $0.before.navigation.current.screens.count } else { false }
            },
            SeedRule("lunch.map.modal", "present this view controller in a modal that triggers when the user taps the map icon on the upper right") {
                if case .mapButtonTapped = $0.action { $0.after.modal.presented == .map } else { false }
            },
            SeedRule("lunch.browser.home", "Upon initial load of your web view controller, display this URL: https://www.bottlerocketstudios.com.") {
                if case .tabSelected(.internets) = $0.action { $0.after.browser.current.url == AddressText($0.after.settings.browserHomePage) } else { false }
            },
            SeedRule("lunch.browser.back", "Provide support for Back, Next, and Refresh functionality as you would see in a full-featured web browser (Back).") {
                if case .browser(.backTapped) = $0.action { $0.after.browser.cursor < $0.before.browser.cursor } else { false }
            },
            SeedRule("lunch.browser.next", "Provide support for Back, Next, and Refresh functionality as you would see in a full-featured web browser (Next).") {
                if case .browser(.nextTapped) = $0.action { $0.after.browser.cursor > $0.before.browser.cursor } else { false }
            },
            SeedRule("lunch.browser.refresh", "Provide support for Back, Next, and Refresh functionality as you would see in a full-featured web browser (Refresh).") {
                if case .browser(.refreshTapped) = $0.action { $0.after.browser.current.requestCount > $0.before.browser.current.requestCount } else { false }
            },
            SeedRule("lunch.layout.twoColumns", "For iPad, you should use a two-column layout for the collection view in the “lunch” tab and handle autorotation events.") {
                if case .layoutChanged(.regular) = $0.action { $0.after.layout.columns == 2 } else { false }
            },
            SeedRule("lunch.heart.saves", "WHEN the user taps on the heart icon, THEN: a. The heart icon shows a filled heart icon b. That restaurant is saved to a list of favorite restaurants") {
                if case .heartTapped(let id) = $0.action {
                    !$0.before.favorites.contains(id) && $0.after.favorites.contains(id) && $0.returned("persist")
                } else { false }
            },
            SeedRule("lunch.favorites.tab", "Create a third tab to show the list of favorite restaurants") {
                if case .tabSelected(.favorites) = $0.action { !$0.after.favoriteRestaurants.isEmpty } else { false }
            },
            SeedRule("lunch.favorites.restored", "That restaurant is saved to a list of favorite restaurants (read back when the app starts again).") {
                if case .favoritesLoaded(.success(let ids)) = $0.action { !ids.isEmpty && ids.allSatisfy($0.after.favorites.contains) } else { false }
            },
        ]
    }
}
