import ActionLog
import AppState
import Foundation

/// The feed, its disk cache and its images.
extension BurgersReducer {
    /// Requests the feed unless offline or a request is already in flight.
    static func fetchIfPossible(_ state: inout BurgersState) -> [Effect] {
        guard state.connectivity == .online, !state.isLoading else { return [] }
        state.fetch = .loading(since: state.now)
        let request = HTTPRequest(
            id: BurgersEffectID.feed.effectID, url: state.settings.burgersURL,
            headers: [.init(name: "Accept", value: "application/json")],
            timeout: state.settings.feedTimeout)
        return [.http(request)]
    }

    /// A good feed replaces the one shown and the disk cache; it counts as fetched when its
    /// request was sent. A failure keeps the last good feed on screen, now marked as cached. An
    /// answer while no request is in flight (late, again, never asked, or cancelled by going
    /// offline) is dropped: it must neither mark the fetch failed nor pass an old feed as fresh.
    static func feedLoaded(_ state: inout BurgersState, _ result: Result<BurgerFeed, LoadError>) -> [Effect] {
        guard state.isLoading else { return [] }
        switch result {
        case .failure(let error):
            state.fetch = .failed(error: error)
            state.serverReachable = !error.reachedNothing
            return []
        case .success(let feed):
            let fetchedAt: Timestamp
            if case .loading(let since) = state.fetch { fetchedAt = since } else { fetchedAt = state.now }
            state.fetch = .idle
            state.serverReachable = true
            // Seed rule burgers.list.
            // Seed rule burgers.promoted.
            // Seed rule burgers.regular.
            state.lastGood = FetchedFeed(feed: feed, fetchedAt: fetchedAt, origin: .network)
            // Seed rule burgers.cache.saved.
            return save(&state) + loadImages(&state)
        }
    }

    /// A saved feed is shown only while nothing fresher is held. A corrupt file is ignored with a
    /// note, and overwritten at once when a fresh feed is already held, otherwise by the next one.
    static func cacheLoaded(_ state: inout BurgersState, _ result: Result<FetchedFeed?, FeedCacheError>) -> [Effect] {
        switch result {
        case .success(nil):
            return []
        case .success(let saved?):
            guard state.lastGood == nil else { return [] }
            // Seed rule burgers.cache.offline.
            state.lastGood = saved
            return loadImages(&state)
        case .failure(.corrupt(let failure)):
            state.cacheNote = .corruptIgnored(failure: failure)
            return state.lastGood?.origin == .network ? save(&state) : []
        case .failure(.storage(let error)):
            state.cacheNote = .unreadable(error: error)
            return []
        }
    }

    /// A successful write clears a note about the old file; a failed one is noted.
    static func cacheSaved(_ state: inout BurgersState, _ error: StorageError?) {
        if let error {
            state.cacheNote = .notSaved(error: error)
        } else {
            state.cacheNote = nil
        }
    }

    private static func save(_ state: inout BurgersState) -> [Effect] {
        guard let data = state.lastGood?.encoded else { return [] }
        return [.persist(key: BurgersFeature.cacheKey, value: data)]
    }

    /// Starts loading every image of the feed held that is neither loaded nor loading, in the
    /// server's order; failed ones are tried again.
    private static func loadImages(_ state: inout BurgersState) -> [Effect] {
        let urls = state.settings.resolve((state.lastGood?.feed.burgers ?? []).map(\.imagePath))
        return ImageSlotsReducer.requestMissing(&state.images, urls) { BurgersEffectID.image($0).effectID }
    }
}
