import ActionLog
import Foundation

/// The last good feed as written to disk, with the time it was fetched.
public struct SavedFeed: Equatable, Codable, Sendable {
    /// The feed.
    public var feed: BurgerFeed
    /// When it was fetched.
    public var fetchedAt: Timestamp

    /// The `feed` fetched at `fetchedAt`.
    public init(feed: BurgerFeed, fetchedAt: Timestamp) {
        self.feed = feed
        self.fetchedAt = fetchedAt
    }
}

/// Where the feed the app holds came from in this run.
public enum FeedOrigin: String, Equatable, Codable, Sendable {
    /// Fetched from the server during this run.
    case network
    /// Read back from the disk cache, written by an earlier run.
    case disk
}

/// The last good feed the app holds, the one it shows.
public struct LastGoodFeed: Equatable, Codable, Sendable {
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

    /// What is saved of it.
    public var saved: SavedFeed { SavedFeed(feed: feed, fetchedAt: fetchedAt) }
}

/// Why the disk cache could not be read back.
public enum FeedCacheError: Error, Equatable, Codable, Sendable {
    /// The store could not read the file.
    case unreadable(StorageError)
    enum UnreadableCodingKeys: String, CodingKey { case _0 = "error" }
    /// The file is there but is not a saved feed: the first problem found in it.
    case corrupt(DecodeFailure)
    enum CorruptCodingKeys: String, CodingKey { case _0 = "failure" }
}

/// A note about the disk cache for the user; it does not stop the app.
public enum FeedCacheNote: Equatable, Codable, Sendable {
    case corruptIgnored(DecodeFailure)
    enum CorruptIgnoredCodingKeys: String, CodingKey { case _0 = "failure" }
    case unreadable(StorageError)
    enum UnreadableCodingKeys: String, CodingKey { case _0 = "error" }
    case notSaved(StorageError)
    enum NotSavedCodingKeys: String, CodingKey { case _0 = "error" }

    /// What the note says.
    public var text: String {
        switch self {
        case .corruptIgnored(let failure):
            "The saved burger list was damaged (\(failure)) and was ignored. "
                + "It will be replaced by the next list fetched."
        case .unreadable(.io(let message)):
            "The saved burger list could not be read (\(message)) and was ignored."
        case .notSaved(.io(let message)):
            "The burger list could not be saved for offline use (\(message))."
        }
    }
}

/// How long ago a feed was fetched, for "cached 5 minutes ago".
public struct FeedAge: Equatable, Sendable, CustomStringConvertible {
    /// The age in milliseconds.
    public var milliseconds: Int64

    /// The age at `now` of what was fetched at `fetchedAt`.
    public init(from fetchedAt: Timestamp, to now: Timestamp) {
        milliseconds = max(0, now.milliseconds - fetchedAt.milliseconds)
    }

    /// The value as text.
    public var description: String {
        let minutes = milliseconds / 60_000
        switch minutes {
        case 0: return "fetched less than a minute ago"
        case 1..<60: return "fetched \(Self.count(minutes, "minute")) ago"
        case 60..<(48 * 60): return "fetched \(Self.count(minutes / 60, "hour")) ago"
        default: return "fetched \(Self.count(minutes / (24 * 60), "day")) ago"
        }
    }

    private static func count(_ value: Int64, _ unit: String) -> String {
        value == 1 ? "1 \(unit)" : "\(value) \(unit)s"
    }
}

extension SavedFeed {
    /// What a `.load` of the cache key gave: a saved feed, nothing (`nil`), or why it is unusable.
    package static func decode(_ result: Result<Data?, StorageError>) -> Result<SavedFeed?, FeedCacheError> {
        switch result {
        case .failure(let error): .failure(.unreadable(error))
        case .success(nil): .success(nil)
        case .success(let data?):
            DecodeFailure.decode(SavedFeed.self, from: data).map { $0 }.mapError { .corrupt($0) }
        }
    }

    /// The bytes written to disk: canonical JSON, so the same feed always gives the same file.
    public var encoded: Data? { try? CanonicalJSON.encode(self) }
}
