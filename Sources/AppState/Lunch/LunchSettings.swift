import Foundation

/// Settings a front end or a test chooses at launch.
public struct LunchSettings: Equatable, Codable, Sendable {
    /// The exercise's feed, the default. Point a build at another copy with `feedURL`.
    public static let realFeedURL = address("https://s3.amazonaws.com/br-codingexams/restaurants.json")
    /// The browser's home page unless another is given.
    public static let bottleRocketHomePage = address("https://www.bottlerocketstudios.com")

    /// The feed's address.
    public var feedURL: URL
    /// Seconds before the feed request gives up.
    public var feedTimeout: Double
    /// A feed larger than this many bytes is refused.
    public var feedMaxBytes: Int
    /// The first page of the internets tab.
    public var browserHomePage: URL

    /// Settings; unless given, the default feed, a 30-second timeout, at most a megabyte, and the default home page.
    public init(feedURL: URL? = nil, feedTimeout: Double = 30, feedMaxBytes: Int = 1_000_000, browserHomePage: URL? = nil) {
        self.feedURL = feedURL ?? Self.realFeedURL
        self.feedTimeout = feedTimeout
        self.feedMaxBytes = feedMaxBytes
        self.browserHomePage = browserHomePage ?? Self.bottleRocketHomePage
    }

    /// The URL of a literal address written in this file (all of them parse).
    private static func address(_ text: String) -> URL {
        URL(string: text) ?? URL(fileURLWithPath: text)
    }
}
