import ActionLog
import AppState
import Foundation
import LogReplay
import Reducers

/// Random Places sessions (seed 002: the top 25 places within 100 m, paged and lazily imaged,
/// a details screen for the place tapped, back to the list, pull to refresh, the map).
package enum PlacesProbe: ProbeModel {
    package typealias F = PlacesFeature

    static let pyrmont = Coordinate(latitude: -33.8670522, longitude: 151.1957362)
    static let harbour = Coordinate(latitude: -33.8523, longitude: 151.2108)

    package static var launch: [PlacesAction] {
        [.launched(configuration: PlacesSettings(hasAPIKey: true)), .locationPermissionChanged(permission: .granted), .locationUpdated(position: pyrmont)]
    }

    package static func userAction(_ state: PlacesState, _ random: inout SeededRandom) -> PlacesAction {
        let place: PlaceID = random.element(of: state.list.rows.map(\.place.id) + [PlaceID("ChIJ-nowhere")]) ?? "ChIJ-nowhere"
        switch random.int(in: 0...13) {
        case 0: return .tabSelected(tab: random.chance(50) ? .map : .list)
        case 1, 2: return .backTapped
        case 3, 4: return .rowTapped(place: place)
        case 5, 6, 7:
            let first = random.int(in: -2...26)
            return .rowsBecameVisible(rows: VisibleRows(first: first, last: first + random.int(in: -3...8)))
        case 8: return .refreshPulled
        case 9: return .mapRefreshTapped
        case 10: return random.chance(50) ? .myLocationTapped : .mapMoved(centre: harbour)
        case 11: return .locationUpdated(position: random.chance(50) ? pyrmont : harbour)
        case 12: return .locationPermissionChanged(permission: random.element(of: [.granted, .granted, .denied, .notDetermined]) ?? .granted)
        default: return .locationUnavailable(reason: "no fix")
        }
    }

    package static func response(to request: HTTPRequest, _ random: inout SeededRandom) -> HTTPResponse {
        let query = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        if let place = query.first(where: { $0.name == "place_id" })?.value {
            return HTTPResponse(status: 200, body: PlacesAnswers.details(of: place, &random))
        }
        if let token = query.first(where: { $0.name == "pagetoken" })?.value {
            return HTTPResponse(status: 200, body: PlacesAnswers.next(token: token, &random))
        }
        return HTTPResponse(status: 200, body: PlacesAnswers.first(&random))
    }

    package static func unaskedResult(_ state: PlacesState, _ random: inout SeededRandom) -> EffectResult? {
        let number = PlacesRequestNumber(state.requestCount + random.int(in: -2...2))
        switch random.int(in: 0...3) {
        case 0: return .http(id: PlacesEffectID.nearby(number).effectID, .success(HTTPResponse(status: 200, body: PlacesAnswers.nextPage)))
        case 1: return .http(id: PlacesEffectID.details(number).effectID, .success(HTTPResponse(status: 200, body: PlacesAnswers.google)))
        case 2: return .timerFired(id: PlacesEffectID.pageRetry(number).effectID)
        default:
            let place = random.element(of: state.list.rows.map(\.place.id)) ?? "ChIJ-nowhere"
            let url = AddressText(URL(string: "https://maps.googleapis.com/photo") ?? PlacesSettings.defaultService)
            return .image(id: PlacesEffectID.photo(place).effectID, url: url, .failure(.badStatus(status: 404)))
        }
    }

    package static func violations(_ step: Step<PlacesFeature>, answeredInFlight: Bool?, _ world: ProbeWorld) -> [String] {
        var broken: [String] = []
        let before = step.before, after = step.after, list = after.list
        if list.rows.count > NearbyList.maximumPlaces { broken.append("rows: \(list.rows.count)") }
        for entry in after.details {
            if case .loaded(let details) = entry.phase, details.id != entry.placeID {
                broken.append("details-of-another-place: \(details.id.map(\.rawValue) ?? "no place") shown for \(entry.placeID)")
            }
            if entry.phase.isLoading, !world.inFlight(PlacesEffectID.details(entry.request).effectID) {
                broken.append("details-loading-forever: request \(entry.request) is not in flight")
            }
        }
        if let pending = list.pending, !world.inFlight(PlacesEffectID.nearby(pending.number).effectID) {
            broken.append("page-loading-forever: request \(pending.number) is not in flight")
        }
        if let retry = list.pageRetry, retry.waiting, !world.inFlight(PlacesEffectID.pageRetry(retry.refused.number).effectID) {
            broken.append("page-retry-forever: its timer is not running")
        }
        for row in list.rows where row.image.isLoading && !world.inFlight(PlacesEffectID.photo(row.place.id).effectID) {
            broken.append("photo-loading-forever: \(row.place.id)")
        }
        if let pending = list.pending, pending.page > 1, pending.page <= list.pagesLoaded {
            broken.append("page-twice: page \(pending.page) asked again with \(list.pagesLoaded) loaded")
        }
        let pushed = after.navigation.tabs.map(\.stack.screens.count).reduce(0, +) > before.navigation.tabs.map(\.stack.screens.count).reduce(0, +)
        if pushed, case .rowTapped(let place)? = step.action {
            let listShown = before.navigation.selected == .list && before.navigation.current.screens.isEmpty
            if !listShown || !before.list.rows.contains(where: { $0.place.id == place }) {
                broken.append("unseen-push: \(place) pushed from \(before.navigation.selected) with \(before.navigation.current.screens) shown")
            }
        }
        if answeredInFlight == false, after.list != before.list || after.details != before.details {
            broken.append("stray-answer: an answer nobody waited for changed the list or the details")
        }
        for effect in step.effects {
            if case .cancel(let id) = effect, !world.done.contains(where: { $0.cancellationID == id }) {
                broken.append("cancel-of-nothing: \(id)")
            }
        }
        return broken + answerViolations(step, answeredInFlight: answeredInFlight)
    }
}

extension PlacesFeature: ProbedFeature {
    package typealias Probe = PlacesProbe
}
