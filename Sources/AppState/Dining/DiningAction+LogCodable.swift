import ActionLog
import Foundation

// The log's named spelling of the dining app's actions.

extension DiningTab: LogCodable {}
extension DiningRestaurantID: LogCodable {}
extension DiningModal: LogCodable {}
extension CardKind: LogCodable {}

/// The stored reservation as its own JSON: it only appears inside `reservationRead`, decoded.
extension Reservation: LogModel {}

/// `{"restaurant":{"id":"…"}}`.
extension DiningDestination: LogCodable {
    /// The value as the log spells it.
    public var logValue: JSONValue {
        switch self {
        case .restaurant(let id): .logCase("restaurant", ["id": id])
        }
    }

    /// Reads the value from the log's spelling at `path`, the error naming that path.
    public init(logValue: JSONValue, at path: String) throws(LogDecodingError) {
        self = try LogCase.decode(logValue, at: path) { (c) throws(LogDecodingError) -> Self in
            switch c.name {
            case "restaurant": .restaurant(id: try c.fields("id"))
            default: throw c.unknown()
            }
        }
    }
}

extension DiningAction: LogCodable {
    /// The value as the log spells it.
    public var logValue: JSONValue {
        switch self {
        case .launched: .logCase("launched")
        case .reservationRead(let result): .logCase("reservationRead", ["result": result])
        case .tabSelected(let tab): .logCase("tabSelected", ["tab": tab])
        case .restaurantTapped(let id): .logCase("restaurantTapped", ["id": id])
        case .backTapped: .logCase("backTapped")
        case .signInTapped: .logCase("signInTapped")
        case .searchFiltersTapped: .logCase("searchFiltersTapped")
        case .modalDismissed: .logCase("modalDismissed")
        case .banner(let banner): .logCase("banner", child: banner)
        case .cardTapped(let card): .logCase("cardTapped", ["card": card])
        case .layoutWidthChanged(let pixels): .logCase("layoutWidthChanged", ["pixels": pixels])
        case .imageLoaded(let url, let result): .logCase("imageLoaded", ["url": url, "result": result])
        case .imageRetryTapped(let url): .logCase("imageRetryTapped", ["url": url])
        }
    }

    /// Reads the value from the log's spelling at `path`, the error naming that path.
    public init(logValue: JSONValue, at path: String) throws(LogDecodingError) {
        self = try LogCase.decode(logValue, at: path) { (c) throws(LogDecodingError) -> Self in
            switch c.name {
            case "launched": .launched
            case "reservationRead": .reservationRead(result: try c.fields("result"))
            case "tabSelected": .tabSelected(tab: try c.fields("tab"))
            case "restaurantTapped": .restaurantTapped(id: try c.fields("id"))
            case "backTapped": .backTapped
            case "signInTapped": .signInTapped
            case "searchFiltersTapped": .searchFiltersTapped
            case "modalDismissed": .modalDismissed
            case "banner": .banner(try c.child())
            case "cardTapped": .cardTapped(card: try c.fields("card"))
            case "layoutWidthChanged": .layoutWidthChanged(pixels: try c.fields("pixels"))
            case "imageLoaded": .imageLoaded(url: try c.fields("url"), result: try c.fields("result"))
            case "imageRetryTapped": .imageRetryTapped(url: try c.fields("url"))
            default: throw c.unknown()
            }
        }
    }
}
