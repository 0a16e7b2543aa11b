import AppState

/// What storage answered when the favorites were read, as `FavoritesReducer.answered` uses it.
package enum StoredFavorites<ID> {
    /// The stored ids, in their stored order (none stored reads as an empty list).
    case ids([ID])
    /// Storage holds something that is not a list of ids.
    case unusable
    /// Storage could not be read: what it holds is unknown.
    case unread

    /// The answer a decoded read gave.
    package init(_ result: Result<[ID], FavoritesProblem>) {
        switch result {
        case .success(let ids): self = .ids(ids)
        case .failure(.corrupt): self = .unusable
        case .failure(.storage): self = .unread
        }
    }
}
