/// The two tabs of the app's tab bar.
public enum PlacesTab: String, Equatable, Codable, Sendable {
    /// The user's location and the places around it as annotations.
    case map
    /// The places around the user as rows, loaded page by page as the list scrolls.
    case list
}

/// A screen pushed on a tab's navigation stack.
public enum PlacesDestination: Equatable, Codable, Sendable {
    /// The Place Details of one place; its content is in `PlacesState.details`.
    case details(place: PlaceID)
}

/// The tab bar of the app, built on the shared tab navigation.
public typealias PlacesNavigation = TabNavigation<PlacesTab, PlacesDestination>
