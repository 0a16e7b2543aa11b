import ActionLog
import AppState

/// Toggles and restores favorites, and makes the effect that stores them for features that keep
/// them across launches.
package enum FavoritesReducer {
    package static func reduce<ID>(_ state: inout Favorites<ID>, _ action: FavoritesAction<ID>) {
        switch action {
        case .toggled(let id): state.toggle(id)
        case .restored(let ids): state.restore(ids)
        }
    }

    /// Applies `action` and returns the effect that stores the favorites under `key`: after a
    /// toggle once the stored favorites have arrived (before, storing would replace them unread),
    /// and after a restore whose merge differs from what was stored (hearts tapped before the
    /// stored favorites arrived). Storage then holds what the state shows. A toggle after a read
    /// that failed reads the stored favorites again instead (once: a read in flight is waited
    /// for): the restore merges, then stores. Storage's answers come through `answered`, which
    /// drops those nobody waits for.
    package static func reduce<ID>(
        _ state: inout Favorites<ID>, _ action: FavoritesAction<ID>, storedUnder key: StorageKey
    ) -> [Effect] {
        let awaited = state.awaitingStored, unread = state.storedUnread
        reduce(&state, action)
        switch action {
        case .toggled where unread: return awaited ? [] : load(&state, storedUnder: key)
        case .toggled: return awaited ? [] : persist(state, under: key)
        case .restored(let stored): return state.ids.elements == stored ? [] : persist(state, under: key)
        }
    }

    /// Applies storage's answer to the read of the favorites under `key`, and returns the effects
    /// to perform; `nil` when nobody waits for the answer (a read late, twice, or never asked for):
    /// it is dropped and says nothing new, since merging it would bring back favorites the user
    /// removed since, and after a failed read the next heart asks again. Stored ids are merged
    /// (`restored`); a failure is noted by `restoreFailed`.
    package static func answered<ID>(
        _ state: inout Favorites<ID>, _ answer: StoredFavorites<ID>, storedUnder key: StorageKey
    ) -> [Effect]? {
        guard state.awaitingStored else { return nil }
        switch answer {
        case .ids(let ids): return reduce(&state, .restored(ids: ids), storedUnder: key)
        case .unusable: restoreFailed(&state, readFailed: false)
        case .unread: restoreFailed(&state, readFailed: true)
        }
        return []
    }

    /// Whether `effects` write the favorites: a failed write's problem is over once the next write
    /// is sent, not when a write's success arrives (an answer may come late, or twice).
    package static func writesStored(_ effects: [Effect]) -> Bool {
        effects.contains { if case .persist = $0 { true } else { false } }
    }

    /// The stored favorites were asked for under `key`: the effect that reads them.
    package static func load<ID>(_ state: inout Favorites<ID>, storedUnder key: StorageKey) -> [Effect] {
        state.awaitStored()
        return [.load(key: key)]
    }

    /// Storage could not give a usable list: nothing is merged. When it could not be read at all
    /// (`readFailed`), what it holds is kept: the next heart reads it again before anything is
    /// stored; when it held something that is not a list of ids, hearts are stored over it.
    private static func restoreFailed<ID>(_ state: inout Favorites<ID>, readFailed: Bool) {
        if readFailed { state.storedReadFailed() } else { state.stopAwaitingStored() }
    }

    /// The effect that writes `favorites` under `key` as a JSON array of ids in order; none when
    /// the ids cannot be encoded, since a `nil` value would erase what is stored. String-backed ids
    /// are written directly (the same bytes, without `Codable`'s tree).
    static func persist<ID>(_ favorites: Favorites<ID>, under key: StorageKey) -> [Effect] {
        if let names = (ID.self as? any StringIdentifier.Type)?.rawValues(of: favorites.ids.elements) {
            return [.persist(key: key, value: CanonicalWriter.bytes(ofStrings: names))]
        }
        guard let stored = try? CanonicalJSON.encode(favorites.ids.elements) else { return [] }
        return [.persist(key: key, value: stored)]
    }
}

extension StringIdentifier {
    /// The raw values of `ids`, when they are ids of this type.
    fileprivate static func rawValues<Element>(of ids: [Element]) -> [String]? {
        (ids as? [Self])?.map(\.rawValue)
    }
}
