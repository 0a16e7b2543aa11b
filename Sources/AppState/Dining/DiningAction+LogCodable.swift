import ActionLog

// The log's named spelling of the dining app's actions, and how format 1 spelled them.

extension DiningTab: LogCodable {}
extension DiningModal: LogCodable {}
extension CardKind: LogCodable {}

/// The stored reservation as its own JSON: it only appears inside `reservationRead`, decoded.
extension Reservation: LogModel {}
extension ReservationReadError: LogModel {}

/// `{"restaurant":{"id":"…"}}`.
extension DiningScreen: LogCodable {
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
        case .tabs(let tabs): .logCase("tabs", child: tabs)
        case .modal(let modal): .logCase("modal", child: modal)
        case .banner(let banner): .logCase("banner", child: banner)
        case .cardTapped(let card): .logCase("cardTapped", ["card": card])
        }
    }

    public init(logValue: JSONValue, at path: String) throws(LogDecodingError) {
        self = try LogCase.decode(logValue, at: path) { (c) throws(LogDecodingError) -> Self in
            switch c.name {
            case "launched": .launched
            case "reservationRead": .reservationRead(try c.fields("result"))
            case "tabs": .tabs(try c.child())
            case "modal": .modal(try c.child())
            case "banner": .banner(try c.child())
            case "cardTapped": .cardTapped(try c.fields("card"))
            default: throw c.unknown()
            }
        }
    }

    /// Format 1 named `reservationRead`'s result and the tapped card `_0`, and wrapped each child
    /// action in `_0`. `DiningScreen.restaurant` was labeled already; the reservation and its read
    /// error keep their own JSON.
    public static var formatOneSpelling: PositionalSpelling {
        PositionalSpelling([
            "reservationRead": .fields(["result"]),
            "tabs": .child(TabNavigationAction<DiningTab, DiningScreen>.formatOneSpelling()),
            "modal": .child(ModalAction<DiningModal>.formatOneSpelling()),
            "banner": .child(BannerAction.formatOneSpelling),
            "cardTapped": .fields(["card"]),
        ])
    }
}
