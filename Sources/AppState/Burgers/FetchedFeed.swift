import ActionLog
import Foundation

/// A good feed with the time it was fetched and where the app got it: the one it shows
/// (`BurgersState.lastGood`), the one it writes to disk, and the one it reads back.
///
/// It has two spellings. In the state, all three parts. On disk and in the action that brings
/// the disk's copy back (`cacheLoaded`), only the feed and its time (`{"feed":…,"fetchedAt":…}`):
/// what is read back always came from the disk, so its origin is not written.
public struct FetchedFeed: Equatable, Codable, Sendable {
    /// The feed.
    public var feed: BurgerFeed
    /// When it was fetched.
    public var fetchedAt: Timestamp
    /// Where it came from: the server or the disk.
    public var origin: FeedOrigin

    /// The `feed` fetched at `fetchedAt`, from `origin`.
    public init(feed: BurgerFeed, fetchedAt: Timestamp, origin: FeedOrigin) {
        self.feed = feed
        self.fetchedAt = fetchedAt
        self.origin = origin
    }

    /// The bytes written to disk: canonical JSON, so the same feed always gives the same file.
    public var encoded: Data? { try? CanonicalJSON.encode(Saved(self)) }

    /// What a `.load` of the cache key gave: a feed read back from the disk, nothing (`nil`), or
    /// why it is unusable.
    package static func decode(_ result: Result<Data?, StorageError>) -> Result<FetchedFeed?, FeedCacheError> {
        FeedCacheError.read(result) { DecodeFailure.decode(Saved.self, from: $0).map(\.fetchedFeed) }
    }
}

/// Where the feed the app holds came from in this run.
public enum FeedOrigin: String, Equatable, Codable, Sendable {
    /// Fetched from the server during this run.
    case network
    /// Read back from the disk cache, written by an earlier run.
    case disk
}

/// In an action, the disk's spelling: `{"feed":…,"fetchedAt":…}`, read back from the disk.
extension FetchedFeed: LogCodable {
    /// The value as the log spells it.
    public var logValue: JSONValue { Saved(self).logValue }

    /// Reads the value from the log's spelling at `path`, the error naming that path.
    public init(logValue: JSONValue, at path: String) throws(LogDecodingError) {
        self = try Saved(logValue: logValue, at: path).fetchedFeed
    }
}

extension FetchedFeed {
    /// The disk's spelling of a fetched feed: the feed and its time, without the origin.
    package struct Saved: LogModel {
        var feed: BurgerFeed
        var fetchedAt: Timestamp

        init(_ fetched: FetchedFeed) {
            feed = fetched.feed
            fetchedAt = fetched.fetchedAt
        }

        /// The feed as read back from the disk.
        package var fetchedFeed: FetchedFeed { FetchedFeed(feed: feed, fetchedAt: fetchedAt, origin: .disk) }
    }
}

/// The disk's spelling read by the byte parser, as `Decodable` reads it.
extension FetchedFeed.Saved: JSONNodeDecodable {
    package static let jsonShape = JSONShape.object([
        "feed": .object(["burgers": [Burger].jsonShape, "problems": [DecodeFailure].jsonShape]), "fetchedAt": .whole,
    ])

    package init?(jsonNode node: JSONNode) {
        guard let feed = node["feed"], let burgers = feed["burgers"].flatMap([Burger].init(jsonNode:)),
            let problems = feed["problems"].flatMap([DecodeFailure].init(jsonNode:)),
            let fetchedAt = node["fetchedAt"]?.stringValue.flatMap({ Timestamp($0) })
        else { return nil }
        self.feed = BurgerFeed(burgers: burgers, problems: problems)
        self.fetchedAt = fetchedAt
    }
}
