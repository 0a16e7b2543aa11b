import AppState

/// Keeps `PlacesState.details` in line with the details screens on the navigation stacks: a pushed
/// screen gets a Place Details request, a popped one loses its entry (and its request, if in flight).
enum PlaceDetailsReducer {
    static func reconcile(_ state: inout PlacesState) -> [Effect] {
        var shown: [PlaceID] = []
        for tab in state.navigation.tabs {
            for case .details(let place) in tab.stack.screens where !shown.contains(place) {
                shown.append(place)
            }
        }
        var effects: [Effect] = []
        for entry in state.details where !shown.contains(entry.placeID) && entry.phase.isLoading {
            // Seed rule places.details.backCancels.
            effects.append(.cancel(id: PlacesEffectID.details(entry.request).effectID))
        }
        state.details.removeAll { !shown.contains($0.placeID) }
        for place in shown where state.details(of: place) == nil {
            // Seed rule places.details.
            effects += request(place, &state)
        }
        return effects
    }

    /// The answer to request `number`; dropped when no entry waits for it. Details about another
    /// place than the entry's are refused: the entry fails with `otherPlace`, naming both. Details
    /// that do not name their place (a field mask leaves `place_id` out) are the entry's.
    static func loaded(
        _ state: inout PlacesState, request number: PlacesRequestNumber, _ result: Result<PlaceDetails, PlacesError>
    ) {
        guard let index = state.details.firstIndex(where: { $0.request == number }),
            state.details[index].phase.isLoading
        else { return }
        let asked = state.details[index].placeID
        switch result {
        case .success(let details):
            if let answered = details.id, answered != asked {
                state.details[index].phase = .failed(error: .otherPlace(asked: asked, answered: answered))
            } else {
                var details = details
                details.id = asked
                // Seed rule places.details.shown.
                state.details[index].phase = .loaded(value: details)
            }
        case .failure(let error): state.details[index].phase = .failed(error: error)
        }
    }

    private static func request(_ place: PlaceID, _ state: inout PlacesState) -> [Effect] {
        guard let settings = state.settings, settings.hasAPIKey else { return [] }
        state.requestCount += 1
        let number = PlacesRequestNumber(state.requestCount)
        switch PlacesRequests.details(place, number: number, service: settings.service) {
        case .success(let http):
            state.details.append(PlaceDetailsEntry(placeID: place, request: number, phase: .loading))
            return [.http(http)]
        case .failure(let error):
            state.details.append(PlaceDetailsEntry(placeID: place, request: number, phase: .failed(error: error)))
            return []
        }
    }
}
