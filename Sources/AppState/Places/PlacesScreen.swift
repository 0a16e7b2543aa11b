import Foundation

/// What Places shows, computed from its state: the map tab (the user's location, My Location, a
/// pin per place), the list tab (rows with their images, loaded page by page), and a place's
/// details pushed over either.
public struct PlacesScreen: Equatable, Codable, Sendable {
    /// The tabs: list and map.
    public var tabBar: ScreenTabBar
    /// Why no search can be made, or why the last one failed.
    public var notice: ScreenNotice?
    /// The list, when its tab is shown.
    public var list: PlacesListScreen?
    /// The map, when its tab is shown.
    public var map: PlacesMapScreen?
    /// The details of a place, when one is open.
    public var details: PlaceDetailsScreen?

    /// The screen that `state` shows.
    public init(_ state: PlacesState) {
        tabBar = ScreenTabBar(tabs: ["map", "list"], selected: state.navigation.selected == .map ? "map" : "list")
        notice = state.notice.map(Self.notice) ?? state.list.problem.map { ScreenNotice.retryable(Self.problem($0, state)) }
        if case .details(let id)? = state.navigation.current.top {
            details = PlaceDetailsScreen(state.details(of: id), state)
            return
        }
        switch state.navigation.selected {
        case .list: list = PlacesListScreen(state.list, settings: state.settings)
        case .map: map = PlacesMapScreen(state)
        }
    }

    /// What stands in the way of a search, for people.
    static func notice(_ notice: PlacesNotice) -> ScreenNotice {
        switch notice {
        case .missingAPIKey: ScreenNotice("Places cannot be searched: no Places API key is set (PLACES_API_KEY).")
        case .locationDenied: ScreenNotice("Location access is off. Allow it in Settings to see places nearby.")
        case .locationRestricted: ScreenNotice("Location access is not allowed on this device.")
        case .waitingForPermission: ScreenNotice("Waiting for permission to use your location…")
        case .waitingForLocation: ScreenNotice("Finding your location…")
        case .locationUnavailable(let reason): ScreenNotice("Your location is not available (\(reason)).")
        }
    }

    /// Why a Places request gave nothing usable, for people.
    static func problem(_ error: PlacesError, _ state: PlacesState) -> String {
        let host = Sentences.host(of: state.settings?.service)
        switch error {
        case .load(let error): return Sentences.load(error, what: "the places", host: host)
        case .service(let status, let message):
            let detail = message.map { ": \($0)" } ?? ""
            switch status {
            case .requestDenied: return "The Places service refused the request\(detail). Check the API key."
            case .overQueryLimit: return "The Places service is over its quota. Retry later."
            default: return "The Places service answered \(status)\(detail)."
            }
        case .pageTokenRejected: return "The next page of places could not be loaded."
        case .invalidServiceURL(let address): return "The Places service address is not valid: \(address)."
        case .otherPlace: return "The Places service answered about another place."
        }
    }
}

/// The list tab: a row per place (name, street address, image), paged as it scrolls.
public struct PlacesListScreen: Equatable, Codable, Sendable {
    /// The rows, in order.
    public var rows: [PlaceRowScreen]
    /// A search or the next page is in flight (a spinner at the top or the bottom).
    public var isLoading: Bool
    /// A pull to refresh is replacing the list.
    public var isRefreshing: Bool
    /// What an empty list says once a search answered.
    public var emptyText: String?

    init(_ list: NearbyList, settings: PlacesSettings?) {
        rows = list.rows.map { PlaceRowScreen($0, photo: PlacesRequests.photo(of: $0.place, settings: settings)) }
        isLoading = list.pending != nil || list.pageRetry?.waiting == true
        isRefreshing = list.pending?.page == 1 && list.pagesLoaded > 0
        emptyText = list.foundNothing ? "No places within \(NearbyList.radius) m." : nil
    }
}

/// One place in the list.
public struct PlaceRowScreen: Equatable, Codable, Sendable {
    /// The place's name.
    public var name: String
    /// The place's address, when known.
    public var address: String?
    /// The place's photo.
    public var image: ScreenImage

    /// `photo`: the address of the row's image, when it has one to load.
    init(_ row: PlaceRow, photo: AddressText?) {
        name = row.place.name
        address = row.place.vicinity
        image = ScreenImage(url: photo, load: row.image)
    }
}

/// The map tab: the user's location, My Location (which centres the map there), and the places.
public struct PlacesMapScreen: Equatable, Codable, Sendable {
    /// The pin of the user's location, when known.
    public var userLocation: ScreenPin?
    /// The pin of the map's centre, when it has one.
    public var centre: ScreenPin?
    /// Whether the map follows the user's location.
    public var followsUser: Bool
    /// The button that centres the map on the user.
    public var myLocation: ScreenButton
    /// The button that loads the places around the map's centre again.
    public var refresh: ScreenButton
    /// The places' pins.
    public var pins: [ScreenPin]

    init(_ state: PlacesState) {
        let location = state.location.coordinate
        userLocation = location.map { ScreenPin("My location", at: $0) }
        centre = (state.map.centre ?? location).map { ScreenPin("Centre", at: $0) }
        followsUser = state.map.followsUser
        myLocation = ScreenButton("My Location", isEnabled: location != nil)
        refresh = ScreenButton("Refresh map", isEnabled: state.notice == nil)
        pins = state.annotations.map { ScreenPin($0.name, at: $0.coordinate) }
    }
}

/// A place's details: loading, why they failed, or what the service gave.
public struct PlaceDetailsScreen: Equatable, Codable, Sendable {
    /// The button back to the list.
    public var back: ScreenButton
    /// What the screen says while loading or after a failure.
    public var notice: ScreenNotice?
    /// The place's name, once loaded.
    public var name: String?
    /// "Closed permanently" or "Closed temporarily".
    public var closed: String?
    /// The place's address, when known.
    public var address: String?
    /// The place's phone number, when known.
    public var phone: String?
    /// The place's web site, when known.
    public var website: String?
    /// The place's rating as text, when known.
    public var rating: String?
    /// Whether the place is open now, as text, when known.
    public var openNow: String?
    /// The reviews, in the service's order.
    public var reviews: [PlaceReviewScreen]

    init(_ entry: PlaceDetailsEntry?, _ state: PlacesState) {
        back = ScreenButton("Back")
        reviews = []
        switch entry?.phase {
        case nil, .idle?, .loading?: notice = ScreenNotice("Loading the details…")
        case .failed(let error)?: notice = ScreenNotice(PlacesScreen.problem(error, state))
        case .loaded(let details)?:
            name = details.name ?? "(no name)"
            switch details.businessStatus {
            case .closedPermanently?: closed = "Closed permanently"
            case .closedTemporarily?: closed = "Closed temporarily"
            case .operational?, nil: closed = nil
            }
            address = details.address
            phone = details.phone
            website = details.website
            rating = details.rating.map { "Rating \($0)\(details.ratingsCount.map { " (\($0) ratings)" } ?? "")" }
            openNow = details.openNow.map { $0 ? "Open now" : "Closed now" }
            reviews = details.reviews.prefix(3).map(PlaceReviewScreen.init)
        }
    }
}

/// One review of a place.
public struct PlaceReviewScreen: Equatable, Codable, Sendable {
    /// "Someone, 4/5".
    public var heading: String
    /// What the reviewer wrote.
    public var text: String

    init(_ review: PlaceDetails.Review) {
        let rating = review.rating.map { ", \(Int(exactly: $0).map(String.init) ?? String($0))/5" } ?? ""
        heading = "\(review.author ?? "Someone")\(rating)"
        text = review.text
    }
}
