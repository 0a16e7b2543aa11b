import AppState
import Foundation
import Reducers

/// The invariants of real answers: what an answer that reached the app must show, read from the
/// answer's own body.
extension PlacesProbe {
    /// Nearby Search gives at most 60 results, 20 a page: no search has a fourth page (Places API,
    /// Nearby Search reference), whatever a server's `next_page_token` says.
    static let pagesPerSearch = 3

    static func answerViolations(_ step: Step<PlacesFeature>, answeredInFlight: Bool?) -> [String] {
        var broken: [String] = []
        if let page = step.after.list.pending?.page, page > pagesPerSearch {
            broken.append("page-limit: page \(page) of one search requested")
        }
        guard answeredInFlight == true, case .result(.http(let id, .success(let response))) = step.input else { return broken }
        let body = JSONEdit.object(response.body)
        switch PlacesEffectID(id) {
        case .details(let number)?: broken += detailsViolations(step, request: number, body)
        case .nearby?: broken += pageViolations(step, body)
        default: break
        }
        return broken
    }

    /// Details that say they are about the place asked for, or do not say (a field mask), are
    /// shown; one closed for good in either spelling shows as closed.
    private static func detailsViolations(_ step: Step<PlacesFeature>, request: PlacesRequestNumber, _ body: [String: Any]) -> [String] {
        guard body["status"] as? String == "OK", let result = body["result"] as? [String: Any],
            let entry = step.after.details.first(where: { $0.request == request })
        else { return [] }
        let about = result["place_id"] as? String
        guard about == nil || about == entry.placeID.rawValue else { return [] }
        guard case .loaded(let details) = entry.phase else {
            return ["details-not-shown: the answer about \(about ?? "the place asked for") left \(entry.placeID) at \(entry.phase)"]
        }
        let closed = result["permanently_closed"] as? Bool == true || result["business_status"] as? String == "CLOSED_PERMANENTLY"
        if closed, details.businessStatus != .closedPermanently {
            return ["closed-not-shown: \(entry.placeID) closed for good shows \(String(describing: details.businessStatus))"]
        }
        return []
    }

    /// Every result of a page is listed or named as left out (unless the list is full); and a
    /// next page that added nothing asks for no other page by itself.
    private static func pageViolations(_ step: Step<PlacesFeature>, _ body: [String: Any]) -> [String] {
        let before = step.before.list, after = step.after.list
        guard body["status"] as? String == "OK", let page = before.pending?.page, after.pagesLoaded == page else { return [] }
        var broken: [String] = []
        let listed = Set(after.rows.map(\.place.id.rawValue))
        let results = body["results"] as? [[String: Any]] ?? []
        let unlisted = results.filter { ($0["place_id"] as? String).map { !listed.contains($0) } ?? true }.count
        let named = after.skipped.filter { $0.page == page }.count
        if after.rows.count < NearbyList.maximumPlaces, unlisted > named {
            broken.append("place-dropped: \(unlisted) results of page \(page) unlisted, \(named) named as left out")
        }
        let asked = step.effects.contains { effect in
            if case .http(let request) = effect, case .nearby? = PlacesEffectID(request.id) { true } else { false }
        }
        if page > 1, after.rows.count == before.rows.count, asked {
            broken.append("asked-again-at-once: page \(page) added nothing and another page was requested at once")
        }
        return broken
    }
}
