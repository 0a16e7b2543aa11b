import ActionLog
import Foundation

// The log's named spelling of the dining app's actions, and how format 1 spelled them.

extension DiningTab: LogCodable {}
extension DiningModal: LogCodable {}
extension CardKind: LogCodable {}

/// The stored reservation as its own JSON: it only appears inside `reservationRead`, decoded.
extension Reservation: LogModel {}
extension ReservationReadError: LogModel {}

/// `{"restaurant":{"id":"…"}}`.
extension DiningDestination: LogCodable {
    public var logValue: JSONValue {
        switch self {
        case .restaurant(let id): .logCase("restaurant", ["id": id])
        }
    }

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

    public init(logValue: JSONValue, at path: String) throws(LogDecodingError) {
        self = try LogCase.decode(logValue, at: path) { (c) throws(LogDecodingError) -> Self in
            switch c.name {
            case "launched": .launched
            case "reservationRead": .reservationRead(try c.fields("result"))
            case "tabSelected": .tabSelected(try c.fields("tab"))
            case "restaurantTapped": .restaurantTapped(id: try c.fields("id"))
            case "backTapped": .backTapped
            case "signInTapped": .signInTapped
            case "searchFiltersTapped": .searchFiltersTapped
            case "modalDismissed": .modalDismissed
            case "banner": .banner(try c.child())
            case "cardTapped": .cardTapped(try c.fields("card"))
            case "layoutWidthChanged": .layoutWidthChanged(pixels: try c.fields("pixels"))
            case "imageLoaded": .imageLoaded(url: try c.fields("url"), try c.fields("result"))
            case "imageRetryTapped": .imageRetryTapped(try c.fields("url"))
            default: throw c.unknown()
            }
        }
    }

    /// Format 1 named `reservationRead`'s result and the tapped card `_0`, and wrapped each child
    /// action in `_0`. `DiningDestination.restaurant` was labeled already; the reservation and its read
    /// error keep their own JSON.
    public static var formatOneSpelling: PositionalSpelling {
        PositionalSpelling([
            "reservationRead": .fields(["result"]),
            "tabs": .child(TabNavigationAction<DiningTab, DiningDestination>.formatOneSpelling()),
            "modal": .child(ModalAction<DiningModal>.formatOneSpelling()),
            "banner": .child(BannerAction.formatOneSpelling),
            "cardTapped": .fields(["card"]),
        ])
    }

    /// Action schema 3: a front end sends what the user tapped, and the app decides what to push
    /// and present. The tab navigation's and the modal's own actions become the taps they stood
    /// for; a pop to the root or to a numbered screen has no tap (the app never offered one) and
    /// is refused, naming its line. The banner's gestures are unchanged.
    public static var tapsNamed: ActionUpcaster {
        ActionUpcaster.rewritingCases(from: 2, summary: "tab navigation and modal actions named as the taps they stood for", [
            "tabs.tabSelected": { fields, _ in .object([("tabSelected", fields)]) },
            "tabs.navigation.popped": { _, _ in .logCase("backTapped") },
            "tabs.navigation.pushed": { (fields, path) throws(LogDecodingError) in
                guard case .object(let screen) = fields, screen.count == 1, screen[0].key == "screen",
                    case .object(let restaurant) = screen[0].value, restaurant.count == 1, restaurant[0].key == "restaurant"
                else { throw LogDecodingError(path: path, reason: .invalid("expected {\"screen\":{\"restaurant\":{\"id\":…}}}")) }
                return .object([("restaurantTapped", restaurant[0].value)])
            },
            "tabs.navigation.poppedToRoot": { _, path throws(LogDecodingError) in
                throw LogDecodingError(path: path, reason: .invalid("a pop to the root has no tap in action schema 3"))
            },
            "tabs.navigation.poppedTo": { _, path throws(LogDecodingError) in
                throw LogDecodingError(path: path, reason: .invalid("a pop to a numbered screen has no tap in action schema 3"))
            },
            "modal.presented": { (fields, path) throws(LogDecodingError) in
                guard case .object(let members) = fields, members.count == 1, members[0].key == "modal",
                    case .string(let modal) = members[0].value, let tap = ["signIn": "signInTapped", "searchFilters": "searchFiltersTapped"][modal]
                else { throw LogDecodingError(path: path + ".modal", reason: .invalid("expected \"signIn\" or \"searchFilters\"")) }
                return .logCase(tap)
            },
            "modal.dismissed": { _, _ in .logCase("modalDismissed") },
        ])
    }

    /// Action schema 5: the app loads the reservation's pictures (`layoutWidthChanged`,
    /// `imageLoaded` and `imageRetryTapped` are new; no spelling changes). The step marks that a
    /// log of an older schema records no image loads after its reservation was read, so its
    /// checkpoints' effects are not compared with this build's (`Feature.effectsComparableSince`).
    public static var picturesLoaded: ActionUpcaster {
        ActionUpcaster(from: 4, summary: "the reservation's pictures are loaded; older logs recorded no image loads") { action, _ in action }
    }
}
