import AppState
import Reducers

/// The tasks performing a store's effects, by the scheduler's ticket: what `Store` and
/// `ViewStore` do with the scheduler's commands, each starting its tasks in its own isolation.
struct EffectTasks {
    private var tasks: [EffectScheduler.Ticket: Task<Void, Never>] = [:]

    /// Starts (with `start`) or cancels what `commands` say, in order.
    mutating func perform(
        _ commands: [EffectScheduler.Command], start: (EffectScheduler.Ticket, Effect) -> Task<Void, Never>
    ) {
        for command in commands {
            switch command {
            case .start(let ticket, let effect): tasks[ticket] = start(ticket, effect)
            case .cancel(let ticket): tasks.removeValue(forKey: ticket)?.cancel()
            }
        }
    }

    /// The task of `ticket` ended.
    mutating func finished(_ ticket: EffectScheduler.Ticket) { tasks[ticket] = nil }
}
