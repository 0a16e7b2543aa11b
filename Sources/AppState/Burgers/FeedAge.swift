import ActionLog

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
