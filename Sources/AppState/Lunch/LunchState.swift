import Foundation

/// Everything the Lunch app shows: the feed, its images, the map, the browser, favorites,
/// navigation and layout. Front ends render it and send `LunchAction`s.
public struct LunchState: Equatable, Codable, Sendable {
    /// Where the feed is and how it is read.
    public var settings: LunchSettings
    /// Tabs `lunch`, `internets` and `favorites`, each with its stack of detail screens.
    public var navigation: TabNavigation<LunchTab, LunchDestination>
    /// The feed shown. Once loaded it stays on screen through later reloads, whatever they end in.
    public var feed: Loadable<[Restaurant], LoadError>
    /// Whether a feed request is in flight (the first load, a retry, or a reload on relaunch).
    public var feedRequestInFlight: Bool
    /// Why the last reload of a loaded feed failed, shown above the feed it kept; cleared by the
    /// next reload.
    public var feedReloadProblem: LoadError?
    /// Names that appeared more than once at the same address (or with none) in the last feed;
    /// only the first of each is kept. A second location of a chain is kept under its name and
    /// address (`LunchReducer.distinctLocations`).
    public var duplicateNames: [RestaurantID]
    /// The map of the loaded feed (empty until it loads).
    public var map: LunchMap
    /// One entry per background image address, in the order they were first requested.
    public var images: ImageSlots
    /// The modal shown, if any.
    public var modal: ModalPresentation<LunchModal>
    /// The internets tab's browser.
    public var browser: BrowserHistory
    /// The restaurants the user made favorites.
    public var favorites: Favorites<RestaurantID>
    /// Why favorites could not be read or written, until the next success.
    public var favoritesProblem: FavoritesProblem?
    /// How the list is laid out.
    public var layout: LunchLayout
    /// The last action refused, and why; cleared by the next action.
    public var lastRefusal: LunchRefusal?

    /// The names the log gives the parts; `settings` keeps its first name, `config`.
    enum CodingKeys: String, CodingKey {
        case settings = "config"
        case navigation, feed, feedRequestInFlight, feedReloadProblem, duplicateNames, map, images, modal, browser
        case favorites, favoritesProblem, layout, lastRefusal
    }

    /// The app at launch with `settings`.
    public init(settings: LunchSettings = LunchSettings()) {
        self.settings = settings
        navigation = TabNavigation(tabs: LunchTab.allCases, selected: .lunch)
        feed = .idle
        feedRequestInFlight = false
        feedReloadProblem = nil
        duplicateNames = []
        map = LunchMap()
        images = []
        modal = ModalPresentation()
        // Seed rule lunch.browser.home.
        browser = BrowserHistory(initialURL: settings.browserHomePage)
        favorites = Favorites()
        favoritesProblem = nil
        layout = LunchLayout(sizeClass: .compact)
        lastRefusal = nil
    }

    /// The restaurant named `id` in the loaded feed.
    public func restaurant(_ id: RestaurantID) -> Restaurant? {
        feed.value?.first { $0.id == id }
    }

    /// The favorite restaurants found in the loaded feed, in the order they were added.
    public var favoriteRestaurants: [Restaurant] {
        // Seed rule lunch.favorites.tab.
        favorites.ids.compactMap { restaurant($0) }
    }

    /// The status of the image at `url`, or `nil` when it was never requested.
    public func image(at url: AddressText) -> ImageLoad? {
        images.status(of: url)
    }
}

/// The app's tabs.
public enum LunchTab: String, Equatable, Codable, Sendable, CaseIterable {
    case lunch, internets, favorites
}

/// A screen pushed on a tab's stack.
public enum LunchDestination: Equatable, Codable, Sendable {
    case detail(restaurant: RestaurantID)
}

/// What the app presents over its tabs.
public enum LunchModal: Equatable, Codable, Sendable {
    case map
}

/// The horizontal size class a front end reports: compact on a phone, regular on a wide screen.
public enum SizeClass: String, Equatable, Codable, Sendable {
    case compact, regular
}

/// Layout facts front ends need: the list has one column when compact, two when regular.
public struct LunchLayout: Equatable, Codable, Sendable {
    /// The size class the front end last reported.
    public var sizeClass: SizeClass
    /// How many columns the list has: one when compact, two when regular.
    public var columns: Int

    /// The layout for `sizeClass`.
    public init(sizeClass: SizeClass) {
        self.sizeClass = sizeClass
        columns = sizeClass == .regular ? 2 : 1
    }
}

/// Why stored favorites could not be read or written.
public typealias FavoritesProblem = StoredValueProblem<FavoritesProblemNames>

/// The log's names of a `FavoritesProblem`: `storage`, and `unreadable` for a stored value that is
/// not a JSON array of ids.
public enum FavoritesProblemNames: StoredValueProblemNames {
    public static let storage = "storage"
    public static let corrupt = "unreadable"
}

/// Why the last action was refused: the one place the app says so, cleared by the next action.
public enum LunchRefusal: Equatable, Codable, Sendable {
    case navigation(refusal: NavigationRefusal)
    case modal(refusal: ModalRefusal<LunchModal>)
    case browser(refusal: BrowserRefusal)
    /// No restaurant of that name in the loaded feed.
    case unknownRestaurant(restaurant: RestaurantID)
    /// Retry was tapped while the feed was loading, or loaded with no failed reload to try again.
    case nothingToRetry
    /// Retry was tapped on an image that had not failed.
    case imageNotFailed(url: AddressText)
    /// A tap on something the screen does not show: a row of another tab's list, or under the
    /// map, or behind a detail screen; a heart of a detail screen that is not on top; a tab or
    /// Back under the full-screen map.
    case notOnScreen
}
