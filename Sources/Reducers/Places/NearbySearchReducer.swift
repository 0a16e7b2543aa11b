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
        guard list.pending == nil, list.pageRetry == nil, let token = list.nextPageToken, let origin = list.origin,
            list.rows.count < NearbyList.maximumPlaces
        else { return [] }
        return send(&state, origin: origin, page: list.pagesLoaded + 1, token: token)
    }

    /// Cancels the search in flight, and the timer of a page waiting to be asked again, if any.
    static func cancelPending(_ state: inout PlacesState) -> [Effect] {
        var effects: [Effect] = []
        if let retry = state.list.pageRetry, retry.waiting {
            effects.append(.cancel(id: PlacesEffectID.pageRetry(retry.refused.number).effectID))
        }
        state.list.pageRetry = nil
        guard let pending = state.list.pending else { return effects }
        state.list.pending = nil
        return effects + [.cancel(id: PlacesEffectID.nearby(pending.number).effectID)]
    }

    /// The timer of refused page request `number` fired: the same page is asked again with the
    /// same token. Dropped unless that page is the one waiting.
    static func retryDue(_ state: inout PlacesState, request number: PlacesRequestNumber) -> [Effect] {
        guard var retry = state.list.pageRetry, retry.waiting, retry.refused.number == number,
            state.list.pending == nil
        else { return [] }
        state.list.pageRetry = nil
        let effects = send(&state, origin: retry.refused.origin, page: retry.refused.page, token: retry.refused.pageToken)
        if state.list.pending != nil {
            retry.waiting = false
            state.list.pageRetry = retry
        }
        return effects
    }

    /// The answer to request `number`: a first page replaces the list, a next page extends it.
    static func pageLoaded(
        _ state: inout PlacesState, request number: PlacesRequestNumber, _ result: Result<NearbyPage, PlacesError>
    ) -> [Effect] {
        guard let pending = state.list.pending, pending.number == number else { return [] }
        state.list.pending = nil
        switch result {
        case .failure(let error):
            guard pending.page > 1 else {
                state.list.problem = error
                return []
            }
            return pageRefused(&state, pending, error)
        case .success(let page):
            var effects: [Effect] = []
            if pending.page == 1 {
                effects = RowVisibilityReducer.cancelImageLoads(&state)
                state.list.origin = pending.origin
                state.list.rows = []
                state.list.skipped = []
                state.list.visibleRows = nil
            }
            state.list.pageRetry = nil
            // Seed rule places.nearby.
            append(page, number: pending.page, to: &state.list)
            return effects + RowVisibilityReducer.reconcile(&state)
        }
    }

    /// A next page failed. Refused for a reason that passes (a token not valid yet, the quota), it
    /// is asked again after a delay, a bounded number of times. Lost on the way (no answer, a
    /// server error, `UNKNOWN_ERROR`), its token is kept and the page is asked again when the end
    /// of the list is shown again: one failure does not stop the list short of its 25 places.
    /// Otherwise, or past the bound, paging ends and the list says why.
    private static func pageRefused(_ state: inout PlacesState, _ request: NearbyRequest, _ error: PlacesError) -> [Effect] {
        let refusals = (state.list.pageRetry?.refusals ?? 0) + 1
        state.list.pageRetry = nil
        switch error {
        case .service(.invalidRequest, _) where refusals <= NearbyList.maximumPageRetries,
            .service(.overQueryLimit, _) where refusals <= NearbyList.maximumPageRetries:
            state.list.pageRetry = PageRetry(refused: request, refusals: refusals, waiting: true)
            return [.timer(id: PlacesEffectID.pageRetry(request.number).effectID, milliseconds: NearbyList.pageRetryMilliseconds)]
        case .load(.http), .load(.badStatus), .service(.unknownError, _):
            state.list.problem = error
        case .service(.invalidRequest, let message):
            state.list.nextPageToken = nil
            state.list.problem = .pageTokenRejected(message: message)
        default:
            state.list.nextPageToken = nil
            state.list.problem = error
        }
        return []
    }

    /// Adds the page's places the list does not hold yet. Paging ends when the list is full, at
    /// the last page Nearby Search can have, or when a next page added nothing (a server that
    /// repeats its pages would otherwise be asked again and again).
    private static func append(_ page: NearbyPage, number: Int, to list: inout NearbyList) {
        list.pagesLoaded = number
        list.skipped += page.skipped.map { SkippedResult(page: number, failure: $0) }
        var known = Set(list.rows.map(\.place.id))
        let before = list.rows.count
        for place in page.places where list.rows.count < NearbyList.maximumPlaces && known.insert(place.id).inserted {
            list.rows.append(PlaceRow(place: place))
        }
        let addedNothing = number > 1 && list.rows.count == before
        let morePossible = list.rows.count < NearbyList.maximumPlaces && number < NearbyList.maximumPages && !addedNothing
        list.nextPageToken = morePossible ? page.nextPageToken : nil
    }

    private static func send(
        _ state: inout PlacesState, origin: Coordinate, page: Int, token: String?
    ) -> [Effect] {
        guard state.permission == .granted, let settings = state.settings, settings.hasAPIKey
        else { return [] }
        // Seed rule places.refresh.cancels.
        let effects = cancelPending(&state)
        state.requestCount += 1
        let request = NearbyRequest(number: PlacesRequestNumber(state.requestCount), origin: origin, page: page, pageToken: token)
        switch PlacesRequests.nearby(request, service: settings.service) {
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
