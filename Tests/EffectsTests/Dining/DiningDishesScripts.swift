import ActionLog
import AppState
import Effects
import Foundation
import Reducers

/// The scripts of the dining sessions about the dishes card and what the app refuses around it.
enum DiningDishesScripts {
    /// The reservation's picture at 750 pixels wide (`wide-huge`, 1280×720, in the fixture).
    static let picture = AddressText("https://resizer.otstatic.com/v2/photos/wide-huge/24399459.jpg")
    /// The restaurant of the fixture's reservation (`restaurant.id`).
    static let restaurantID: DiningRestaurantID = "262309"
    static let unreadable = StorageError.io("The file couldn’t be opened because you don’t have permission to view it.")

    /// `dining-no-dishes`: a reservation without dishes. Taps the app refuses (a card while the
    /// reservation is closed, Back on the root, a dismissal with nothing presented, a zero width,
    /// Retry on a picture that loaded, a second modal, the banner under a modal, the dishes card
    /// that is not shown, a tap and an older sample during a drag, a release with no drag), and
    /// what it does (a restaurant pushed and popped, a drag cancelled).
    static func noDishes(_ store: Store<DiningFeature>) async {
        let sample = DiningSessionScripts.sample
        var steps: [DiningAction] = [
            .layoutWidthChanged(pixels: 750),
            .launched,
            .cardTapped(card: .summary),
            .backTapped,
            .modalDismissed,
            .layoutWidthChanged(pixels: 0),
        ]
        if let picture { steps.append(.imageRetryTapped(url: picture)) }
        steps += [
            .restaurantTapped(id: restaurantID),
            .backTapped,
            .signInTapped,
            .searchFiltersTapped,
            .banner(.tapped),
            .modalDismissed,
            .banner(.tapped),
            .cardTapped(card: .dishes),
            .banner(.tapped),
            .banner(.dragChanged(sample: sample(10_000, 0))),
            .banner(.dragChanged(sample: sample(10_100, -60))),
            .banner(.tapped),
            .banner(.dragChanged(sample: sample(10_050, -40))),
            .banner(.dragCancelled),
            .banner(.dragEnded(sample: sample(10_200, -80))),
        ]
        for action in steps { await store.send(action) }
    }

    /// `dining-more-than-three-dishes`: a reservation with seven dishes; the reservation opened
    /// and its dishes card expanded.
    static func moreThanThreeDishes(_ store: Store<DiningFeature>) async {
        for action: DiningAction in [.layoutWidthChanged(pixels: 750), .launched, .banner(.tapped), .cardTapped(card: .dishes)] {
            await store.send(action)
        }
    }

    /// `dining-reservation-unreadable`: storage cannot be read; the banner and a card are tapped
    /// with no reservation to show.
    static func reservationUnreadable(_ store: Store<DiningFeature>) async {
        for action: DiningAction in [.launched, .banner(.tapped), .cardTapped(card: .summary)] {
            await store.send(action)
        }
    }
}
