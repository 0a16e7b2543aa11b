import ActionLog
import AppState
import Effects
import Foundation
import Reducers

/// The script of `Sessions/lunch-tour.jsonl`: launch (favorites read, feed and images loaded),
/// open a detail, favorite it, open and close the map, browse in internets (two pages, back, next,
/// refresh), open favorites. Each step waits for the effects it started, so the log's order never
/// depends on timing.
///
/// It is recorded with `LiveEffectRunner` against the local server (see `LiveHosts.lunchRoutes`): the
/// log holds the real feed and image addresses; only the bytes came from 127.0.0.1.
enum LunchTourScript {
    static let servicesPage = "https://www.bottlerocketstudios.com/services"
    static let careersPage = "https://www.bottlerocketstudios.com/careers"

    static func run(_ store: Store<LunchFeature>) async {
        let steps: [LunchAction] = [
            .launched,
            .layoutChanged(sizeClass: .compact),
            .restaurantTapped(restaurant: "Chuy's"),
            .heartTapped(restaurant: "Chuy's"),
            .backTapped,
            .mapButtonTapped,
            .mapDismissed,
            .layoutChanged(sizeClass: .regular),
            .tabSelected(tab: .internets),
            .browser(.loadProgressed(entry: 1, progress: 0.5)),
            .browser(.loadFinished(entry: 1)),
            .browser(.addressSubmitted(address: servicesPage)),
            .browser(.loadFinished(entry: 2)),
            .browser(.addressSubmitted(address: careersPage)),
            .browser(.loadFinished(entry: 3)),
            .browser(.backTapped),
            .browser(.loadFinished(entry: 2)),
            .browser(.nextTapped),
            .browser(.loadFinished(entry: 3)),
            .browser(.refreshTapped),
            .browser(.loadFinished(entry: 3)),
            .tabSelected(tab: .favorites),
        ]
        for action in steps { await store.sendAndSettle(action) }
    }
}
