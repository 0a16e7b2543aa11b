/// The list tab's content: the places around the user, page after page, and the search in flight.
public struct NearbyList: Equatable, Codable, Sendable {
    /// The list never holds more places than this.
    public static let maximumPlaces = 25
    /// Nearby Search gives at most 60 results, 20 a page: no search has a fourth page, whatever
    /// a server's `next_page_token` says.
    public static let maximumPages = 3
    /// The search radius, in metres.
    public static let radius = 100
    /// A row whose image is loading is cancelled when it is more rows than this from the screen.
    public static let farAwayRows = 10
    /// The next page is requested when the last visible row is this close to the end.
    public static let nearEndRows = 5
    /// A page request refused because its `next_page_token` is not valid yet (Google makes it
    /// valid "a short time" after issuing it) or over the quota is sent again after this long...
    public static let pageRetryMilliseconds = 2_000
    /// ...at most this many times.
    public static let maximumPageRetries = 3

    /// Where the rows were searched around; `nil` before the first page arrives.
    public var origin: Coordinate?
    /// The places, in the service's order, each place once.
    public var rows: [PlaceRow]
    /// How many pages of results have been loaded.
    public var pagesLoaded: Int
    /// The token of the next page; `nil` when there is none, the list is full, or the service
    /// refused it for good. Kept after a page lost on the way (a server error), so that showing
    /// the end of the list again asks for that page again.
    public var nextPageToken: String?
    /// The search request in flight, if any.
    public var pending: NearbyRequest?
    /// The next page being retried, if its request was refused for a reason that passes.
    public var pageRetry: PageRetry?
    /// Why the last search request failed; cleared when a new one starts.
    public var problem: PlacesError?
    /// Results left out of the loaded pages, each with the JSON path of what was wrong.
    public var skipped: [SkippedResult]
    /// The rows on screen, as the front end last reported them: the scroll position.
    public var visibleRows: VisibleRows?

    /// A list with nothing loaded yet.
    public init() {
        origin = nil
        rows = []
        pagesLoaded = 0
        nextPageToken = nil
        pending = nil
        pageRetry = nil
        problem = nil
        skipped = []
        visibleRows = nil
    }

    /// Whether no page has arrived and no search is in flight: a position or a permission starts
    /// a search only then. A failed first search leaves the list needing one, so the next
    /// position or grant retries it; once a page arrived, only a refresh replaces the list.
    public var needsFirstSearch: Bool { pending == nil && pagesLoaded == 0 }

    /// True when a search found nothing (`ZERO_RESULTS`): the list says "no places nearby".
    public var foundNothing: Bool { pagesLoaded > 0 && rows.isEmpty }
}

/// A Nearby Search request: a new search (page 1) or a next page of the current one.
public struct NearbyRequest: Equatable, Codable, Sendable {
    /// The request number, carried by its effect id.
    public var number: PlacesRequestNumber
    /// Where the search is made around.
    public var origin: Coordinate
    /// 1 for a new search, then 2, 3... for the next pages.
    public var page: Int
    /// The `next_page_token` sent for pages after the first.
    public var pageToken: String?

    /// The request `number` for `page` of the places around `origin`, following `pageToken` past the first page.
    public init(number: PlacesRequestNumber, origin: Coordinate, page: Int, pageToken: String?) {
        self.number = number
        self.origin = origin
        self.page = page
        self.pageToken = pageToken
    }
}

/// A next page whose request was refused with `INVALID_REQUEST` or `OVER_QUERY_LIMIT`: its token is
/// kept, and the page is asked again when the timer of the refused request fires.
public struct PageRetry: Equatable, Codable, Sendable {
    /// The refused request: its page and token are sent again.
    public var refused: NearbyRequest
    /// How many times the page was refused so far.
    public var refusals: Int
    /// Whether the timer is running (`false` once the page was asked again).
    public var waiting: Bool

    /// The retry of `refused` after `refusals` refusals, `waiting` while its delay runs.
    public init(refused: NearbyRequest, refusals: Int, waiting: Bool) {
        self.refused = refused
        self.refusals = refusals
        self.waiting = waiting
    }
}

/// The rows on screen, first and last index included.
public struct VisibleRows: Equatable, Codable, Sendable {
    /// The first visible row's index.
    public var first: Int
    /// The last visible row's index.
    public var last: Int

    /// The bounds may come in either order; negative ones count as 0.
    public init(first: Int, last: Int) {
        self.first = max(0, min(first, last))
        self.last = max(0, first, last)
    }

    private enum CodingKeys: String, CodingKey { case first, last }

    /// Decoded bounds are put in order the same way.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            first: try container.decode(Int.self, forKey: .first),
            last: try container.decode(Int.self, forKey: .last))
    }

    /// Whether the row at `index` is visible.
    public func contains(_ index: Int) -> Bool { first <= index && index <= last }

    /// How many rows `index` is from the screen: 0 for a visible row.
    public func distance(to index: Int) -> Int {
        index < first ? first - index : max(0, index - last)
    }
}

/// A result left out of a page.
public struct SkippedResult: Equatable, Codable, Sendable {
    /// The page the result was on.
    public var page: Int
    /// The JSON path in that page's answer and what was wrong there.
    public var failure: DecodeFailure

    /// The result of `page` that `failure` says could not be read.
    public init(page: Int, failure: DecodeFailure) {
        self.page = page
        self.failure = failure
    }
}
