import ActionLog
import Foundation

// The log's named spelling of the Lunch app's actions.

extension RestaurantID: LogCodable {}
extension LunchTab: LogCodable {}
extension SizeClass: LogCodable {}

/// The feed as the server's own JSON: it only appears inside `feedLoaded`, decoded.
extension Restaurant: LogModel {}

extension LunchAction: LogCodable {
    /// The value as the log spells it.
    public var logValue: JSONValue {
        switch self {
        case .launched: .logCase("launched")
        case .favoritesLoaded(let result): .logCase("favoritesLoaded", ["result": result])
        case .favoritesPersisted(let error): .logCase("favoritesPersisted", ["error": error])
        case .feedLoaded(let result): .logCase("feedLoaded", ["result": result])
        case .retryTapped: .logCase("retryTapped")
        case .imageLoaded(let url, let result): .logCase("imageLoaded", ["url": url, "result": result])
        case .imageRetryTapped(let url): .logCase("imageRetryTapped", ["url": url])
        case .tabSelected(let tab): .logCase("tabSelected", ["tab": tab])
        case .restaurantTapped(let restaurant): .logCase("restaurantTapped", ["restaurant": restaurant])
        case .backTapped: .logCase("backTapped")
        case .mapButtonTapped: .logCase("mapButtonTapped")
        case .mapDismissed: .logCase("mapDismissed")
        case .heartTapped(let restaurant): .logCase("heartTapped", ["restaurant": restaurant])
        case .browser(let browser): .logCase("browser", child: browser)
        case .layoutChanged(let sizeClass): .logCase("layoutChanged", ["sizeClass": sizeClass])
        }
    }

    /// Reads the value from the log's spelling at `path`, the error naming that path.
    public init(logValue: JSONValue, at path: String) throws(LogDecodingError) {
        self = try LogCase.decode(logValue, at: path) { (c) throws(LogDecodingError) -> Self in
            let f = c.fields
            switch c.name {
            case "launched": return .launched
            case "favoritesLoaded": return .favoritesLoaded(result: try f("result"))
            case "favoritesPersisted": return .favoritesPersisted(error: try f.optional("error"))
            case "feedLoaded": return .feedLoaded(result: try f("result"))
            case "retryTapped": return .retryTapped
            case "imageLoaded": return .imageLoaded(url: try f("url"), result: try f("result"))
            case "imageRetryTapped": return .imageRetryTapped(url: try f("url"))
            case "tabSelected": return .tabSelected(tab: try f("tab"))
            case "restaurantTapped": return .restaurantTapped(restaurant: try f("restaurant"))
            case "backTapped": return .backTapped
            case "mapButtonTapped": return .mapButtonTapped
            case "mapDismissed": return .mapDismissed
            case "heartTapped": return .heartTapped(restaurant: try f("restaurant"))
            case "browser": return .browser(try c.child())
            case "layoutChanged": return .layoutChanged(sizeClass: try f("sizeClass"))
            default: throw c.unknown()
            }
        }
    }
}
