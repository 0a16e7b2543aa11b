import AppState

/// The Coffee Port reducer: pure, every time it needs arrives inside the action.
enum BurgersReducer {
    static func reduce(_ state: inout BurgersState, _ action: BurgersAction) -> [Effect] {
        switch action {
        case .appeared(let time):
            state.now = time
            let readCache: [Effect] = state.lastGood == nil ? [.load(key: BurgersFeature.cacheKey)] : []
            return readCache + fetchIfPossible(&state)
        case .refreshPulled(let time):
            state.now = time
            return fetchIfPossible(&state)
        case .connectivityChanged(let connectivity, let time):
            state.now = time
            return connectivityChanged(&state, to: connectivity)
        case .clockTicked(let time):
            state.now = time
            return []
        case .feedLoaded(let result):
            return feedLoaded(&state, result)
        case .cacheLoaded(let result):
            return cacheLoaded(&state, result)
        case .cacheSaved(let error):
            cacheSaved(&state, error)
            return []
        case .imageLoaded(let url, let result):
            ImageSlotsReducer.loaded(&state.images, url: url, result: result)
            return []
        case .burgerTapped, .buyTapped:
            // An alert covers the list (seed 003: alerts for notes and orders): nothing under it
            // can be tapped until it is dismissed.
            guard state.presentedAlert == nil else { return [] }
            return listTapped(&state, action)
        case .orderAnswered(let id, let result):
            orderAnswered(&state, id, result)
            return []
        case .alertDismissed:
            if !state.alerts.isEmpty { state.alerts.removeFirst() }
            return []
        }
    }

    /// A burger or its buy button was tapped in the list.
    private static func listTapped(_ state: inout BurgersState, _ action: BurgersAction) -> [Effect] {
        switch action {
        case .burgerTapped(let id):
            if let burger = state.lastGood?.feed.burger(id) {
                // Seed rule burgers.notes.
                state.alerts.append(.notes(name: burger.name, notes: burger.notes))
            }
            return []
        case .buyTapped(let id):
            return buyTapped(&state, id)
        default:
            return []
        }
    }

    /// Going offline cancels the feed request in flight (orders in flight are left to finish, so
    /// their outcome is known); coming back online fetches a fresh feed. Nothing else is resent.
    private static func connectivityChanged(_ state: inout BurgersState, to connectivity: Connectivity) -> [Effect] {
        let previous = state.connectivity
        // Seed rule burgers.offline.buyDisabled.
        state.connectivity = connectivity
        state.serverReachable = true
        switch (previous, connectivity) {
        case (.online, .offline):
            guard state.isLoading else { return [] }
            state.fetch = .idle
            return [.cancel(id: BurgersEffectID.feed.effectID)]
        case (.offline, .online):
            return fetchIfPossible(&state)
        case (.online, .online), (.offline, .offline):
            return []
        }
    }
}
