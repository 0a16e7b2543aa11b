import AppState
import Effects
import Foundation

/// The runtime a random session runs against: the effects in flight, the answers already given
/// (which may come again, late), the storage, and whether the network is there.
///
/// Storage runs in the order effects were returned, as the store runs it: a read sees the writes
/// returned before it, never a later one, and the effects on one key are answered in that order.
/// A write that fails, or that a relaunch cuts off while it is in flight, leaves what storage held
/// before it (writes are atomic, as the store's are).
package struct ProbeWorld: Sendable {
    /// An effect waiting for its result; a read keeps what storage held when it was returned, a
    /// write what it replaced.
    package struct Pending: Sendable {
        package var effect: Effect
        package var stored: Data?
    }

    package private(set) var pending: [Pending] = []
    /// Effects already answered or cancelled: their results may still come, late or again.
    package private(set) var done: [Effect] = []
    /// The answers storage gave to writes: a write's answer that comes again is the same answer
    /// (the store answers each write once; only a repeat of that message can follow).
    package private(set) var writeAnswers: [(write: Effect, answer: EffectResult)] = []
    package private(set) var storage: [StorageKey: Data]
    package var online = true
    /// Keys whose stored value this process has read: a read that succeeded (in flight or late:
    /// either carries what storage held).
    package private(set) var readKeys: [StorageKey] = []
    /// Keys the last input's effects wrote over while what they held was never read by this
    /// process: a stored value replaced unread (and lost, when it was a list the user made).
    package private(set) var overwrittenUnread: [StorageKey] = []

    package init(storage: [StorageKey: Data] = [:]) { self.storage = storage }

    /// Whether a read or write of `key` is still in flight.
    package func storageBusy(_ key: StorageKey) -> Bool {
        pending.contains { pending in
            switch pending.effect {
            case .load(let k), .persist(let k, _): k == key
            default: false
            }
        }
    }

    /// The effect to answer when `chosen` is picked: itself, or for storage the first in flight
    /// on its key (storage answers in the order it was asked).
    package func nextAnswer(_ chosen: Pending) -> Pending {
        guard let key = chosen.effect.storageKey else { return chosen }
        return pending.first { $0.effect.storageKey == key } ?? chosen
    }

    /// Whether an effect with `id` is in flight.
    package func inFlight(_ id: EffectID) -> Bool { pending.contains { $0.effect.cancellationID == id } }

    /// Takes the effects an input returned: writes reach storage in order, cancels end requests.
    package mutating func take(_ effects: [Effect]) {
        overwrittenUnread = []
        for effect in effects {
            switch effect {
            case .cancel(let id):
                let cancelled = pending.filter { $0.effect.cancellationID == id }.map(\.effect)
                pending.removeAll { $0.effect.cancellationID == id }
                done += cancelled
            case .persist(let key, let value):
                if !readKeys.contains(key), let held = storage[key], held != value { overwrittenUnread.append(key) }
                pending.append(Pending(effect: effect, stored: storage[key]))
                storage[key] = value
            case .load(let key):
                pending.append(Pending(effect: effect, stored: storage[key]))
            default:
                pending.append(Pending(effect: effect, stored: nil))
            }
        }
    }

    /// A new process: nothing in flight, nothing late to come; storage stays, but for the writes
    /// still in flight when `writesLost` (the process ended before they reached the disk).
    package mutating func relaunched(writesLost: Bool = false) {
        if writesLost {
            for write in pending.reversed() {
                if case .persist(let key, _) = write.effect { storage[key] = write.stored }
            }
        }
        pending = []
        done = []
        writeAnswers = []
        readKeys = []
        online = true
    }
}

extension ProbeWorld {
    /// A result arrived: the effect it answers, if still in flight, is done. Returns whether
    /// one was in flight.
    @discardableResult
    package mutating func received(_ result: EffectResult) -> Bool {
        if case .loaded(let key, .success) = result, !readKeys.contains(key) { readKeys.append(key) }
        guard let index = pending.firstIndex(where: { $0.effect.isAnswered(by: result) }) else { return false }
        let answered = pending.remove(at: index)
        if case .persisted(_, let error) = result {
            writeAnswers.append((answered.effect, result))
            if error != nil { failed(answered, before: index) }
        }
        done.append(answered.effect)
        return true
    }

    /// A write failed: the reads returned after it find what it would have replaced, and so does
    /// storage, unless a later write is in flight (which then replaces that instead).
    private mutating func failed(_ write: Pending, before next: Int) {
        guard case .persist(let key, _) = write.effect else { return }
        for index in pending.indices.dropFirst(next) where pending[index].effect.storageKey == key {
            pending[index].stored = write.stored
            if case .persist = pending[index].effect { return }
        }
        storage[key] = write.stored
    }
}
