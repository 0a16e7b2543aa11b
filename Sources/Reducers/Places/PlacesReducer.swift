import AppState

/// The Places app's reducer: location input, tabs and navigation, the lazily loaded list, the map.
package enum PlacesReducer {
    package static func reduce(_ state: inout PlacesState, _ action: PlacesAction) -> [Effect] {
        state.lastRefusal = nil
        switch action {
        case .launched(let settings):
            state.settings = settings
            guard settings.hasAPIKey else { return NearbySearchReducer.cancelPending(&state) }
            return NearbySearchReducer.searchIfNeeded(&state)
        case .locationPermissionChanged(let permission):
            state.permission = permission
            guard permission == .granted else { return NearbySearchReducer.cancelPending(&state) }
            return NearbySearchReducer.searchIfNeeded(&state)
        case .locationUpdated(let position):
            state.location = .located(position: position)
            if state.map.followsUser { state.map.centre = position }
            return NearbySearchReducer.locationChanged(&state)
        case .locationUnavailable(let reason):
            state.location = .unavailable(reason: reason)
            return []
        case .tabSelected(let tab):
            // Seed rule places.tabs.
            state.lastRefusal = TabNavigationReducer.reduce(&state.navigation, .tabSelected(tab: tab)).map(PlacesRefusal.navigation)
            return PlaceDetailsReducer.reconcile(&state)
        case .backTapped:
            // Seed rule places.details.back.
            state.lastRefusal = TabNavigationReducer.reduce(&state.navigation, .navigation(.popped)).map(PlacesRefusal.navigation)
            return PlaceDetailsReducer.reconcile(&state)
        case .rowTapped(let place):
            guard state.navigation.selected == .list, state.navigation.current.screens.isEmpty,
                state.list.rows.contains(where: { $0.place.id == place })
            else {
                state.lastRefusal = .rowNotOnScreen(place: place)
                return []
            }
            // Seed rule places.details.
            state.lastRefusal = TabNavigationReducer.reduce(&state.navigation, .navigation(.pushed(screen: .details(place: place)))).map(PlacesRefusal.navigation)
            return PlaceDetailsReducer.reconcile(&state)
        case .rowsBecameVisible(let rows):
            state.list.visibleRows = rows
            return RowVisibilityReducer.reconcile(&state)
        // Seed rule places.pullToRefresh.
        // Seed rule places.refreshMap.
        case .refreshPulled, .mapRefreshTapped:
            return NearbySearchReducer.search(&state)
        case .myLocationTapped:
            state.map.followsUser = true
            // Seed rule places.myLocation.
            if let position = state.location.coordinate { state.map.centre = position }
            return []
        case .mapMoved(let centre):
            state.map.centre = centre
            state.map.followsUser = false
            return []
        case .nearbyPageLoaded(let number, let result):
            return NearbySearchReducer.pageLoaded(&state, request: number, result)
        case .pageRetryDue(let number):
            return NearbySearchReducer.retryDue(&state, request: number)
        case .detailsLoaded(let number, let result):
            PlaceDetailsReducer.loaded(&state, request: number, result)
            return []
        case .photoLoaded(let place, let result):
            RowVisibilityReducer.photoLoaded(&state, place: place, result: result)
            return []
        }
    }
}
