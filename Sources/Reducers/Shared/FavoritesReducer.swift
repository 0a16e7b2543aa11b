import AppState

/// Toggles and restores favorites. Persisting them is the parent feature's effect to return.
public enum FavoritesReducer {
    public static func reduce<ID>(_ state: inout Favorites<ID>, _ action: FavoritesAction<ID>) {
        switch action {
        case .toggled(let id): state.toggle(id)
        case .restored(let ids): state = Favorites(ids)
        }
    }
}
