import ActionLog
import AppState
import Foundation

/// The Lunch app (Bottle Rocket's "Lunch Tyme") on the core.
public enum LunchFeature: Feature {
    /// The app's state: what checkpoints hash and snapshots spell out.
    public typealias State = LunchState
    /// What the user and the runtime tell the app, as its log spells it.
    public typealias Action = LunchAction
    /// What the app shows: see `screen(of:)`.
    public typealias Screen = LunchScreen

    /// The app's name in log headers.
    public static let name = "lunch"
    /// The version of the actions' spelling this build writes.
    public static let actionSchemaVersion = 5
    /// The version of the state's encoding this build hashes.
    public static let stateSchemaVersion = 4
    /// Schema 3 → 4: states spelled by name.
    public static let stateUpcasters = [StateUpcaster.namingPayloads(from: 3, .lunch)]
    /// One upcaster per action schema step, oldest first.
    public static let actionUpcasters = [
        ActionUpcaster.namingPositions(LunchAction.formatOneSpelling), BrowserAction.loadNumbered, ActionUpcaster.namingPayloads(from: 3, .lunch),
        BrowserAction.linksFollowed(from: 4),
    ]

    /// `launch`: nothing loaded, the lunch tab selected, the real feed address configured.
    public static let namedInitialStates: [String: LunchState] = [
        // Seed rule lunch.browser.home.
        "launch": LunchState()
    ]

    /// Where favorites are stored: a JSON array of restaurant names, in the order they were added.
    package static let favoritesKey: StorageKey = "lunch.favorites"

    /// Applies `action` to `state`, purely, and returns the effects to perform.
    public static func reduce(_ state: inout LunchState, _ action: LunchAction) -> [Effect] {
        LunchReducer.reduce(&state, action)
    }

    /// What a user sees in `state`.
    public static func screen(of state: LunchState) -> LunchScreen { LunchScreen(state) }

    /// A typed, followed or redirected browser address loses its `user:password@`.
    public static func redacted(_ action: LunchAction) -> LunchAction {
        guard case .browser(let browser) = action else { return action }
        return .browser(BrowserHistoryReducer.redacted(browser))
    }

    /// The action the runtime's `result` becomes, its body decoded into typed values; `nil` drops it.
    public static func action(for result: EffectResult) -> LunchAction? {
        switch result {
        case .http(let id, let result) where LunchEffectID(id) == .feed:
            return .feedLoaded(result: LoadError.decode(LunchFeedDocument.self, from: result).map(\.restaurants))
        case .image(_, let url, let result):
            return .imageLoaded(url: url, result: result)
        case .loaded(let key, let result) where key == favoritesKey:
            return .favoritesLoaded(result: decodeFavorites(result))
        case .persisted(let key, let error) where key == favoritesKey:
            return .favoritesPersisted(error: error)
        default:
            return nil
        }
    }

    static func decodeFavorites(_ stored: Result<Data?, StorageError>) -> Result<[RestaurantID], FavoritesProblem> {
        FavoritesProblem.read(stored) { DecodeFailure.decode([RestaurantID].self, from: $0) }.map { $0 ?? [] }
    }
}
