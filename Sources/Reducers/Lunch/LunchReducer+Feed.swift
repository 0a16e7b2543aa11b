import AppState
import Foundation

/// The feed, its retry, and the background images it names.
extension LunchReducer {
    /// Requests the feed. A loaded feed stays on screen while it reloads (on relaunch); until then
    /// the feed shows as loading.
    static func startFeedLoad(_ state: inout LunchState) -> [Effect] {
        if case .loaded = state.feed {
            state.feedReloadProblem = nil
        } else {
            state.feed = .loading
        }
        state.feedRequestInFlight = true
        return [.http(HTTPRequest(
            id: LunchEffectID.feed.effectID, url: state.settings.feedURL,
            timeout: state.settings.feedTimeout, maxBytes: state.settings.feedMaxBytes))]
    }

    static func retryFeed(_ state: inout LunchState) -> [Effect] {
        switch state.feed {
        case .idle, .failed: return startFeedLoad(&state)
        case .loaded where state.feedReloadProblem != nil && !state.feedRequestInFlight: return startFeedLoad(&state)
        case .loading, .loaded:
            state.lastRefusal = .nothingToRetry
            return []
        }
    }

    /// Keeps each restaurant once (`distinctLocations`), computes the map, and requests every image that is
    /// neither loaded nor loading, in feed order. A failed reload keeps the loaded feed, with its
    /// error beside it. An answer while no feed request is in flight (late, again, or never asked
    /// for) is dropped: it must not replace or wipe a loaded feed.
    static func feedLoaded(_ state: inout LunchState, _ result: Result<[Restaurant], LoadError>) -> [Effect] {
        guard state.feedRequestInFlight else { return [] }
        state.feedRequestInFlight = false
        switch result {
        case .failure(let error) where state.feed.value != nil:
            state.feedReloadProblem = error
            return []
        case .failure(let error):
            // Seed rule lunch.feed.failed.
            state.feed = .failed(error: error)
            state.duplicateNames = []
            state.map = LunchMap()
            return []
        // Seed rule lunch.feed.loaded.
        case .success(let restaurants):
            let (unique, duplicates) = distinctLocations(restaurants)
            state.feed = .loaded(value: unique)
            closeDetailsLeftOut(&state)
            state.feedReloadProblem = nil
            state.duplicateNames = duplicates
            state.map = LunchMap(restaurants: unique)
            // Seed rule lunch.images.fetched.
            return ImageSlotsReducer.requestMissing(&state.images, unique.map(\.backgroundImageURL)) { LunchEffectID.image($0).effectID }
        }
    }

    static func retryImage(_ state: inout LunchState, url: AddressText) -> [Effect] {
        guard case .failed = state.image(at: url) else {
            state.lastRefusal = .imageNotFailed(url: url)
            return []
        }
        return [ImageSlotsReducer.request(&state.images, url: url) { LunchEffectID.image($0).effectID }]
    }

    /// A reloaded feed that no longer lists a restaurant closes its detail screens, on every tab:
    /// a detail of a restaurant the app no longer knows would show no content and a heart that
    /// can only be emptied.
    private static func closeDetailsLeftOut(_ state: inout LunchState) {
        let listed = Set(state.feed.value?.map(\.id) ?? [])
        for tab in LunchTab.allCases {
            state.navigation.updateStack(of: tab) { stack in
                if let gone = stack.screens.firstIndex(where: { if case .detail(let id) = $0 { !listed.contains(id) } else { false } }) {
                    stack.screens.removeSubrange(gone...)
                }
            }
        }
    }
}
