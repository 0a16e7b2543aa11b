import AppState
import Reducers

/// Invariants of the shared browser history (seed 000's "internets" tab).
enum BrowserProbe {
    /// A report of the web view about some entry's load: the current one, a superseded one, or
    /// unnumbered; entries that exist or not; progress sometimes out of range.
    static func report(_ browser: BrowserHistory, _ random: inout SeededRandom) -> BrowserAction {
        let entry = random.int(in: 0...(browser.entries.last?.id ?? 1) + 1)
        let count = browser.entries.first { $0.id == entry }?.requestCount ?? 1
        let request = random.element(of: [nil, count, count - 1]) ?? nil
        switch random.int(in: 0...2) {
        case 0:
            let progress = random.element(of: [0.3, 0.7, 1.5, -1, .nan] as [Double]) ?? 0
            return .loadProgressed(entry: entry, progress: progress, request: request)
        case 1: return .loadFinished(entry: entry, request: request)
        default: return .loadFailed(entry: entry, reason: "offline", request: request)
        }
    }

    /// The action's invariants: those of the history, and a report of a superseded load changes
    /// nothing.
    static func violations(_ action: BrowserAction?, _ before: BrowserHistory, _ after: BrowserHistory) -> [String] {
        var broken = violations(before, after)
        switch action {
        case .loadProgressed(let id, _, let request?)?, .loadFinished(let id, let request?)?, .loadFailed(let id, _, let request?)?:
            let entry = before.entries.first { $0.id == id }
            if let entry, entry.requestCount != request, after.entries.first(where: { $0.id == id }) != entry {
                broken.append("stale-load-report: a report of load \(request) changed entry \(id), now at load \(entry.requestCount)")
            }
        default: break
        }
        return broken
    }

    static func violations(_ before: BrowserHistory, _ after: BrowserHistory) -> [String] {
        var broken: [String] = []
        if !after.entries.indices.contains(after.cursor) {
            broken.append("browser-cursor: \(after.cursor) outside \(after.entries.count) entries")
        }
        for entry in after.entries {
            if case .loading(let progress?) = entry.status, !(0...1).contains(progress) {
                broken.append("browser-progress: entry \(entry.id) at \(progress)")
            }
        }
        return broken
    }
}
