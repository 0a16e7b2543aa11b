import ActionLog
import Foundation

/// What happened in the Coffee Port app: user gestures, platform reports and effect results.
/// Times arrive inside actions; the reducer never reads a clock.
public enum BurgersAction: Equatable, Sendable {
    /// The burger list appeared: read the disk cache and, when online, fetch the feed.
    case appeared(at: Timestamp)
    case refreshPulled(at: Timestamp)
    /// The platform reported a change of connectivity.
    case connectivityChanged(connectivity: Connectivity, at: Timestamp)
    /// Time passed (sent once a minute by the front end) so that the cache age stays current.
    case clockTicked(time: Timestamp)
    case feedLoaded(result: Result<BurgerFeed, LoadError>)
    /// The disk cache was read: a saved feed, nothing (`nil`), or why it is unusable.
    case cacheLoaded(result: Result<FetchedFeed?, FeedCacheError>)
    /// The feed was written to the disk cache (`nil`), or why not.
    case cacheSaved(error: StorageError?)
    case imageLoaded(url: AddressText, result: Result<ImageInfo, ImageError>)
    /// The burger itself, not its buy button, was tapped.
    case burgerTapped(burger: BurgerID)
    case buyTapped(burger: BurgerID)
    case orderAnswered(burger: BurgerID, result: Result<OrderConfirmation, OrderError>)
    case alertDismissed
}
