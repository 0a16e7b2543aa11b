import ActionLog
import AppState
import Foundation
import LogReplay
import Reducers

/// Random Dining mode sessions (seed 001: the banner above the tabs on every tab, hidden under a
/// modal, tapped or dragged open; the reservation's cards, at most 3 dishes, with their pictures
/// loaded, failing, retried and answered late, at layout widths that pick other sizes).
package enum DiningProbe: ProbeModel {
    package typealias F = DiningFeature

    static let full = ProbeFixtures.data("dining", "FullReservation.json")
    static let partial = ProbeFixtures.data("dining", "PartialReservation.json")

    package static var launch: [DiningAction] { [.launched] }
    package static var initialStorage: [StorageKey: Data] { [DiningState.reservationKey: full] }

    package static func userAction(_ state: DiningState, _ random: inout SeededRandom) -> DiningAction {
        switch random.int(in: 0...14) {
        case 14: return .launched
        case 0: return .tabSelected(tab: random.element(of: DiningTab.allCases) ?? .discover)
        case 1: return .restaurantTapped(id: DiningRestaurantID("r\(random.int(in: 1...3))"))
        case 2: return .backTapped
        case 3: return random.chance(50) ? (random.chance(50) ? .signInTapped : .searchFiltersTapped) : .modalDismissed
        case 4: return .banner(.tapped)
        case 5, 6, 7: return .banner(.dragChanged(sample: sample(state, &random)))
        case 8, 9: return .banner(.dragEnded(sample: sample(state, &random)))
        case 10: return .banner(.dragCancelled)
        case 11: return .layoutWidthChanged(pixels: random.element(of: widths) ?? DiningState.defaultLayoutWidth)
        case 12: return .imageRetryTapped(url: random.element(of: state.images.map(\.url)) ?? unaskedPicture)
        default: return .cardTapped(card: random.element(of: CardKind.allCases) ?? .summary)
        }
    }

    /// Layout widths in pixels: phones at 2× and 3×, a tablet, one pixel, and none (refused).
    static let widths = [160, 640, 750, 1_242, 2_048, 1, 0, -1]
    /// A size of the restaurant's picture no width picks (the square `large`): never requested.
    static let unaskedPicture = AddressText(URL(fileURLWithPath: "/v2/photos/large/24399459.jpg"))

    /// A drag sample, sometimes odd: not a number, too far, a zero height, or earlier than the last.
    private static func sample(_ state: DiningState, _ random: inout SeededRandom) -> BannerDragSample {
        let latest = state.banner.drag?.samples.last?.time.milliseconds ?? 1_000_000
        let time = Timestamp(milliseconds: latest + Int64(random.int(in: -20...60)))
        let translations: [Double] = [-400, -120, -10, 0, 35, 200, 640, .nan, .infinity, 2e6]
        let heights: [Double] = [640, 640, 640, 0, -1, .nan]
        let translation = random.element(of: translations) ?? 0
        let height = random.element(of: heights) ?? 640
        return BannerDragSample(time: time, translation: translation, containerHeight: height)
    }

    /// The stored reservation, none, or the real one with emoji and right-to-left text at its
    /// snippets' range boundaries (`DiningReservations`).
    package static func stored(_ key: StorageKey, _ held: Data?, _ random: inout SeededRandom) -> Data? {
        DiningReservations.any(stored: held, &random)
    }

    package static func response(to request: HTTPRequest, _ random: inout SeededRandom) -> HTTPResponse {
        HTTPResponse(status: 404, body: Data())
    }

    /// A reservation read nobody asked for, or an image answer late, again, or for an address
    /// never requested.
    package static func unaskedResult(_ state: DiningState, _ random: inout SeededRandom) -> EffectResult? {
        guard random.chance(50) else { return .loaded(key: DiningState.reservationKey, .success(random.chance(50) ? partial : nil)) }
        let url = random.element(of: state.images.map(\.url) + [unaskedPicture]) ?? unaskedPicture
        let id = DiningEffectID.image(url).effectID
        return random.chance(50)
            ? .image(id: id, url: url, .failure(.badStatus(status: 404)))
            : .image(id: id, url: url, .success(ImageInfo(format: .jpeg, byteCount: 80, width: 640, height: 360, digest: "77", fromCache: false)))
    }

    package static func violations(_ step: Step<DiningFeature>, answeredInFlight: Bool?, _ world: ProbeWorld) -> [String] {
        var broken: [String] = []
        let before = step.before, after = step.after, banner = after.banner
        if !(0...Banner.fullProgress).contains(banner.progressTenThousandths) {
            broken.append("banner-progress: \(banner.progressTenThousandths)")
        }
        if case .banner(.dragEnded)? = step.action, before.banner.drag != nil, banner.drag != nil {
            broken.append("banner-stuck: the drag goes on after its release (\(String(describing: after.lastRefusal)))")
        }
        if banner.isHiddenByModal != after.modal.isPresenting {
            broken.append("banner-under-modal: hidden \(banner.isHiddenByModal), modal \(String(describing: after.modal.presented))")
        }
        if after.expandedCard != nil, banner.position != .expanded || after.details == nil {
            broken.append("card-unseen: \(String(describing: after.expandedCard)) expanded with the reservation \(banner.position)")
        }
        let covered = before.modal.isPresenting || (before.details != nil && before.banner.position == .expanded)
        let pushed = after.tabs.tabs.map(\.stack.screens.count).reduce(0, +) > before.tabs.tabs.map(\.stack.screens.count).reduce(0, +)
        if pushed, covered {
            broken.append("unseen-push: a screen pushed under \(before.modal.isPresenting ? "a modal" : "the open reservation")")
        }
        if after.modal.isPresenting, !before.modal.isPresenting, before.details != nil, before.banner.position == .expanded {
            broken.append("unseen-modal: a modal presented from under the open reservation")
        }
        if answeredInFlight == false, case .reservationRead? = step.action, after.reservation != before.reservation {
            broken.append("stray-answer: a reservation read nobody waited for changed the reservation")
        }
        if answeredInFlight == false, case .imageLoaded? = step.action, after.images != before.images {
            broken.append("stray-answer: an image answer nobody waited for changed the images")
        }
        broken += readViolations(step, answeredInFlight: answeredInFlight)
        if let details = after.details {
            let unrequested = details.imageURLs(fittingWidth: after.layoutWidth).filter { after.images.status(of: $0) == nil }
            if !unrequested.isEmpty { broken.append("unrequested-pictures: \(unrequested) shown and never requested") }
            for case .dishes(let dishes) in details.cards {
                if dishes.count > 3 { broken.append("dishes: \(dishes.count) shown") }
                for dish in dishes where !dish.review.highlights.allSatisfy({ $0.location >= 0 && $0.end <= dish.review.text.utf16.count }) {
                    broken.append("highlights: outside \(dish.name)'s displayed text")
                }
            }
        }
        return broken
    }
}

extension DiningFeature: ProbedFeature {
    package typealias Probe = DiningProbe
}
