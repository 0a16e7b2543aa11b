import Foundation

/// One decoded page of a Nearby Search.
public struct NearbyPage: Equatable, Codable, Sendable {
    /// The results that decoded, in the service's order.
    public var places: [Place]
    /// The results left out, each with the JSON path of what was wrong (`results[3].geometry`).
    public var skipped: [DecodeFailure]
    /// The token of the next page, when there is one.
    public var nextPageToken: String?

    /// A page of `places`, the results left out with why, and the token of the next page, if any.
    public init(places: [Place], skipped: [DecodeFailure] = [], nextPageToken: String? = nil) {
        self.places = places
        self.skipped = skipped
        self.nextPageToken = nextPageToken
    }

    /// More places than a page of the service ever holds (20); the rest are left out, and counted.
    public static let maximumPlaces = 60

    /// The page an HTTP result holds. `ZERO_RESULTS` is an empty page; any other status but `OK`
    /// is a `PlacesError.service`.
    package static func decode(_ result: Result<HTTPResponse, HTTPError>) -> Result<NearbyPage, PlacesError> {
        LoadError.decode(Body.self, from: result).mapError(PlacesError.load).flatMap { body in
            switch body.status {
            case .zeroResults:
                return .success(NearbyPage(places: []))
            case .ok:
                guard let results = body.results else {
                    return .failure(.load(error: .decoding(failure: DecodeFailure(path: "results", reason: "missing"))))
                }
                var page = NearbyPage(places: [], nextPageToken: body.nextPageToken)
                var skipped = EntryFailures(listPath: "results")
                for (index, attempt) in results.enumerated() {
                    switch attempt.result {
                    case .success where page.places.count >= maximumPlaces:
                        skipped.append(DecodeFailure(path: "results[\(index)]", reason: "left out: a page holds at most \(maximumPlaces) places"))
                    case .success(let place): page.places.append(place.place)
                    case .failure(let failure): skipped.append(failure)
                    }
                }
                page.skipped = skipped.all
                return .success(page)
            default:
                return .failure(.service(status: body.status, message: body.errorMessage))
            }
        }
    }

    /// The answer as the service spells it.
    struct Body: Decodable, Equatable {
        var status: ServiceStatus
        var errorMessage: String?
        var nextPageToken: String?
        var results: [Attempt<WirePlace>]?

        enum CodingKeys: String, CodingKey {
            case status, results
            case errorMessage = "error_message"
            case nextPageToken = "next_page_token"
        }
    }
}
