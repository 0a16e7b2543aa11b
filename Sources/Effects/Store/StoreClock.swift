import ActionLog
import AppState
import Foundation

/// Where the store reads the time it stamps on each logged action.
public protocol StoreClock: Sendable {
    /// The time to stamp on the next input.
    func now() -> Timestamp
}

/// The wall clock, for live use.
public struct SystemClock: StoreClock {
    /// The wall clock.
    public init() {}
    /// The time now, to the millisecond.
    public func now() -> Timestamp {
        Timestamp(milliseconds: Int64((Date().timeIntervalSince1970 * 1000).rounded()))
    }
}

/// A clock that starts at a fixed time and moves on by a fixed step at each reading, so that a
/// session recorded twice from the same script gives the same bytes.
public final class SteppingClock: StoreClock, @unchecked Sendable {
    private let lock = NSLock()
    private var next: Timestamp
    private let step: Int64

    /// A clock reading `start` first, then `stepMilliseconds` later at each reading.
    public init(start: Timestamp, stepMilliseconds: Int64 = 1000) {
        next = start
        step = stepMilliseconds
    }

    /// The next time: `start`, then one step later at each reading.
    public func now() -> Timestamp {
        lock.withLock {
            defer { next = next.adding(milliseconds: step) }
            return next
        }
    }
}
