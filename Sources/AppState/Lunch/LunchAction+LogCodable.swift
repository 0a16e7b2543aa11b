import ActionLog
import Foundation

// The log's named spelling of the Lunch app's actions, and how format 1 spelled them.

extension RestaurantID: LogCodable {}
extension LunchTab: LogCodable {}
extension SizeClass: LogCodable {}

/// The feed as the server's own JSON: it only appears inside `feedLoaded`, decoded.
extension Restaurant: LogModel {}
extension FavoritesProblem: LogModel {}

extension LunchAction: LogCodable {
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

    public init(logValue: JSONValue, at path: String) throws(LogDecodingError) {
        self = try LogCase.decode(logValue, at: path) { (c) throws(LogDecodingError) -> Self in
            let f = c.fields
            switch c.name {
            case "launched": return .launched
            case "favoritesLoaded": return .favoritesLoaded(try f("result"))
            case "favoritesPersisted": return .favoritesPersisted(try f.optional("error"))
            case "feedLoaded": return .feedLoaded(try f("result"))
            case "retryTapped": return .retryTapped
            case "imageLoaded": return .imageLoaded(url: try f("url"), try f("result"))
            case "imageRetryTapped": return .imageRetryTapped(try f("url"))
            case "tabSelected": return .tabSelected(try f("tab"))
            case "restaurantTapped": return .restaurantTapped(try f("restaurant"))
            case "backTapped": return .backTapped
            case "mapButtonTapped": return .mapButtonTapped
            case "mapDismissed": return .mapDismissed
            case "heartTapped": return .heartTapped(try f("restaurant"))
            case "browser": return .browser(try c.child())
            case "layoutChanged": return .layoutChanged(try f("sizeClass"))
            default: throw c.unknown()
            }
        }
    }

    /// Format 1 named every unlabeled value `_0` (`imageLoaded` its result `_1`, after `url`) and
    /// wrapped the browser's action in `_0`. `favoritesPersisted` left a `nil` error out, as the
    /// named spelling does; the feed and the favorites problem keep their own JSON.
    ///
    /// An image failure is not renamed: format 1 spelled `ImageError` positionally inside the
    /// result's `failure`, where a `PositionalSpelling` cannot reach. Image successes need nothing.
    public static var formatOneSpelling: PositionalSpelling {
        PositionalSpelling([
            "favoritesLoaded": .fields(["result"]),
            "favoritesPersisted": .fields(["error"], nested: ["error": StorageError.formatOneSpelling]),
            "feedLoaded": .fields(["result"]),
            "imageLoaded": .fields(["url", "result"], nested: ["result": .result(failure: ImageError.formatOneSpelling)]),
            "imageRetryTapped": .fields(["url"]),
            "tabSelected": .fields(["tab"]),
            "restaurantTapped": .fields(["restaurant"]),
            "heartTapped": .fields(["restaurant"]),
            "browser": .child(BrowserAction.formatOneSpelling),
            "layoutChanged": .fields(["sizeClass"]),
        ])
    }
}
