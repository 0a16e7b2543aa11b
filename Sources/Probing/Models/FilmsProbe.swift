import AppState
import Foundation
import LogReplay
import Reducers

/// Random Films sessions (seed 004: two lists behind a segmented control, a details interface
/// over the home one, favorites shared by film identity for the session).
package enum FilmsProbe: ProbeModel {
    package typealias F = FilmsFeature

    static let user = ProbeFixtures.data("films", "Films-user.json")
    static let critic = ProbeFixtures.data("films", "Films-critic.json")

    package static var launch: [FilmsAction] { [.appeared] }

    package static func userAction(_ state: FilmsState, _ random: inout SeededRandom) -> FilmsAction {
        let kind = random.element(of: FilmListKind.allCases) ?? .userRatings
        let shown = FilmListKind.allCases.flatMap { state[list: $0].content.value?.films.map(\.id) ?? [] }
        let film = random.element(of: shown + [FilmID(rawValue: 9_999)]) ?? FilmID(rawValue: 9_999)
        switch random.int(in: 0...9) {
        case 0: return .segmentSelected(list: kind)
        case 1: return .retryTapped(list: kind)
        case 2: return .listScrolled(list: kind, offset: random.int(in: -50...3_000))
        case 3, 4: return .heartTapped(film: film)
        case 5, 6: return .rowTapped(film: film)
        case 7, 8: return .returnedToList(via: random.chance(50) ? .button : .swipe)
        default: return .appeared
        }
    }

    package static func response(to request: HTTPRequest, _ random: inout SeededRandom) -> HTTPResponse {
        guard request.id.rawValue.hasSuffix(FilmListKind.criticRatings.rawValue) else { return HTTPResponse(status: 200, body: user) }
        return HTTPResponse(status: 200, body: random.chance(50) ? critic : criticsOwnTexts)
    }

    /// The critics' list giving the films both lists hold (5, 7, 12, 13 and 14) texts of its own:
    /// one id, two contents.
    static let criticsOwnTexts: Data = {
        let films = (try? JSONSerialization.jsonObject(with: critic)) as? [[String: Any]] ?? []
        let edited = films.map { film -> [String: Any] in
            var film = film
            film["desc"] = "The critics: \(film["desc"] as? String ?? "")"
            return film
        }
        return (try? JSONSerialization.data(withJSONObject: edited, options: [.sortedKeys])) ?? critic
    }()

    package static func unaskedResult(_ state: FilmsState, _ random: inout SeededRandom) -> EffectResult? {
        let kind = random.element(of: FilmListKind.allCases) ?? .userRatings
        return .http(id: FilmsEffectID.list(kind).effectID, .success(HTTPResponse(status: 200, body: kind == .criticRatings ? critic : user)))
    }

    package static func violations(_ step: Step<FilmsFeature>, answeredInFlight: Bool?, _ world: ProbeWorld) -> [String] {
        var broken: [String] = []
        let before = step.before, after = step.after
        let detailsShown = before.navigation.top != nil
        let listed = before[list: before.selectedList].content.value?.films.map(\.id) ?? []
        if after.navigation.screens.count > 1 {
            broken.append("details-over-details: \(after.navigation.screens)")
        }
        switch step.action {
        case .rowTapped(let film)?:
            if after.navigation != before.navigation, detailsShown || !listed.contains(film) {
                broken.append("unseen-push: \(film) opened with \(String(describing: before.navigation.top)) shown, \(before.selectedList) listed")
            }
            let tapped = before[list: before.selectedList].content.value?.film(film)
            if after.navigation != before.navigation, let shown = after.filmShown, shown != tapped {
                broken.append("details-from-another-list: \(film) tapped in \(before.selectedList) shows \"\(shown.shortDescription.prefix(40))\"")
            }
        case .heartTapped(let film)?:
            let reachable = detailsShown ? before.navigation.top == .details(film: film) : listed.contains(film)
            if after.favorites != before.favorites, !reachable {
                broken.append("unseen-heart: \(film) toggled with \(String(describing: before.navigation.top)) shown, \(before.selectedList) listed")
            }
        case .segmentSelected?:
            if after.selectedList != before.selectedList, detailsShown {
                broken.append("unseen-segment: the list switched under the details interface")
            }
        default: break
        }
        for kind in FilmListKind.allCases where after[list: kind].content.isLoading {
            if !world.inFlight(FilmsEffectID.list(kind).effectID) { broken.append("list-loading-forever: \(kind)") }
        }
        if answeredInFlight == false, after.userRatings != before.userRatings || after.criticRatings != before.criticRatings {
            broken.append("stray-answer: a list answer nobody waited for changed a list")
        }
        return broken
    }
}

extension FilmsFeature: ProbedFeature {
    package typealias Probe = FilmsProbe
}
