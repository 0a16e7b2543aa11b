import ActionLog

// The log's named spelling of the showcase's actions.

extension ShowcaseItemID: LogCodable {}
extension ShowcaseTab: LogCodable {}
extension ShowcaseModal: LogCodable {}

/// `{"item":{"id":"…"}}` or `{"settings":{}}`.
extension ShowcaseDestination: LogCodable {
    /// The value as the log spells it.
    public var logValue: JSONValue {
        switch self {
        case .item(let id): .logCase("item", ["id": id])
        case .settings: .logCase("settings")
        }
    }

    /// Reads the value from the log's spelling at `path`, the error naming that path.
    public init(logValue: JSONValue, at path: String) throws(LogDecodingError) {
        self = try LogCase.decode(logValue, at: path) { (c) throws(LogDecodingError) -> Self in
            switch c.name {
            case "item": .item(id: try c.fields("id"))
            case "settings": .settings
            default: throw c.unknown()
            }
        }
    }
}

extension ShowcaseAction: LogCodable {
    /// The value as the log spells it.
    public var logValue: JSONValue {
        switch self {
        case .launched: .logCase("launched")
        case .navigation(let navigation): .logCase("navigation", child: navigation)
        case .modal(let modal): .logCase("modal", child: modal)
        case .browser(let browser): .logCase("browser", child: browser)
        case .favorites(let favorites): .logCase("favorites", child: favorites)
        case .favoritesRestoreFailed(let reason): .logCase("favoritesRestoreFailed", ["reason": reason])
        case .favoritesReadFailed(let reason): .logCase("favoritesReadFailed", ["reason": reason])
        case .favoritesWriteFailed(let reason): .logCase("favoritesWriteFailed", ["reason": reason])
        }
    }

    /// Reads the value from the log's spelling at `path`, the error naming that path.
    public init(logValue: JSONValue, at path: String) throws(LogDecodingError) {
        self = try LogCase.decode(logValue, at: path) { (c) throws(LogDecodingError) -> Self in
            switch c.name {
            case "launched": .launched
            case "navigation": .navigation(try c.child())
            case "modal": .modal(try c.child())
            case "browser": .browser(try c.child())
            case "favorites": .favorites(try c.child())
            case "favoritesRestoreFailed": .favoritesRestoreFailed(reason: try c.fields("reason"))
            case "favoritesReadFailed": .favoritesReadFailed(reason: try c.fields("reason"))
            case "favoritesWriteFailed": .favoritesWriteFailed(reason: try c.fields("reason"))
            default: throw c.unknown()
            }
        }
    }
}
