import Foundation

/// What happens in the Lunch app, as past-tense facts: taps from the front end, and results from
/// the runtime already decoded into typed values.
public enum LunchAction: Equatable, Sendable {
    /// The app started: stored favorites are read and the feed is fetched.
    case launched
    /// Stored favorites were read (an empty list when none were stored).
    case favoritesLoaded(result: Result<[RestaurantID], FavoritesProblem>)
    /// Favorites were written to storage, or why not.
    case favoritesPersisted(error: StorageError?)
    /// The feed arrived, decoded; or why not.
    case feedLoaded(result: Result<[Restaurant], LoadError>)
    /// Retry was tapped on the failed feed.
    case retryTapped
    /// A background image finished loading, or failed.
    case imageLoaded(url: AddressText, result: Result<ImageInfo, ImageError>)
    /// Retry was tapped on a failed image.
    case imageRetryTapped(url: AddressText)
    case tabSelected(tab: LunchTab)
    /// A restaurant row was tapped (in the lunch list or the favorites list).
    case restaurantTapped(restaurant: RestaurantID)
    /// Back was tapped on a detail screen.
    case backTapped
    case mapButtonTapped
    case mapDismissed
    /// The heart on a detail screen was tapped.
    case heartTapped(restaurant: RestaurantID)
    /// Something happened in the internets tab's browser.
    case browser(BrowserAction)
    /// The horizontal size class changed (launch, rotation, split screen).
    case layoutChanged(sizeClass: SizeClass)
}
