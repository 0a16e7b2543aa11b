import AppState

/// Invariants of the shared browser history (seed 000's "internets" tab).
enum BrowserProbe {
    static func violations(_ before: BrowserHistory, _ after: BrowserHistory) -> [String] {
        var broken: [String] = []
        if !after.entries.indices.contains(after.cursor) {
            broken.append("browser-cursor: \(after.cursor) outside \(after.entries.count) entries")
        }
        for entry in after.entries {
            if case .loading(let progress) = entry.status, !(0...1).contains(progress) {
                broken.append("browser-progress: entry \(entry.id) at \(progress)")
            }
        }
        return broken
    }
}
