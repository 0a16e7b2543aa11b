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
                state.lastError = .unsupportedAddress(shown(text))
                return
            }
            state.push(url)
        case .backTapped:
            if !state.move(by: -1) { state.lastError = .nothingBack }
        case .nextTapped:
            if !state.move(by: 1) { state.lastError = .nothingForward }
        case .refreshTapped:
            state.requestCurrent()
        case .loadProgressed(let entry, let progress, let request):
            updateLoad(&state, entry: entry, request: request) { entry in
                guard case .loading = entry.status else { return }
                entry.status = .loading(progress: min(1, max(0, progress)))
            }
        case .loadFinished(let entry, let request):
            updateLoad(&state, entry: entry, request: request) { $0.status = .loaded }
        case .loadFailed(let entry, let reason, let request):
            updateLoad(&state, entry: entry, request: request) { $0.status = .failed(reason: reason) }
        }
    }

    /// Applies a report about load `request` of `entry`; one about a load superseded since is
    /// dropped (no `request`: the current load).
    private static func updateLoad(
        _ state: inout BrowserHistory, entry id: Int, request: Int?, _ change: (inout BrowserHistory.Entry) -> Void
    ) {
        state.updateEntry(id) { entry in
            guard request.map({ $0 == entry.requestCount }) ?? true else { return }
            change(&entry)
        }
    }

    /// The address as an http(s) URL with a host, or `nil`.
    /// The longest address the browser opens, in bytes (longer ones are refused, never kept).
    static let maximumAddressBytes = 8_192

    /// The web address `text` names: http or https, with a host, without the `user:password@`
    /// part (a credential never reaches the state), or `nil`.
    static func webURL(_ text: String) -> URL? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.utf8.count <= maximumAddressBytes, let url = URL(string: trimmed), let scheme = url.scheme?.lowercased(),
            scheme == "http" || scheme == "https", let host = url.host, !host.isEmpty
        else { return nil }
        return withoutCredentials(url)
    }

    /// A refused address as the error shows it: without credentials, cut to 200 characters.
    static func shown(_ text: String) -> String {
        let address = URL(string: text).flatMap { $0.user != nil || $0.password != nil ? withoutCredentials($0).absoluteString : nil } ?? text
        return address.count <= 200 ? address : String(address.prefix(199)) + "…"
    }

    private static func withoutCredentials(_ url: URL) -> URL {
        guard url.user != nil || url.password != nil,
            var components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        else { return url }
        components.user = nil
        components.password = nil
        return components.url ?? url
    }
}
