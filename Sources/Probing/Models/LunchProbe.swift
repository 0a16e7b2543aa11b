import AppState
import Foundation
import LogReplay
import Reducers

/// Random Lunch sessions (seed 000: the restaurant list, details pushed from it, the map modal,
/// the internets browser, favorites kept across launches).
package enum LunchProbe: ProbeModel {
    package typealias F = LunchFeature

    static let feed = ProbeFixtures.data("lunch", "restaurants.json")
    static let names: [RestaurantID] = ["Chuy's", "Gloria's", "Thai Star", "Hopdoddy Burger Bar", "Nowhere"]
    static let addresses = ["https://swift.org", "http://example.com/a", "ftp://nope", "not an address", " https://www.bottlerocketstudios.com "]

    package static var launch: [LunchAction] { [.launched, .layoutChanged(sizeClass: .compact)] }

    package static func userAction(_ state: LunchState, _ random: inout SeededRandom) -> LunchAction {
        let known = state.feed.value?.map(\.id) ?? []
        let restaurant = random.element(of: random.chance(80) && !known.isEmpty ? known : names) ?? "Chuy's"
        switch random.int(in: 0...18) {
        case 18: return .launched
        case 0: return .tabSelected(tab: random.element(of: LunchTab.allCases) ?? .lunch)
        case 1, 2: return .restaurantTapped(restaurant: restaurant)
        case 3: return .backTapped
        case 4: return .mapButtonTapped
        case 5: return .mapDismissed
        case 6, 7: return .heartTapped(restaurant: random.element(of: state.navigation.current.top.map { screen -> [RestaurantID] in
            if case .detail(let id) = screen { [id] } else { [] }
        } ?? []) ?? restaurant)
        case 8: return .retryTapped
        case 9: return .imageRetryTapped(url: random.element(of: state.images.map(\.url)) ?? AddressText(LunchSettings.bottleRocketHomePage))
        case 10: return .layoutChanged(sizeClass: random.chance(50) ? .compact : .regular)
        case 11: return .browser(.addressSubmitted(address: random.element(of: addresses) ?? ""))
        case 12: return .browser(random.chance(50) ? .backTapped : .nextTapped)
        case 13: return .browser(.refreshTapped)
        case 14: return .browser(BrowserProbe.pageNavigation(state.browser, to: addresses, &random))
        default: return .browser(BrowserProbe.report(state.browser, &random))
        }
    }

    package static func response(to request: HTTPRequest, _ random: inout SeededRandom) -> HTTPResponse {
        HTTPResponse(status: 200, body: LunchFeeds.any(&random))
    }

    package static func unaskedResult(_ state: LunchState, _ random: inout SeededRandom) -> EffectResult? {
        switch random.int(in: 0...3) {
        case 0: return .http(id: LunchEffectID.feed.effectID, .success(HTTPResponse(status: 200, body: feed)))
        case 1: return .http(id: LunchEffectID.feed.effectID, .failure(.timedOut))
        case 2:
            let url = random.element(of: state.images.map(\.url)) ?? AddressText(LunchSettings.bottleRocketHomePage)
            return .image(id: LunchEffectID.image(url).effectID, url: url, .failure(.badStatus(status: 404)))
        default: return .persisted(key: LunchFeature.favoritesKey, error: .io("disk full"))
        }
    }

    package static func violations(_ step: Step<LunchFeature>, answeredInFlight: Bool?, _ world: ProbeWorld) -> [String] {
        var broken: [String] = []
        let before = step.before, after = step.after
        if world.overwrittenUnread.contains(LunchFeature.favoritesKey) {
            broken.append("unread-overwritten: the stored favorites were written over before this process read them")
        }
        if !world.storageBusy(LunchFeature.favoritesKey), !after.favorites.awaitingStored, after.favoritesProblem == nil {
            let stored = world.storage[LunchFeature.favoritesKey].flatMap { try? JSONDecoder().decode([RestaurantID].self, from: $0) } ?? []
            if stored != after.favorites.ids.elements {
                broken.append("favorites-storage: stored \(stored), shown \(after.favorites.ids.elements)")
            }
        }
        let pushed = after.navigation.tabs.map(\.stack.screens.count).reduce(0, +) > before.navigation.tabs.map(\.stack.screens.count).reduce(0, +)
        if pushed, before.modal.isPresenting || !before.navigation.current.screens.isEmpty || before.navigation.selected == .internets {
            broken.append("unseen-push: a screen pushed from \(before.navigation.selected) with \(before.navigation.current.screens) shown, modal \(String(describing: before.modal.presented))")
        }
        if after.modal.presented != nil, before.modal.presented == nil,
            before.navigation.selected != .lunch || !before.navigation.current.screens.isEmpty
        {
            broken.append("unseen-map: the map presented from \(before.navigation.selected) with \(before.navigation.current.screens) shown")
        }
        if case .heartTapped(let id)? = step.action, after.favorites != before.favorites,
            before.modal.isPresenting || before.navigation.current.top != .detail(restaurant: id)
        {
            broken.append("unseen-heart: \(id) toggled with \(String(describing: before.navigation.current.top)) on top")
        }
        if after.feed != before.feed, case .result(.http(_, .success(let response))) = step.input, let restaurants = after.feed.value,
            let distinct = LunchFeeds.locationCount(in: response.body), restaurants.count != distinct
        {
            broken.append("restaurant-dropped: \(distinct) restaurants told apart by name and address, \(restaurants.count) listed")
        }
        let listed = after.feed.value.map { Set($0.map(\.id)) }
        for tab in after.navigation.tabs {
            for case .detail(let id) in tab.stack.screens where listed.map({ !$0.contains(id) }) == true {
                broken.append("detail-unlisted: the detail of \(id) stays open, the feed no longer lists it")
            }
        }
        if answeredInFlight == false, case .feedLoaded? = step.action, after.feed != before.feed {
            broken.append("stray-answer: a feed answer nobody waited for changed the feed")
        }
        if answeredInFlight == false, case .imageLoaded? = step.action, after.images != before.images {
            broken.append("stray-answer: an image answer nobody waited for changed the images")
        }
        if case .browser(let browser)? = step.action {
            broken += BrowserProbe.violations(browser, before.browser, after.browser)
        } else {
            broken += BrowserProbe.violations(before.browser, after.browser)
        }
        return broken
    }
}

extension LunchFeature: ProbedFeature {
    package typealias Probe = LunchProbe
}
