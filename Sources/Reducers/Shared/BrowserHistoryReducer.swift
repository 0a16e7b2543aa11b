import AppState
import Foundation

/// The in-app browser's history: addresses, back, next, refresh and load progress per entry.
///
/// The front end's web view does the loading; it reports progress as actions, and renders a new
/// request whenever the current entry's `requestCount` grows. A refused action changes nothing
/// and says why.
public enum BrowserHistoryReducer {
    public static func reduce(_ state: inout BrowserHistory, _ action: BrowserAction) -> BrowserRefusal? {
        switch action {
        case .addressSubmitted(let typed):
            // Logs written before actions were redacted may still hold credentials.
            let text = removingCredentials(from: typed)
            guard let url = webURL(text) else { return .unsupportedAddress(shown(text)) }
            state.push(url)
        case .backTapped:
            if !state.move(by: -1) { return .nothingBack }
        case .nextTapped:
            if !state.move(by: 1) { return .nothingForward }
        case .refreshTapped:
            state.requestCurrent()
        case .loadProgressed(let entry, let progress, let request):
            updateLoad(&state, entry: entry, request: request) { entry in
                guard entry.status.isLoading else { return }
                entry.status = .loading(progress: min(1, max(0, progress)))
            }
        case .loadFinished(let entry, let request):
            updateLoad(&state, entry: entry, request: request) { $0.status = .loaded }
        case .loadFailed(let entry, let reason, let request):
            updateLoad(&state, entry: entry, request: request) { $0.status = .failed(PageLoadFailure(reason: reason)) }
        }
        return nil
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

    /// The longest address the browser opens, in bytes (longer ones are refused, never kept).
    static let maximumAddressBytes = 8_192

    /// `action` as the log keeps it and the reducer receives it: a typed address without the
    /// `user:password@` part, so a credential never reaches the log or the state.
    public static func redacted(_ action: BrowserAction) -> BrowserAction {
        guard case .addressSubmitted(let text) = action else { return action }
        return .addressSubmitted(removingCredentials(from: text))
    }

    /// `text` without the user information of its authority: everything up to the last `@`
    /// between `scheme://` (or the start, when the part before `@` looks like `user:password`)
    /// and the first `/`, `?` or `#`. Works on text no URL parser accepts, since a refused address
    /// is shown back.
    static func removingCredentials(from text: String) -> String {
        let authorityStart = text.range(of: "://").map(\.upperBound) ?? text.startIndex
        let authorityEnd = text[authorityStart...].firstIndex { "/?#".contains($0) } ?? text.endIndex
        let authority = text[authorityStart..<authorityEnd]
        guard let at = authority.lastIndex(of: "@") else { return text }
        let userInformation = authority[..<at]
        let hasScheme = authorityStart != text.startIndex
        guard hasScheme || userInformation.contains(":") else { return text }
        return String(text[..<authorityStart]) + String(text[text.index(after: at)...])
    }

    /// The web address `text` names: http or https, with a host and no user information, or `nil`.
    static func webURL(_ text: String) -> URL? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.utf8.count <= maximumAddressBytes, let url = URL(string: trimmed), let scheme = url.scheme?.lowercased(),
            scheme == "http" || scheme == "https", let host = url.host, !host.isEmpty, url.user == nil, url.password == nil
        else { return nil }
        return url
    }

    /// A refused address as the error shows it: without credentials, cut to 200 characters.
    static func shown(_ text: String) -> String {
        let address = removingCredentials(from: text)
        return address.count <= 200 ? address : String(address.prefix(199)) + "…"
    }
}
