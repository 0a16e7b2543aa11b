import ActionLog
import AppState
import Foundation
import LogReplay
import Reducers

/// Random Burgers sessions (seed 003: the promoted and regular burgers, notes and order alerts,
/// the feed cached for offline use, buy buttons disabled offline).
package enum BurgersProbe: ProbeModel {
    package typealias F = BurgersFeature

    static let feed = ProbeFixtures.data("burgers", "burgers.json")

    package static var launch: [BurgersAction] { [.appeared(at: Timestamp(milliseconds: 1_000))] }

    package static func userAction(_ state: BurgersState, _ random: inout SeededRandom) -> BurgersAction {
        let now = Timestamp(milliseconds: state.now.milliseconds + Int64(random.int(in: 0...90_000)))
        let burger = BurgerID(random.int(in: 0...6))
        switch random.int(in: 0...8) {
        case 0: return .refreshPulled(at: now)
        case 1: return .clockTicked(time: now)
        case 2, 3: return .burgerTapped(burger: burger)
        case 4, 5, 6: return .buyTapped(burger: burger)
        case 7: return .alertDismissed
        default: return .appeared(at: now)
        }
    }

    package static func connectivityChanged(online: Bool, _ state: BurgersState) -> BurgersAction? {
        .connectivityChanged(connectivity: online ? .online : .offline, at: state.now)
    }

    package static func response(to request: HTTPRequest, _ random: inout SeededRandom) -> HTTPResponse {
        guard request.method == .post else { return HTTPResponse(status: 200, body: feed) }
        return random.chance(80)
            ? HTTPResponse(status: 201, body: Data(#"{"message":"Enjoy!"}"#.utf8))
            : HTTPResponse(status: 400, body: Data(#"{"bitcoin":["Wrong price."]}"#.utf8))
    }

    package static func unaskedResult(_ state: BurgersState, _ random: inout SeededRandom) -> EffectResult? {
        switch random.int(in: 0...2) {
        case 0: return .http(id: BurgersEffectID.feed.effectID, .success(HTTPResponse(status: 200, body: feed)))
        case 1: return .http(id: BurgersEffectID.feed.effectID, .failure(.timedOut))
        default: return .http(id: BurgersEffectID.order(BurgerID(random.int(in: 1...6))).effectID, .success(HTTPResponse(status: 201, body: Data(#"{"message":"Enjoy!"}"#.utf8))))
        }
    }

    package static func violations(_ step: Step<BurgersFeature>, answeredInFlight: Bool?, _ world: ProbeWorld) -> [String] {
        var broken: [String] = []
        let before = step.before, after = step.after
        for effect in step.effects {
            if case .http(let request) = effect, request.method == .post, before.connectivity == .offline {
                broken.append("buy-offline: an order sent while offline")
            }
        }
        if after.isLoading, !world.inFlight(BurgersEffectID.feed.effectID) {
            broken.append("feed-loading-forever: no feed request in flight")
        }
        for order in after.ordersInFlight where !world.inFlight(BurgersEffectID.order(order.id).effectID) {
            broken.append("order-forever: \(order.id) has no request in flight")
        }
        for slot in after.images where slot.status.isLoading && !world.inFlight(BurgersEffectID.image(slot.url).effectID) {
            broken.append("image-loading-forever: \(slot.url)")
        }
        if answeredInFlight == false, case .feedLoaded? = step.action,
            after.fetch != before.fetch || after.lastGood != before.lastGood
        {
            broken.append("stray-answer: a feed answer nobody waited for changed the feed")
        }
        if answeredInFlight == false, case .orderAnswered? = step.action, after.alerts != before.alerts {
            broken.append("stray-answer: an order answer nobody waited for raised an alert")
        }
        switch step.action {
        case .burgerTapped?, .buyTapped?:
            if before.presentedAlert != nil, after.alerts != before.alerts || after.ordersInFlight != before.ordersInFlight {
                broken.append("tap-under-alert: a tap under \(String(describing: before.presentedAlert)) was taken")
            }
        default: break
        }
        return broken
    }
}

extension BurgersFeature: ProbedFeature {
    package typealias Probe = BurgersProbe
}
