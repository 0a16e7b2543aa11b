import AppState

/// The effect rules, held once: which effect starts, which is cancelled, whose answer is dropped
/// and what runs in order. A pure state machine (a value, no I/O, no clock, no tasks): a store
/// hands it the effects an input returned and the effects that finished, and performs the
/// commands it gives back, nothing else. `Store` and `ViewStore` drive it alike, and a replay
/// drives it with the effects a log recorded, to know which results the log may hold
/// (`EffectsInFlight`).
///
/// The rules:
/// - An effect with a cancellation id (HTTP, image, timer) replaces the one running or queued
///   with the same id: latest wins, and the older one's answer is dropped.
/// - `Effect.cancel(id)` cancels the effect with that id; its answer is dropped.
/// - Storage reads and writes run one at a time, in the order they were returned (a write never
///   overtakes an earlier read or write). With `.serial` ordering, every effect does, each one's
///   answer delivered before the next one starts: recordings made that way are the same every time.
public struct EffectScheduler: Sendable {
    /// `concurrent`: effects run side by side, storage in order; `serial`: every effect runs alone,
    /// its answer delivered before the next starts (recordings made that way are the same every time).
    public enum Ordering: Sendable { case concurrent, serial }

    /// One started effect. Its answer is delivered only while the ticket is live.
    package struct Ticket: Hashable, Sendable {
        package let number: Int
    }

    /// What the store must do.
    package enum Command: Equatable, Sendable {
        /// Perform `effect` and report its end with `finished(ticket)`.
        case start(Ticket, Effect)
        /// Stop the effect started with the ticket; its answer will be dropped.
        case cancel(Ticket)
    }

    private struct Started {
        var ticket: Ticket
        var id: EffectID?
    }

    package let ordering: Ordering
    private var issued = 0
    /// Effects running side by side, in the order they started.
    private var running: [Started] = []
    /// The effect running in the one-at-a-time lane, and whether its answer is still wanted.
    private var laneCurrent: (started: Started, wanted: Bool)?
    /// Effects waiting for the lane, oldest first.
    private var queue = FirstInFirstOut<(ticket: Ticket, effect: Effect)>()

    package init(ordering: Ordering = .concurrent) { self.ordering = ordering }

    /// Nothing running and nothing waiting.
    package var isIdle: Bool { running.isEmpty && laneCurrent == nil && queue.isEmpty }

    /// Takes the effects one input returned, in order; the commands to perform now.
    package mutating func submit(_ effects: [Effect]) -> [Command] {
        // Most inputs return no effect: nothing to take, and nothing new can start.
        guard !effects.isEmpty else { return resume() }
        var commands: [Command] = []
        for effect in effects {
            if case .cancel(let id) = effect {
                cancel(id, into: &commands)
            } else if ordering == .concurrent && !effect.isStorage {
                if let id = effect.cancellationID { cancel(id, into: &commands) }
                let ticket = issue()
                running.append(Started(ticket: ticket, id: effect.cancellationID))
                commands.append(.start(ticket, effect))
            } else {
                if let id = effect.cancellationID { cancel(id, into: &commands) }
                queue.append((issue(), effect))
            }
        }
        // Most inputs that return effects cancel nothing: the lane's commands are then all of
        // them, handed over as they are rather than copied into another list.
        guard !commands.isEmpty else { return resume() }
        commands += resume()
        return commands
    }

    /// The effect of `ticket` ended: whether its answer is to be delivered (`false`: it was
    /// cancelled or replaced). Deliver it, then perform `resume()`.
    package mutating func finished(_ ticket: Ticket) -> Bool {
        if let index = running.firstIndex(where: { $0.ticket == ticket }) {
            running.remove(at: index)
            return true
        }
        guard let current = laneCurrent, current.started.ticket == ticket else { return false }
        laneCurrent = nil
        return current.wanted
    }

    /// Starts the next effect waiting for the lane, when the lane is free.
    package mutating func resume() -> [Command] {
        guard laneCurrent == nil, let next = queue.popFirst() else { return [] }
        laneCurrent = (Started(ticket: next.ticket, id: next.effect.cancellationID), true)
        return [.start(next.ticket, next.effect)]
    }

    private mutating func issue() -> Ticket {
        issued += 1
        return Ticket(number: issued)
    }

    /// Cancels whatever runs or waits with `id`. Ids are compared as text (a feed's image ids share
    /// a long prefix), and most ids cancel nothing (a new image's): the running effects are only
    /// read then, and rewritten only when one has the id.
    private mutating func cancel(_ id: EffectID, into commands: inout [Command]) {
        let before = commands.count
        for started in running where started.id == id { commands.append(.cancel(started.ticket)) }
        if commands.count > before { running.removeAll { $0.id == id } }
        queue.removeAll { $0.effect.cancellationID == id }
        if let current = laneCurrent, current.wanted, current.started.id == id {
            laneCurrent?.wanted = false
            commands.append(.cancel(current.started.ticket))
        }
    }
}
