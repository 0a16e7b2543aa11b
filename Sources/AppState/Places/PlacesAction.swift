/// What happens in the Places app: facts from the front end, the platform's location service and
/// the runtime.
public enum PlacesAction: Equatable, Sendable {
    /// The app started with these settings (the service, and whether the runtime has a key).
    case launched(configuration: PlacesSettings)
    case locationPermissionChanged(permission: LocationPermission)
    case locationUpdated(position: Coordinate)
    case locationUnavailable(reason: String)

    /// A tab was tapped (the selected one again: back to its root).
    case tabSelected(tab: PlacesTab)
    /// Back was tapped on a details screen.
    case backTapped
    /// A list row was tapped: its details are pushed on the list's stack.
    case rowTapped(place: PlaceID)
    /// The list scrolled: these rows are now on screen.
    case rowsBecameVisible(rows: VisibleRows)
    /// The list was pulled down: search again from the current position, replacing the list.
    case refreshPulled

    case myLocationTapped
    /// The user moved the map to this centre.
    case mapMoved(centre: Coordinate)
    /// "Refresh map" was tapped: search again from the current position.
    case mapRefreshTapped

    /// The answer to Nearby Search request `request`.
    case nearbyPageLoaded(request: PlacesRequestNumber, result: Result<NearbyPage, PlacesError>)
    /// The delay after refused page request `request` is over: the page is asked again.
    case pageRetryDue(request: PlacesRequestNumber)
    /// The answer to Place Details request `request`. Held out of line, so that every other action
    /// is not as large as a place's details (each is copied a few times an input).
    indirect case detailsLoaded(request: PlacesRequestNumber, result: Result<PlaceDetails, PlacesError>)
    /// The image of a row's place.
    case photoLoaded(place: PlaceID, result: Result<ImageInfo, ImageError>)
}
