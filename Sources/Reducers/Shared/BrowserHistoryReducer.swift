import AppState
import Foundation

/// The in-app browser's history: addresses, back, next, refresh and load progress per entry.
///
/// The front end's web view does the loading; it reports progress as actions, and renders a new
/// request whenever the current entry's `requestCount` grows.
public enum BrowserHistoryReducer {
    public static func reduce(_ state: inout BrowserHistory, _ action: BrowserAction) {
        state.lastError = nil
        switch action {
        case .addressSubmitted(let text):
            guard let url = webURL(text) else {
                state.lastError = .unsupportedAddress(text)
                return
            }
            state.push(url)
        case .backTapped:
            if !state.move(by: -1) { state.lastError = .nothingBack }
        case .nextTapped:
            if !state.move(by: 1) { state.lastError = .nothingForward }
        case .refreshTapped:
            state.requestCurrent()
        case .loadProgressed(let entry, let progress):
            state.updateEntry(entry) { entry in
                guard case .loading = entry.status else { return }
                entry.status = .loading(progress: min(1, max(0, progress)))
            }
        case .loadFinished(let entry):
            state.updateEntry(entry) { $0.status = .loaded }
        case .loadFailed(let entry, let reason):
            state.updateEntry(entry) { $0.status = .failed(reason: reason) }
        }
    }

    /// The address as an http(s) URL with a host, or `nil`.
    static func webURL(_ text: String) -> URL? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let url = URL(string: trimmed), let scheme = url.scheme?.lowercased(),
            scheme == "http" || scheme == "https", let host = url.host, !host.isEmpty
        else { return nil }
        return url
    }
}
