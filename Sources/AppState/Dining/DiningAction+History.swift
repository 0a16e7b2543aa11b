import ActionLog
import Foundation

// How older builds spelled these values, and the schema steps that bring their logs to today's
// spelling (`DiningAction+LogCodable.swift`).
// History: frozen, never changed; a new schema step is added here.

extension DiningAction {
    /// Format 1 named `reservationRead`'s result and the tapped card `_0`, and wrapped each child
    /// action in `_0`. `DiningDestination.restaurant` was labeled already; the reservation and its read
    /// error keep their own JSON.
    package static var formatOneSpelling: PositionalSpelling {
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
    package static var tapsNamed: ActionUpcaster {
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
    package static var picturesLoaded: ActionUpcaster {
        .addingOnly(from: 4, summary: "the reservation's pictures are loaded; older logs recorded no image loads")
    }
}
