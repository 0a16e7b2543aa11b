import Foundation

/// What Lunch shows, computed from its state: the one source of every front end's display values
/// (the terminal, the driver, a SwiftUI view) and of `replay`'s screen.
public struct LunchScreen: Equatable, Codable, Sendable {
    /// Which part covers the screen: the tab's list or browser, a pushed detail, or the map modal.
    public enum Showing: String, Equatable, Codable, Sendable {
        case list, detail, browser, map
    }

    /// The screen's title.
    public var title: String
    /// The tabs.
    public var tabBar: ScreenTabBar
    /// What the main area shows.
    public var showing: Showing
    /// The map button at the upper right: enabled once the feed is loaded.
    public var mapButton: ScreenButton
    /// The lunch tab's list, or the favorites tab's, while it shows.
    public var list: LunchListScreen?
    /// The open restaurant, if any.
    public var detail: LunchDetailScreen?
    /// The browser, when its tab is shown.
    public var browser: BrowserScreen?
    /// The map, when it is open.
    public var map: LunchMapScreen?

    /// The screen that `state` shows.
    public init(_ state: LunchState) {
        title = "Lunch Tyme"
        tabBar = ScreenTabBar(tabs: LunchTab.allCases.map(\.rawValue), selected: state.navigation.selected.rawValue)
        mapButton = ScreenButton("Map", isEnabled: state.feed.value != nil)
        if state.modal.presented == .map {
            showing = .map
            map = LunchMapScreen(state.map)
        } else if case .detail(let id)? = state.navigation.current.top {
            showing = .detail
            detail = LunchDetailScreen(id, state)
        } else {
            switch state.navigation.selected {
            case .lunch:
                showing = .list
                list = LunchListScreen(feedOf: state)
            case .favorites:
                showing = .list
                list = LunchListScreen(favoritesOf: state)
            case .internets:
                showing = .browser
                let refusal: BrowserRefusal? = if case .browser(let refusal)? = state.lastRefusal { refusal } else { nil }
                browser = BrowserScreen(state.browser, refusal: refusal)
            }
        }
    }

    /// A restaurant's background image as its row and its detail show it.
    static func image(of restaurant: Restaurant, _ state: LunchState) -> ScreenImage {
        ScreenImage(url: restaurant.backgroundImageURL, load: state.image(at: restaurant.backgroundImageURL))
    }

    /// Why the restaurants could not be loaded, for people.
    static func problem(_ error: LoadError, _ state: LunchState) -> String {
        Sentences.load(error, what: "the restaurants", host: Sentences.host(of: state.settings.feedURL))
    }
}

/// A list of restaurants: the lunch tab's feed or the favorites tab's.
public struct LunchListScreen: Equatable, Codable, Sendable {
    /// Loading, a failure with Retry, or a failed reload above the rows it kept.
    public var notice: ScreenNotice?
    /// The rows, in the feed's order.
    public var rows: [LunchRow]
    /// What an empty list says, once there is nothing to wait for.
    public var emptyText: String?
    /// One column on a phone, two on a wide screen.
    public var columns: Int

    init(feedOf state: LunchState) {
        columns = state.layout.columns
        switch state.feed {
        case .idle, .loading:
            notice = ScreenNotice("Loading the restaurants…")
            rows = []
        case .failed(let error):
            notice = state.feedRequestInFlight
                ? ScreenNotice("Loading the restaurants…") : .retryable(LunchScreen.problem(error, state))
            rows = []
        case .loaded(let restaurants):
            notice = state.feedReloadProblem.map {
                .retryable("The restaurants could not be reloaded. \(LunchScreen.problem($0, state))")
            }
            rows = LunchRow.rows(of: restaurants, state)
            emptyText = rows.isEmpty ? "No restaurants." : nil
        }
    }

    init(favoritesOf state: LunchState) {
        columns = state.layout.columns
        rows = LunchRow.rows(of: state.favoriteRestaurants, state)
        emptyText = rows.isEmpty ? "No favorites yet." : nil
        notice = state.favoritesProblem.map { problem in
            switch problem {
            case .storage(let error):
                ScreenNotice(Sentences.storage(error, what: "your favorites", writing: !state.favorites.storedUnread))
            case .corrupt: ScreenNotice("Your saved favorites could not be read; new ones are saved from now on.")
            }
        }
    }
}

/// A restaurant cell: its name and category over its background image, and its heart.
public struct LunchRow: Equatable, Codable, Sendable {
    /// The restaurant's name.
    public var name: String
    /// The restaurant's category.
    public var category: String
    /// Whether the restaurant is a favorite.
    public var isFavorite: Bool
    /// The restaurant's picture.
    public var image: ScreenImage

    /// The rows of `restaurants`, in order. What a row needs of `state` is taken from it once, each
    /// restaurant is read where it is stored, not copied, and the images are found in the order
    /// they were requested in (`ImageSlots.statuses(of:)`): a live driver builds the screen again
    /// after every input, thousands of rows for a large feed.
    static func rows(of restaurants: [Restaurant], _ state: LunchState) -> [LunchRow] {
        let favorites = state.favorites, urls = restaurants.map(\.backgroundImageURL)
        let images = state.images.statuses(of: urls)
        var rows: [LunchRow] = []
        rows.reserveCapacity(restaurants.count)
        for index in restaurants.indices {
            rows.append(LunchRow(
                name: restaurants[index].name, category: restaurants[index].category,
                isFavorite: favorites.contains(restaurants[index].id), image: ScreenImage(url: urls[index], load: images[index])))
        }
        return rows
    }
}

/// The restaurant detail pushed on a tab's stack, with the heart at the right of its name.
public struct LunchDetailScreen: Equatable, Codable, Sendable {
    /// The restaurant's name.
    public var name: String
    /// The button back to the list.
    public var back: ScreenButton
    /// The button that makes the restaurant a favorite or not.
    public var heart: ScreenButton
    /// Whether the restaurant is a favorite.
    public var isFavorite: Bool
    /// The restaurant's category, when known.
    public var category: String?
    /// The lines of the restaurant's address.
    public var address: [String]
    /// The restaurant's phone number, when known.
    public var phone: String?
    /// The restaurant's Twitter name, when known.
    public var twitter: String?
    /// The restaurant's picture, when it has one.
    public var image: ScreenImage?
    /// Set when the restaurant is no longer in the feed (a reload dropped it).
    public var notice: ScreenNotice?

    init(_ id: RestaurantID, _ state: LunchState) {
        name = id.name
        back = ScreenButton("Back")
        isFavorite = state.favorites.contains(id)
        address = []
        guard let restaurant = state.restaurant(id) else {
            heart = .heart(isFilled: isFavorite, isEnabled: false)
            notice = ScreenNotice("\(id.name) is no longer in the list of restaurants.")
            return
        }
        heart = .heart(isFilled: isFavorite)
        category = restaurant.category
        address = restaurant.location.formattedAddress
        phone = restaurant.contact?.formattedPhone
        twitter = restaurant.contact?.twitter.map { "@\($0)" }
        image = LunchScreen.image(of: restaurant, state)
    }
}

/// The map modal: a pin per restaurant, and those the map cannot place.
public struct LunchMapScreen: Equatable, Codable, Sendable {
    /// The button that closes the map.
    public var close: ScreenButton
    /// The region that fits every pin; `nil` when no restaurant has a position.
    public var region: MapRegion?
    /// The restaurants' pins.
    public var pins: [ScreenPin]
    /// Restaurants without a usable position, by name.
    public var notOnMap: [String]

    init(_ map: LunchMap) {
        close = ScreenButton("Close")
        region = map.region
        pins = map.annotations.map { ScreenPin($0.name, at: $0.coordinate) }
        notOnMap = map.excluded.map(\.restaurant.name)
    }
}
