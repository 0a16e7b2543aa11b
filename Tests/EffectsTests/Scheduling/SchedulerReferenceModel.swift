import AppState

/// The scheduler's rules written again, as plainly as possible, over one list of every effect
/// submitted: what the property test compares `EffectScheduler` with. It shares no code with the
/// scheduler (not even `Effect.cancellationID`), so a mistake has to be made twice to go unseen.
struct SchedulerReferenceModel {
    enum Status: Equatable {
        /// Waiting for the lane.
        case waiting
        /// Started; its answer is wanted.
        case running
        /// Started, then cancelled or replaced: its answer is dropped when it ends.
        case dropped
        /// Cancelled or replaced while waiting: it never starts.
        case removed
        /// Its end was reported.
        case ended
    }

    struct Entry {
        let effect: Effect
        let id: EffectID?
        /// Whether it runs in the one-at-a-time lane (storage, or everything when serial).
        let inLane: Bool
        var status: Status
    }

    /// A command the scheduler should give, naming an effect by its place in `entries`.
    enum Command: Equatable {
        case start(Int)
        case cancel(Int)
    }

    let serial: Bool
    /// Every effect submitted except `.cancel`, in submission order.
    private(set) var entries: [Entry] = []

    init(serial: Bool) { self.serial = serial }

    /// The id an effect replaces or cancels: its own for HTTP, images, timers and bundled files; the named one for
    /// `.cancel`; none for storage.
    static func target(of effect: Effect) -> EffectID? {
        switch effect {
        case .http(let request): request.id
        case .loadImage(let id, _), .timer(let id, _), .cancel(let id), .readBundledFile(let id, _, _): id
        case .persist, .load: nil
        }
    }

    static func isStorage(_ effect: Effect) -> Bool {
        switch effect {
        case .persist, .load: true
        case .http, .loadImage, .timer, .cancel, .readBundledFile: false
        }
    }

    /// Whether `effect` waits for the lane under this ordering.
    func runsInLane(_ effect: Effect) -> Bool { serial || Self.isStorage(effect) }

    /// One input's effects, in order: each with an id first cancels (when running) or removes
    /// (when waiting) every earlier one with that id; then the lane moves on if it is free.
    mutating func submit(_ effects: [Effect]) -> [Command] {
        var commands: [Command] = []
        for effect in effects {
            if let id = Self.target(of: effect) {
                for index in entries.indices where entries[index].id == id {
                    switch entries[index].status {
                    case .running:
                        entries[index].status = .dropped
                        commands.append(.cancel(index))
                    case .waiting:
                        entries[index].status = .removed
                    case .dropped, .removed, .ended:
                        break
                    }
                }
            }
            if case .cancel = effect { continue }
            let inLane = runsInLane(effect)
            entries.append(Entry(effect: effect, id: Self.target(of: effect), inLane: inLane, status: inLane ? .waiting : .running))
            if !inLane { commands.append(.start(entries.count - 1)) }
        }
        return commands + resume()
    }

    /// Whether the answer of the effect at `index` is delivered: only while it runs uncancelled.
    /// A second report of its end changes nothing.
    mutating func finish(_ index: Int) -> Bool {
        switch entries[index].status {
        case .running:
            entries[index].status = .ended
            return true
        case .dropped:
            entries[index].status = .ended
            return false
        case .waiting, .removed, .ended:
            return false
        }
    }

    /// Starts the oldest waiting effect when nothing holds the lane. A cancelled lane effect holds
    /// it until it ends: one at a time means the next never overlaps it.
    mutating func resume() -> [Command] {
        let laneBusy = entries.contains { $0.inLane && ($0.status == .running || $0.status == .dropped) }
        guard !laneBusy, let next = entries.firstIndex(where: { $0.status == .waiting }) else { return [] }
        entries[next].status = .running
        return [.start(next)]
    }

    /// Nothing waits, nothing runs uncancelled, and nothing holds the lane. A cancelled effect
    /// beside the lane is forgotten at once: nothing waits for its end.
    var isIdle: Bool {
        entries.allSatisfy { entry in
            switch entry.status {
            case .waiting, .running: false
            case .dropped: !entry.inLane
            case .removed, .ended: true
            }
        }
    }
}
