import AppState
import Effects
import Foundation

/// The runtime a random session runs against: the effects in flight, the answers already given
/// (which may come again, late), the storage, and whether the network is there.
///
/// Storage runs in the order effects were returned, as the store runs it: a read sees the writes
/// returned before it, never a later one.
public struct ProbeWorld: Sendable {
    /// An effect waiting for its result; a read keeps what storage held when it was returned.
    public struct Pending: Sendable {
        public var effect: Effect
        public var stored: Data?
    }

    public private(set) var pending: [Pending] = []
    /// Effects already answered or cancelled: their results may still come, late or again.
    public private(set) var done: [Effect] = []
    public private(set) var storage: [StorageKey: Data]
    public var online = true
    /// Keys whose stored value this process has read: a read that succeeded (in flight or late:
    /// either carries what storage held).
    public private(set) var readKeys: [StorageKey] = []
    /// Keys the last input's effects wrote over while what they held was never read by this
    /// process: a stored value replaced unread (and lost, when it was a list the user made).
    public private(set) var overwrittenUnread: [StorageKey] = []

    public init(storage: [StorageKey: Data] = [:]) { self.storage = storage }

    /// Whether a read or write of `key` is still in flight.
    public func storageBusy(_ key: StorageKey) -> Bool {
        pending.contains { pending in
            switch pending.effect {
            case .load(let k), .persist(let k, _): k == key
            default: false
            }
        }
    }

    /// Whether an effect with `id` is in flight.
    public func inFlight(_ id: EffectID) -> Bool { pending.contains { $0.effect.cancellationID == id } }

    /// Takes the effects an input returned: writes reach storage in order, cancels end requests.
    public mutating func take(_ effects: [Effect]) {
        overwrittenUnread = []
        for effect in effects {
            switch effect {
            case .cancel(let id):
                let cancelled = pending.filter { $0.effect.cancellationID == id }.map(\.effect)
                pending.removeAll { $0.effect.cancellationID == id }
                done += cancelled
            case .persist(let key, let value):
                if !readKeys.contains(key), let held = storage[key], held != value { overwrittenUnread.append(key) }
                storage[key] = value
                pending.append(Pending(effect: effect, stored: nil))
            case .load(let key):
                pending.append(Pending(effect: effect, stored: storage[key]))
            default:
                pending.append(Pending(effect: effect, stored: nil))
            }
        }
    }

    /// A new process: nothing in flight, nothing late to come; storage stays.
    public mutating func relaunched() {
        pending = []
        done = []
        readKeys = []
        online = true
    }
}

extension ProbeWorld {
    /// A result arrived: the effect it answers, if still in flight, is done. Returns whether
    /// one was in flight.
    @discardableResult
    public mutating func received(_ result: EffectResult) -> Bool {
        if case .loaded(let key, .success) = result, !readKeys.contains(key) { readKeys.append(key) }
        guard let index = pending.firstIndex(where: { $0.effect.isAnswered(by: result) }) else { return false }
        done.append(pending.remove(at: index).effect)
        return true
    }
}
