import ActionLog
import AppState
import Foundation

/// The Coffee Port app: a burger list with a promoted section, buying by POST, and an offline cache.
public enum BurgersFeature: Feature {
    public typealias State = BurgersState
    public typealias Action = BurgersAction

    public static let name = "burgers"
    public static let actionSchemaVersion = 2
    public static let stateSchemaVersion = 1
    public static let actionUpcasters = [ActionUpcaster.namingPositions(BurgersAction.formatOneSpelling)]

    public static var namedInitialStates: [String: BurgersState] {
        ["launch": BurgersState(settings: .production)]
    }

    /// The disk cache's key for the last good feed.
    public static let cacheKey: StorageKey = "burgers.feed"
    /// The id of the feed request; a newer one replaces an older one.
    public static let feedRequestID: EffectID = "feed"

    /// The id of the order for `burger`: one per burger, so its answer finds its button.
    public static func orderRequestID(_ burger: BurgerID) -> EffectID { EffectID("order", burger) }

    public static func imageID(_ url: URL) -> EffectID { EffectID("image", url.absoluteString) }

    public static func reduce(_ state: inout BurgersState, _ action: BurgersAction) -> [Effect] {
        BurgersReducer.reduce(&state, action)
    }

    public static func action(for result: EffectResult) -> BurgersAction? {
        switch result {
        case .http(feedRequestID, let result):
            return .feedLoaded(LoadError.decode(BurgerFeedResponse.self, from: result).map(\.feed))
        case .http(let id, let result):
            guard let burger = orderedBurger(id) else { return nil }
            return .orderAnswered(burger, OrderConfirmation.decode(result))
        case .loaded(cacheKey, let result):
            return .cacheLoaded(SavedFeed.decode(result))
        case .persisted(cacheKey, let error):
            return .cacheSaved(error)
        case .image(_, let url, let result):
            return .imageLoaded(url, result)
        case .loaded, .persisted, .timerFired:
            return nil
        }
    }

    private static func orderedBurger(_ id: EffectID) -> BurgerID? {
        id.value(after: "order").flatMap { Int($0) }.map { BurgerID($0) }
    }
}
