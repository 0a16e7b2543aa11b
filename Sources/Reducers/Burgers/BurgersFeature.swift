import ActionLog
import AppState
import Foundation

/// The Coffee Port app: a burger list with a promoted section, buying by POST, and an offline cache.
public enum BurgersFeature: Feature {
    /// The app's state: what checkpoints hash and snapshots spell out.
    public typealias State = BurgersState
    /// What the user and the runtime tell the app, as its log spells it.
    public typealias Action = BurgersAction

    /// The app's name in log headers.
    public static let name = "burgers"
    /// The version of the actions' spelling this build writes.
    public static let actionSchemaVersion = 3
    /// The version of the state's encoding this build hashes.
    public static let stateSchemaVersion = 2
    /// Schema 1 → 2: states spelled by name, and `serverReachable` (until then, the server was
    /// taken to be reachable).
    public static let stateUpcasters = [
        StateUpcaster(from: 1) { state in
            guard case .object(let members) = PayloadNames.burgers.named(state) else { return state }
            return .object(members + [("serverReachable", .bool(true))])
        },
    ]

    /// One upcaster per action schema step, oldest first.
    public static let actionUpcasters = [ActionUpcaster.namingPositions(BurgersAction.formatOneSpelling), ActionUpcaster.namingPayloads(from: 2, .burgers)]

    /// `launch`: the production settings, nothing loaded yet.
    public static let namedInitialStates: [String: BurgersState] = ["launch": BurgersState(settings: .production)]

    /// The disk cache's key for the last good feed.
    package static let cacheKey: StorageKey = "burgers.feed"

    /// What a user sees in `state`.
    public static func screen(of state: BurgersState) -> BurgersScreen { BurgersScreen(state) }

    /// Applies `action` to `state`, purely, and returns the effects to perform.
    public static func reduce(_ state: inout BurgersState, _ action: BurgersAction) -> [Effect] {
        BurgersReducer.reduce(&state, action)
    }

    /// The action the runtime's `result` becomes, its body decoded into typed values; `nil` drops it.
    public static func action(for result: EffectResult) -> BurgersAction? {
        switch result {
        case .http(let id, let result):
            switch BurgersEffectID(id) {
            case .feed: return .feedLoaded(result: LoadError.decode(BurgerFeedResponse.self, from: result).map(\.feed))
            case .order(let burger): return .orderAnswered(burger: burger, result: OrderConfirmation.decode(result))
            case .image, nil: return nil
            }
        case .loaded(cacheKey, let result):
            return .cacheLoaded(result: FetchedFeed.decode(result))
        case .persisted(cacheKey, let error):
            return .cacheSaved(error: error)
        case .image(_, let url, let result):
            return .imageLoaded(url: url, result: result)
        case .loaded, .persisted, .timerFired, .bundledFileRead:
            return nil
        }
    }
}
