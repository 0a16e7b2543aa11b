import AppState

/// Starts searches and next pages, and folds their answers into the list.
///
/// At most one search request is in flight: starting one cancels the previous one, and an answer
/// whose request number is not the pending one is stale and dropped.
enum NearbySearchReducer {
    /// A new search around the current position (first position, pull to refresh, refresh map).
    /// Nothing is sent without a key, permission or position: `PlacesState.notice` says which.
    static func search(_ state: inout PlacesState) -> [Effect] {
        guard let origin = state.location.coordinate else { return [] }
        return send(&state, origin: origin, page: 1, token: nil)
    }

    /// Searches once the key, the permission and a position are all there, unless a page arrived
    /// or a search is in flight (later positions do not replace the list: pull to refresh does).
    /// After a failed first search, the next position or grant searches again.
    static func searchIfNeeded(_ state: inout PlacesState) -> [Effect] {
        state.list.needsFirstSearch ? search(&state) : []
    }

    /// A new position: a first page still in flight for another position is stale, so the search
    /// starts again from the new one.
    static func locationChanged(_ state: inout PlacesState) -> [Effect] {
        if let pending = state.list.pending, pending.page == 1,
            pending.origin != state.location.coordinate
        {
            return search(&state)
        }
        return searchIfNeeded(&state)
    }

    /// The next page, when there is one, the list is not full and no request is in flight.
    static func loadNextPage(_ state: inout PlacesState) -> [Effect] {
        let list = state.list
        guard list.pending == nil, let token = list.nextPageToken, let origin = list.origin,
            list.rows.count < NearbyList.maximumPlaces
        else { return [] }
        return send(&state, origin: origin, page: list.pagesLoaded + 1, token: token)
    }

    /// Cancels the search in flight, if any.
    static func cancelPending(_ state: inout PlacesState) -> [Effect] {
        guard let pending = state.list.pending else { return [] }
        state.list.pending = nil
        return [.cancel(PlacesRequestID.nearby(pending.number).effectID)]
    }

    /// The answer to request `number`: a first page replaces the list, a next page extends it.
    static func pageLoaded(
        _ state: inout PlacesState, request number: Int, _ result: Result<NearbyPage, PlacesError>
    ) -> [Effect] {
        guard let pending = state.list.pending, pending.number == number else { return [] }
        state.list.pending = nil
        switch result {
        case .failure(let error):
            guard pending.page > 1 else {
                state.list.problem = error
                return []
            }
            state.list.nextPageToken = nil
            if case .service(.invalidRequest, let message) = error {
                state.list.problem = .pageTokenRejected(message: message)
            } else {
                state.list.problem = error
            }
            return []
        case .success(let page):
            var effects: [Effect] = []
            if pending.page == 1 {
                effects = RowVisibilityReducer.cancelImageLoads(&state)
                state.list.origin = pending.origin
                state.list.rows = []
                state.list.skipped = []
                state.list.visibleRows = nil
            }
            append(page, number: pending.page, to: &state.list)
            return effects + RowVisibilityReducer.reconcile(&state)
        }
    }

    private static func append(_ page: NearbyPage, number: Int, to list: inout NearbyList) {
        list.pagesLoaded = number
        list.skipped += page.skipped.map { SkippedResult(page: number, failure: $0) }
        for place in page.places where list.rows.count < NearbyList.maximumPlaces {
            guard !list.rows.contains(where: { $0.place.id == place.id }) else { continue }
            list.rows.append(PlaceRow(place: place))
        }
        list.nextPageToken = list.rows.count < NearbyList.maximumPlaces ? page.nextPageToken : nil
    }

    private static func send(
        _ state: inout PlacesState, origin: Coordinate, page: Int, token: String?
    ) -> [Effect] {
        guard state.permission == .granted, let configuration = state.configuration, configuration.hasAPIKey
        else { return [] }
        let effects = cancelPending(&state)
        state.requestCount += 1
        let request = NearbyRequest(number: state.requestCount, origin: origin, page: page, pageToken: token)
        switch PlacesRequests.nearby(request, service: configuration.service) {
        case .success(let http):
            state.list.pending = request
            state.list.problem = nil
            return effects + [.http(http)]
        case .failure(let error):
            state.list.problem = error
            return effects
        }
    }
}
