import Foundation
import LogReplay
import Reducers

/// Google Places answers made from the real ones in `Fixtures/places`, with members removed the
/// way field masks (`fields=`) and closed places remove them, and servers that repeat their pages
/// or send empty pages with a `next_page_token`.
enum PlacesAnswers {
    static let firstPage = ProbeFixtures.data("places", "PlacesApiNearbySearchRequestByKeywordResponse.json")
    static let nextPage = ProbeFixtures.data("places", "PlacesApiNearbySearchRequestByTypeResponse.json")
    static let google = ProbeFixtures.data("places", "PlaceDetailsLookupGoogleSydneyResponse.json")
    static let details = [google, ProbeFixtures.data("places", "PlaceDetailsResponse.json")]

    /// Members of a Place Details `result` an answer may lack: every one is optional in the Place
    /// Details reference, and a field mask leaves out all it does not name, `place_id` included.
    static let detailsMembers = [
        "place_id", "name", "geometry", "photos", "formatted_address", "formatted_phone_number",
        "international_phone_number", "website", "url", "rating", "user_ratings_total", "opening_hours",
        "reviews", "business_status",
    ]
    /// Members of a Nearby Search result an answer may lack.
    static let nearbyMembers = ["place_id", "name", "geometry", "photos", "vicinity", "rating", "opening_hours", "types"]

    /// Details about `place`: a real answer made about it, some members removed, sometimes closed
    /// for good in the older spelling (`permanently_closed: true`) or both; or (a confused server)
    /// the answer about Google Sydney as it is.
    static func details(of place: String, _ random: inout SeededRandom) -> Data {
        guard !random.chance(10) else { return google }
        var result = JSONEdit.object(random.element(of: details) ?? google)["result"] as? [String: Any] ?? [:]
        result["place_id"] = place
        if random.chance(70) { result = JSONEdit.removing(some: detailsMembers, from: result, &random) }
        closeSometimes(&result, &random)
        return JSONEdit.data(["html_attributions": [Any](), "result": result, "status": "OK"])
    }

    /// The first page, sometimes with nothing found.
    static func first(_ random: inout SeededRandom) -> Data {
        random.chance(5) ? Data(#"{"results":[],"status":"ZERO_RESULTS"}"#.utf8) : edited(firstPage, &random)
    }

    /// A next page: refused as too early or over the quota, the first page again (a cache that
    /// ignores the token), an empty page that still has a token, or the real next page.
    static func next(token: String, _ random: inout SeededRandom) -> Data {
        switch random.int(in: 0...19) {
        case 0..<8:
            let refused = random.element(of: ["INVALID_REQUEST", "OVER_QUERY_LIMIT"]) ?? "INVALID_REQUEST"
            return Data(#"{"results":[],"status":"\#(refused)"}"#.utf8)
        case 8..<12: return edited(firstPage, &random)
        case 12..<14: return JSONEdit.data(["results": [Any](), "next_page_token": token, "status": "OK"])
        default: return edited(nextPage, &random)
        }
    }

    /// `page` with some results missing members, and one closed now and then.
    private static func edited(_ page: Data, _ random: inout SeededRandom) -> Data {
        guard random.chance(40) else { return page }
        var body = JSONEdit.object(page)
        let results = (body["results"] as? [[String: Any]] ?? []).map { result -> [String: Any] in
            var result = random.chance(15) ? JSONEdit.removing(some: nearbyMembers, from: result, &random) : result
            closeSometimes(&result, &random)
            return result
        }
        body["results"] = results
        return JSONEdit.data(body)
    }

    /// Marks `result` closed for good now and then: in the older spelling only, or in both.
    private static func closeSometimes(_ result: inout [String: Any], _ random: inout SeededRandom) {
        guard random.chance(15) else { return }
        result["permanently_closed"] = true
        result["business_status"] = random.chance(50) ? "CLOSED_PERMANENTLY" : nil
    }
}
