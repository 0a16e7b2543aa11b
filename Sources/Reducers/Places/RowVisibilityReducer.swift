import AppState
import Foundation

/// Lazy loading as the list scrolls: images for the rows on screen only, cancellation of images
/// for rows that scrolled far away, and the next page when the end comes near.
enum RowVisibilityReducer {
    /// Brings images and paging in line with the rows last reported on screen.
    static func reconcile(_ state: inout PlacesState) -> [Effect] {
        guard let visible = state.list.visibleRows else { return [] }
        var effects: [Effect] = []
        for index in state.list.rows.indices {
            let row = state.list.rows[index]
            if visible.contains(index), row.image == .idle, let url = PlacesRequests.photo(of: row.place, settings: state.settings) {
                state.list.rows[index].image = .loading
                // Seed rule places.images.lazy.
                effects.append(.loadImage(id: PlacesEffectID.photo(row.place.id).effectID, url: url))
            } else if row.image.isLoading, visible.distance(to: index) > NearbyList.farAwayRows {
                state.list.rows[index].image = .idle
                // Seed rule places.images.cancelled.
                effects.append(.cancel(id: PlacesEffectID.photo(row.place.id).effectID))
            }
        }
        if visible.last >= state.list.rows.count - NearbyList.nearEndRows {
            // Seed rule places.nextPage.
            effects += NearbySearchReducer.loadNextPage(&state)
        }
        return effects
    }

    /// Cancels every image load in flight, before the rows are replaced.
    static func cancelImageLoads(_ state: inout PlacesState) -> [Effect] {
        var effects: [Effect] = []
        for index in state.list.rows.indices where state.list.rows[index].image.isLoading {
            state.list.rows[index].image = .idle
            effects.append(.cancel(id: PlacesEffectID.photo(state.list.rows[index].place.id).effectID))
        }
        return effects
    }

    /// A row's image arrived; dropped when the row is gone or its load was cancelled.
    static func photoLoaded(
        _ state: inout PlacesState, place: PlaceID, result: Result<ImageInfo, ImageError>
    ) {
        guard let index = state.list.rows.firstIndex(where: { $0.place.id == place }),
            state.list.rows[index].image.isLoading
        else { return }
        state.list.rows[index].image = ImageLoad(result)
    }

}
