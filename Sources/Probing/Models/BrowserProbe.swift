import AppState
import LogReplay
import Reducers

/// Invariants of the shared browser history (seed 000's "internets" tab).
enum BrowserProbe {
    /// A report of the web view about some entry's load: the current one, a superseded one, or
    /// unnumbered; entries that exist or not; progress sometimes out of range.
    static func report(_ browser: BrowserHistory, _ random: inout SeededRandom) -> BrowserAction {
        let entry = BrowserEntryID(random.int(in: 0...(browser.entries.last?.id.rawValue ?? 1) + 1))
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

    /// What the web view reports of the page's own navigation: a link followed or a redirect, from
    /// the current entry and load or a late one, to an address of `addresses` (some refused, some
    /// with credentials).
    static func pageNavigation(_ browser: BrowserHistory, to addresses: [String], _ random: inout SeededRandom) -> BrowserAction {
        let current = browser.current
        let entry = random.chance(75) ? current.id : BrowserEntryID(random.int(in: 0...current.id.rawValue + 1))
        let request = random.chance(75) ? current.requestCount : current.requestCount - 1
        let address = random.element(of: addresses + ["https://ann:hunter2@swift.org/blog"]) ?? ""
        return random.chance(50)
            ? .linkFollowed(entry: entry, address: address) : .redirected(entry: entry, request: request, address: address)
    }

    /// The action's invariants: those of the history, a report of a superseded load changes
    /// nothing, and links and redirects move the list as a web view's.
    static func violations(_ action: BrowserAction?, _ before: BrowserHistory, _ after: BrowserHistory) -> [String] {
        var broken = violations(before, after) + navigationViolations(action, before, after)
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

    /// A link adds one entry after the current one and drops those ahead; a redirect keeps the
    /// list's length and cursor; one from a page or load no longer current changes nothing; no
    /// address keeps a credential.
    private static func navigationViolations(_ action: BrowserAction?, _ before: BrowserHistory, _ after: BrowserHistory) -> [String] {
        var broken = after.entries.filter { entry in entry.url.url.map { $0.user != nil || $0.password != nil } ?? false }
            .map { "browser-credential: entry \($0.id) keeps user information" }
        let isLink: Bool, entry: BrowserEntryID, request: Int?
        switch action {
        case .linkFollowed(let id, _)?: (isLink, entry, request) = (true, id, nil)
        case .redirected(let id, let load, _)?: (isLink, entry, request) = (false, id, load)
        default: return broken
        }
        if entry != before.current.id || request.map({ $0 != before.current.requestCount }) == true {
            if after != before {
                let load = request.map { ", load \($0)" } ?? ""
                broken.append("late-navigation: a link or redirect of entry \(entry)\(load), not current, changed the history")
            }
        } else if isLink {
            if after != before, after.cursor != before.cursor + 1 || after.entries.count != before.cursor + 2 {
                broken.append(
                    "link-entries: a link from \(before.cursor) of \(before.entries.count) left \(after.cursor) of \(after.entries.count)")
            }
        } else if after.cursor != before.cursor || after.entries.map(\.id) != before.entries.map(\.id) {
            broken.append("redirect-entries: a redirect added, dropped or moved entries")
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
