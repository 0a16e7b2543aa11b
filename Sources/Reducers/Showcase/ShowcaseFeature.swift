import ActionLog
import AppState
import Foundation

/// The shared reducers' own harness: it drives them with their own actions, to record and test
/// them together. Apps do not compose them this way: their actions are the user's taps (see
/// `docs/development.md`, *Conventions*).
public enum ShowcaseFeature: Feature {
    public static let name = "showcase"
    public static let actionSchemaVersion = 5
    public static let stateSchemaVersion = 4
    /// Schema 3 → 4: states spelled by name.
    public static let stateUpcasters = [StateUpcaster.namingPayloads(from: 3, .showcase)]
    public static let actionUpcasters = [
        ActionUpcaster.namingPositions(ShowcaseAction.formatOneSpelling), BrowserAction.loadNumbered, BrowserAction.linksFollowed(from: 3),
        ActionUpcaster.addingOnly(from: 4, summary: "failed favorites writes added; every schema 4 action reads the same"),
    ]
    static let favoritesKey: StorageKey = "showcase.favorites"

    public static var namedInitialStates: [String: ShowcaseState] {
        ["launch": ShowcaseState(browser: BrowserHistory(initialURL: homepage))]
    }

    /// The browser's first page (the fallback is never taken: the literal is a valid URL, and a
    /// test checks the launch state's address).
    static var homepage: URL {
        URL(string: "https://www.swift.org") ?? URL(fileURLWithPath: "/")
    }

    public static func screen(of state: ShowcaseState) -> ShowcaseScreen { ShowcaseScreen(state) }

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
        case .favorites(.restored) where !FavoritesReducer.wantsStored(state.favorites),
            .favoritesRestoreFailed where !FavoritesReducer.wantsStored(state.favorites),
            .favoritesReadFailed where !FavoritesReducer.wantsStored(state.favorites):
            // An answer of storage nobody waits for (late, twice, or never asked) says nothing new.
            return []
        case .favorites(let favorites):
            state.restoreError = nil
            let effects = FavoritesReducer.reduce(&state.favorites, favorites, storedUnder: favoritesKey)
            // A new write replaces the one that failed.
            if FavoritesReducer.writesStored(effects) { state.saveError = nil }
            return effects
        case .favoritesWriteFailed(let reason):
            state.saveError = reason
            return []
        case .favoritesRestoreFailed(let reason):
            state.restoreError = reason
            FavoritesReducer.restoreFailed(&state.favorites, readFailed: false)
            return []
        case .favoritesReadFailed(let reason):
            state.restoreError = reason
            FavoritesReducer.restoreFailed(&state.favorites, readFailed: true)
            return []
        }
    }

    /// A typed, followed or redirected browser address loses its `user:password@`.
    public static func redacted(_ action: ShowcaseAction) -> ShowcaseAction {
        guard case .browser(let browser) = action else { return action }
        return .browser(BrowserHistoryReducer.redacted(browser))
    }

    public static func action(for result: EffectResult) -> ShowcaseAction? {
        if case .persisted(let key, let error?) = result, key == favoritesKey { return .favoritesWriteFailed("\(error)") }
        guard case .loaded(let key, let outcome) = result, key == favoritesKey else { return nil }
        switch outcome {
        case .success(nil):
            return .favorites(.restored([]))
        case .success(let data?):
            switch DecodeFailure.decode([String].self, from: data) {
            case .success(let ids): return .favorites(.restored(ids))
            case .failure(let failure): return .favoritesRestoreFailed("stored favorites: \(failure)")
            }
        case .failure(let error):
            return .favoritesReadFailed("\(error)")
        }
    }
}
