import ActionLog
import AppState
import Foundation

/// The shared reducers' own harness: it drives them with their own actions, to record and test
/// them together. Apps do not compose them this way: their actions are the user's taps (see
/// `docs/development.md`, *Conventions*).
public enum ShowcaseFeature: Feature {
    /// The app's name in log headers.
    public static let name = "showcase"
    /// The version of the actions' spelling this build writes.
    public static let actionSchemaVersion = 5
    /// The version of the state's encoding this build hashes.
    public static let stateSchemaVersion = 4
    /// Schema 3 → 4: states spelled by name.
    public static let stateUpcasters = [StateUpcaster.namingPayloads(from: 3, .showcase)]
    /// One upcaster per action schema step, oldest first.
    public static let actionUpcasters = [
        ActionUpcaster.namingPositions(ShowcaseAction.formatOneSpelling), BrowserAction.loadNumbered, BrowserAction.linksFollowed(from: 3),
        ActionUpcaster.addingOnly(from: 4, summary: "failed favorites writes added; every schema 4 action reads the same"),
    ]
    static let favoritesKey: StorageKey = "showcase.favorites"

    /// `launch`: the browser on its homepage, no favorites loaded yet.
    public static let namedInitialStates: [String: ShowcaseState] = [
        "launch": ShowcaseState(browser: BrowserHistory(initialURL: homepage))
    ]

    /// The browser's first page (the fallback is never taken: the literal is a valid URL, and a
    /// test checks the launch state's address).
    static var homepage: URL {
        URL(string: "https://www.swift.org") ?? URL(fileURLWithPath: "/")
    }

    /// What a user sees in `state`.
    public static func screen(of state: ShowcaseState) -> ShowcaseScreen { ShowcaseScreen(state) }

    /// Applies `action` to `state`, purely, and returns the effects to perform.
    public static func reduce(_ state: inout ShowcaseState, _ action: ShowcaseAction) -> [Effect] {
        state.lastRefusal = nil
        switch action {
        case .launched:
            return FavoritesReducer.load(&state.favorites, storedUnder: favoritesKey)
        case .navigation(let navigation):
            state.lastRefusal = TabNavigationReducer.reduce(&state.navigation, navigation).map(ShowcaseRefusal.navigation)
            return []
        case .modal(let modal):
            state.lastRefusal = ModalPresentationReducer.reduce(&state.modal, modal).map(ShowcaseRefusal.modal)
            return []
        case .browser(let browser):
            state.lastRefusal = BrowserHistoryReducer.reduce(&state.browser, browser).map(ShowcaseRefusal.browser)
            return []
        case .favorites(.restored(let ids)):
            return answered(&state, .ids(ids), problem: nil)
        case .favorites(let favorites):
            state.restoreError = nil
            return written(&state, FavoritesReducer.reduce(&state.favorites, favorites, storedUnder: favoritesKey))
        case .favoritesWriteFailed(let reason):
            state.saveError = reason
            return []
        case .favoritesRestoreFailed(let reason):
            return answered(&state, .unusable, problem: reason)
        case .favoritesReadFailed(let reason):
            return answered(&state, .unread, problem: reason)
        }
    }

    /// Storage's answer to the read of the favorites, noted with `problem` unless nobody waits
    /// for it.
    private static func answered(_ state: inout ShowcaseState, _ answer: StoredFavorites<ShowcaseItemID>, problem: String?) -> [Effect] {
        guard let effects = FavoritesReducer.answered(&state.favorites, answer, storedUnder: favoritesKey) else { return [] }
        state.restoreError = problem
        return written(&state, effects)
    }

    /// A new write replaces the one that failed.
    private static func written(_ state: inout ShowcaseState, _ effects: [Effect]) -> [Effect] {
        if FavoritesReducer.writesStored(effects) { state.saveError = nil }
        return effects
    }

    /// A typed, followed or redirected browser address loses its `user:password@`.
    public static func redacted(_ action: ShowcaseAction) -> ShowcaseAction {
        guard case .browser(let browser) = action else { return action }
        return .browser(BrowserHistoryReducer.redacted(browser))
    }

    /// The action the runtime's `result` becomes, its body decoded into typed values; `nil` drops it.
    public static func action(for result: EffectResult) -> ShowcaseAction? {
        if case .persisted(let key, let error?) = result, key == favoritesKey { return .favoritesWriteFailed(reason: "\(error)") }
        guard case .loaded(let key, let stored) = result, key == favoritesKey else { return nil }
        // The app's actions carry the problem as text, as its logs always spelled it.
        switch FavoritesProblem.read(stored, decoding: { DecodeFailure.decode([ShowcaseItemID].self, from: $0) }) {
        case .success(let ids): return .favorites(.restored(ids: ids ?? []))
        case .failure(.corrupt(let failure)): return .favoritesRestoreFailed(reason: "stored favorites: \(failure)")
        case .failure(.storage(let error)): return .favoritesReadFailed(reason: "\(error)")
        }
    }
}
