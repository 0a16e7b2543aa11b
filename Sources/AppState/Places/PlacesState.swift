/// Everything the Places app shows: the tab bar, the user's location, the list, the map and the
/// details of pushed places.
public struct PlacesState: Equatable, Codable, Sendable {
    /// `nil` until the launch action brings it.
    public var settings: PlacesSettings?
    /// What the user allowed of their location.
    public var permission: LocationPermission
    /// The user's location, as last known.
    public var location: LocationFix
    /// Which tab and which place are shown.
    public var navigation: PlacesNavigation
    /// The places around, page by page.
    public var list: NearbyList
    /// The map's centre and whether it follows the user.
    public var map: PlacesMap
    /// The details of the places on the navigation stacks, in the order they were pushed.
    public var details: [PlaceDetailsEntry]
    /// How many HTTP requests were made: the next one gets this number plus one.
    public var requestCount: Int
    /// The last action refused, and why; cleared by the next action.
    public var lastRefusal: PlacesRefusal?

    /// The names the log gives the parts; `settings` keeps its first name, `configuration`.
    enum CodingKeys: String, CodingKey {
        case settings = "configuration"
        case permission, location, navigation, list, map, details, requestCount, lastRefusal
    }

    /// The app at launch: nothing allowed, located or loaded yet.
    public init() {
        settings = nil
        permission = .notDetermined
        location = .waiting
        navigation = PlacesNavigation(tabs: [.map, .list], selected: .list)
        list = NearbyList()
        map = PlacesMap()
        details = []
        requestCount = 0
        lastRefusal = nil
    }

    /// The places shown on the map.
    public var annotations: [Place] { list.rows.map(\.place) }

    /// The details shown for `place`, when its screen is on a stack.
    public func details(of place: PlaceID) -> PlaceDetailsEntry? {
        details.first { $0.placeID == place }
    }

    /// Why no search can be made, most important first; `nil` when nothing stands in the way.
    public var notice: PlacesNotice? {
        guard settings?.hasAPIKey == true else { return .missingAPIKey }
        switch permission {
        case .denied: return .locationDenied
        case .restricted: return .locationRestricted
        case .notDetermined: return .waitingForPermission
        case .granted: break
        }
        switch location {
        case .waiting: return .waitingForLocation
        case .unavailable(let reason): return .locationUnavailable(reason: reason)
        case .located: return nil
        }
    }
}

/// A message the app shows instead of (or above) the places.
public enum PlacesNotice: Equatable, Codable, Sendable {
    /// No API key was configured: nothing can be searched.
    case missingAPIKey
    /// The user refused location access: no search is made.
    case locationDenied
    /// Location access is forbidden on this device: no search is made.
    case locationRestricted
    case waitingForPermission
    case waitingForLocation
    case locationUnavailable(reason: String)
}

/// Why the last action was refused: the one place the app says so, cleared by the next action.
public enum PlacesRefusal: Equatable, Codable, Sendable {
    case navigation(refusal: NavigationRefusal)
    /// A row tapped where the list does not show it: on the map tab, behind a details screen,
    /// or a place the list does not hold.
    case rowNotOnScreen(place: PlaceID)
}
