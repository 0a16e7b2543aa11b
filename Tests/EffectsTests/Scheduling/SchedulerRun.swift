import AppState
import Effects
import Reducers

/// One `SchedulerScript` told to an `EffectScheduler` the way a store drives it (an answer that is
/// delivered is reduced, its effects submitted, then `resume()`), and to `SchedulerReferenceModel`
/// beside it. After every call the scheduler's commands must equal the model's and keep the
/// invariants below; the run stops at the first failure. At the end every open ticket is finished
/// until the scheduler is idle.
///
/// Invariants, checked from the commands alone: no ticket starts twice; at most one lane effect
/// runs at a time, and lane effects start in submission order, skipping only replaced or
/// cancelled ones; at most one uncancelled effect per id runs; a cancel names a ticket started,
/// not ended and not cancelled yet; an answer is delivered exactly when its ticket was started
/// and never cancelled, once.
struct SchedulerRun {
    typealias Ticket = EffectScheduler.Ticket

    /// One call and what the scheduler answered: two runs of one script must give equal lists.
    enum Call: Equatable {
        case submitted([EffectScheduler.Command])
        case finished(Ticket, delivered: Bool)
        case resumed([EffectScheduler.Command])
    }

    /// How often each situation came up, so a test can tell the scripts reach them.
    struct Tally {
        var events = 0, starts = 0, cancels = 0, delivered = 0, dropped = 0, lateReports = 0, removedUnstarted = 0
        /// Lane effects that started in a later call than the one that submitted them.
        var waitedForLane = 0

        mutating func add(_ other: Tally) {
            events += other.events
            starts += other.starts
            cancels += other.cancels
            delivered += other.delivered
            dropped += other.dropped
            lateReports += other.lateReports
            removedUnstarted += other.removedUnstarted
            waitedForLane += other.waitedForLane
        }
    }

    private(set) var calls: [Call] = []
    /// What happened, a line per call, for a failure's report.
    private(set) var transcript: [String] = []
    private(set) var failure: String?
    private(set) var tally = Tally()

    private var scheduler: EffectScheduler
    private var model: SchedulerReferenceModel
    /// Tickets in the order they started, with their effects and their entries in the model.
    private var started: [Ticket] = []
    private var effects: [Ticket: Effect] = [:]
    private var entries: [Ticket: Int] = [:]
    private var ended: Set<Ticket> = []
    private var cancelled: Set<Ticket> = []
    /// Lane effects in submission order, the call that submitted each, whether each was replaced
    /// or cancelled before it started, and how many of them have started or been passed over.
    private var laneSubmitted: [(effect: Effect, call: Int, replaced: Bool)] = []
    private var laneNext = 0

    static func run(_ script: SchedulerScript, ordering: EffectScheduler.Ordering) -> SchedulerRun {
        var run = SchedulerRun(ordering: ordering)
        for event in script.events where run.failure == nil {
            run.tally.events += 1
            run.perform(event)
            run.checkState()
        }
        run.drain()
        run.tally.removedUnstarted = run.model.entries.filter { $0.status == .removed }.count
        return run
    }

    private init(ordering: EffectScheduler.Ordering) {
        scheduler = EffectScheduler(ordering: ordering)
        model = SchedulerReferenceModel(serial: ordering == .serial)
    }

    private var open: [Ticket] { started.filter { !ended.contains($0) } }

    private mutating func perform(_ event: SchedulerScript.Event) {
        switch event {
        case .submitted(let batch):
            submit(batch, as: "submit")
        case .finished(let pick, let late, let causing):
            let done = started.filter { ended.contains($0) }
            if late, !done.isEmpty {
                tally.lateReports += 1
                finish(done[pick % done.count], causing: causing)
            } else if !open.isEmpty {
                finish(open[pick % open.count], causing: causing)
            } else {
                transcript.append("finish: no ticket to finish")
            }
        }
    }

    /// Finishes every open ticket, oldest first, until none is left; then the scheduler must be idle.
    private mutating func drain() {
        var rounds = 0
        while failure == nil, let ticket = open.first {
            rounds += 1
            guard rounds <= 100 else { return fail("the scheduler keeps starting effects while draining") }
            finish(ticket, causing: [])
            checkState()
        }
        guard failure == nil else { return }
        if !scheduler.isIdle { fail("every started effect ended, but the scheduler is not idle") }
        if let stuck = model.entries.first(where: { $0.status != .ended && $0.status != .removed }) {
            fail("\(SchedulerScript.describe(stuck.effect)) never ran to its end")
        }
    }

    private mutating func submit(_ batch: [Effect], as label: String) {
        noteLaneSubmissions(batch)
        let commands = scheduler.submit(batch)
        calls.append(.submitted(commands))
        transcript.append("\(label) \(SchedulerScript.describe(batch)) → \(describe(commands))")
        follow(commands, expected: model.submit(batch))
    }

    private mutating func finish(_ ticket: Ticket, causing: [Effect]) {
        let delivered = scheduler.finished(ticket)
        calls.append(.finished(ticket, delivered: delivered))
        transcript.append("finish #\(ticket.number) → \(delivered ? "delivered" : "dropped")")
        let shouldDeliver = !cancelled.contains(ticket) && !ended.contains(ticket)
        guard delivered == shouldDeliver else {
            let why = ended.contains(ticket) ? "had ended already" : cancelled.contains(ticket) ? "was cancelled" : "was never cancelled"
            return fail("finished(#\(ticket.number)) returned \(delivered), but the ticket \(why)")
        }
        guard let entry = entries[ticket] else { return fail("#\(ticket.number) was never started") }
        guard model.finish(entry) == delivered else { return fail("the reference model disagrees on delivering #\(ticket.number)") }
        if delivered { tally.delivered += 1 } else if !ended.contains(ticket) { tally.dropped += 1 }
        ended.insert(ticket)
        if delivered { submit(causing, as: "its answer returned") }
        guard failure == nil else { return }
        let commands = scheduler.resume()
        calls.append(.resumed(commands))
        transcript.append("resume → \(describe(commands))")
        follow(commands, expected: model.resume())
    }

    /// Checks each command against the invariants, then the whole list against the model's.
    private mutating func follow(_ commands: [EffectScheduler.Command], expected: [SchedulerReferenceModel.Command]) {
        for command in commands where failure == nil {
            switch command {
            case .start(let ticket, let effect): observeStart(ticket, effect)
            case .cancel(let ticket): observeCancel(ticket)
            }
        }
        guard failure == nil else { return }
        let wanted = expected.map { command -> Move in
            switch command {
            case .start(let index): .start(model.entries[index].effect)
            case .cancel(let index): .cancel(model.entries[index].effect)
            }
        }
        guard moves(commands) == wanted else {
            return fail("got \(moves(commands).map(\.description)), the reference model expected \(wanted.map(\.description))")
        }
        for (command, expected) in zip(commands, expected) {
            switch (command, expected) {
            case (.start(let ticket, _), .start(let index)):
                entries[ticket] = index
            case (.cancel(let ticket), .cancel(let index)) where entries[ticket] != index:
                return fail("#\(ticket.number) is not the effect the model cancels")
            default:
                break
            }
        }
    }

    private mutating func observeStart(_ ticket: Ticket, _ effect: Effect) {
        guard effects[ticket] == nil else { return fail("#\(ticket.number) started twice") }
        if model.runsInLane(effect) {
            if let busy = open.first(where: { effects[$0].map(model.runsInLane) == true }) {
                return fail("lane effect #\(ticket.number) started while lane effect #\(busy.number) runs")
            }
            checkLaneOrder(effect)
        }
        started.append(ticket)
        effects[ticket] = effect
        tally.starts += 1
    }

    private mutating func observeCancel(_ ticket: Ticket) {
        guard effects[ticket] != nil else { return fail("cancel of #\(ticket.number), which never started") }
        guard !ended.contains(ticket) else { return fail("cancel of #\(ticket.number), which had ended") }
        guard !cancelled.contains(ticket) else { return fail("#\(ticket.number) cancelled twice") }
        cancelled.insert(ticket)
        tally.cancels += 1
    }

    /// Marks the lane effects not started yet that `batch` replaces or cancels, and adds its own.
    private mutating func noteLaneSubmissions(_ batch: [Effect]) {
        for effect in batch {
            if let id = SchedulerReferenceModel.target(of: effect) {
                for index in laneNext..<laneSubmitted.count
                where SchedulerReferenceModel.target(of: laneSubmitted[index].effect) == id {
                    laneSubmitted[index].replaced = true
                }
            }
            if case .cancel = effect { continue }
            if model.runsInLane(effect) { laneSubmitted.append((effect, calls.count, false)) }
        }
    }

    /// A lane effect starts: every lane effect submitted before it has started or was replaced.
    private mutating func checkLaneOrder(_ effect: Effect) {
        while laneNext < laneSubmitted.count, laneSubmitted[laneNext].effect != effect {
            guard laneSubmitted[laneNext].replaced else {
                let skipped = SchedulerScript.describe(laneSubmitted[laneNext].effect)
                return fail("\(SchedulerScript.describe(effect)) started before \(skipped), submitted earlier to the lane")
            }
            laneNext += 1
        }
        guard laneNext < laneSubmitted.count else { return fail("\(SchedulerScript.describe(effect)) started, but was not waiting") }
        guard !laneSubmitted[laneNext].replaced else { return fail("\(SchedulerScript.describe(effect)) started after it was replaced") }
        if laneSubmitted[laneNext].call < calls.count - 1 { tally.waitedForLane += 1 }
        laneNext += 1
    }

    /// After each event: one uncancelled effect per id at most, and idleness as the model has it.
    private mutating func checkState() {
        guard failure == nil else { return }
        let live = open.filter { !cancelled.contains($0) }.compactMap { effects[$0].flatMap(SchedulerReferenceModel.target) }
        if let twice = live.first(where: { id in live.filter { $0 == id }.count > 1 }) {
            return fail("two uncancelled effects with id \(twice.rawValue) run")
        }
        if scheduler.isIdle != model.isIdle { fail("isIdle is \(scheduler.isIdle), the reference model says \(model.isIdle)") }
    }

    private func moves(_ commands: [EffectScheduler.Command]) -> [Move] {
        commands.compactMap { command in
            switch command {
            case .start(_, let effect): .start(effect)
            case .cancel(let ticket): effects[ticket].map(Move.cancel)
            }
        }
    }

    private func describe(_ commands: [EffectScheduler.Command]) -> String {
        let parts = commands.map { command in
            switch command {
            case .start(let ticket, let effect): "start #\(ticket.number) \(SchedulerScript.describe(effect))"
            case .cancel(let ticket): "cancel #\(ticket.number)"
            }
        }
        return parts.isEmpty ? "nothing" : parts.joined(separator: ", ")
    }

    private mutating func fail(_ message: String) {
        if failure == nil { failure = message }
    }
}
