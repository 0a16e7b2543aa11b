import AppState
import Foundation

/// The in-app browser's history: addresses, links, redirects, back, next, refresh and load
/// progress per entry.
///
/// The front end's web view does the loading; it reports progress as actions, and renders a new
/// request whenever the current entry's `requestCount` grows, except the ones it reported itself
/// (`linkFollowed`, `redirected`: the web view is loading them already). A refused action changes
/// nothing and says why.
package enum BrowserHistoryReducer {
    package static func reduce(_ state: inout BrowserHistory, _ action: BrowserAction) -> BrowserRefusal? {
        switch action {
        case .addressSubmitted(let typed):
            return opening(typed) { state.push($0) }
        case .linkFollowed(let entry, let address):
            guard entry == state.current.id else { return .notCurrentPage(entry: entry) }
            return opening(address) { state.push($0) }
        case .redirected(let entry, let request, let address):
            guard entry == state.current.id else { return .notCurrentPage(entry: entry) }
            guard request == state.current.requestCount else { return .supersededLoad(entry: entry, request: request) }
            return opening(address) { state.redirectCurrent(to: $0) }
        // Seed rule lunch.browser.back.
        case .backTapped:
            if !state.move(by: -1) { return .nothingBack }
        // Seed rule lunch.browser.next.
        case .nextTapped:
            if !state.move(by: 1) { return .nothingForward }
        // Seed rule lunch.browser.refresh.
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
            updateLoad(&state, entry: entry, request: request) { $0.status = .failed(error: PageLoadFailure(reason: reason)) }
        }
        return nil
    }

    /// Calls `open` with the web address `text` names, without its credentials (logs written
    /// before actions were redacted may still hold some), or refuses it.
    private static func opening(_ text: String, _ open: (AddressText) -> Void) -> BrowserRefusal? {
        let address = removingCredentials(from: text)
        guard let web = webAddress(address) else { return .unsupportedAddress(address: shown(address)) }
        open(web)
        return nil
    }

    /// Applies a report about load `request` of `entry`; one about a load superseded since is
    /// dropped (no `request`: the current load).
    private static func updateLoad(
        _ state: inout BrowserHistory, entry id: BrowserEntryID, request: Int?, _ change: (inout BrowserHistory.Entry) -> Void
    ) {
        state.updateEntry(id) { entry in
            guard request.map({ $0 == entry.requestCount }) ?? true else { return }
            change(&entry)
        }
    }

    /// The longest address the browser opens, in bytes (longer ones are refused, never kept).
    static let maximumAddressBytes = 8_192

    /// `action` as the log keeps it and the reducer receives it: a typed, followed or redirected
    /// address without the `user:password@` part, so a credential never reaches the log or the state.
    package static func redacted(_ action: BrowserAction) -> BrowserAction {
        switch action {
        case .addressSubmitted(let text): .addressSubmitted(address: removingCredentials(from: text))
        case .linkFollowed(let entry, let text): .linkFollowed(entry: entry, address: removingCredentials(from: text))
        case .redirected(let entry, let request, let text):
            .redirected(entry: entry, request: request, address: removingCredentials(from: text))
        default: action
        }
    }

    /// `text` without the user information of its authority, found as an address bar finds it
    /// (the WHATWG URL standard): after `scheme:` and any run of `/` or `\\`, or from the start
    /// when there is no scheme (then only a `user:password@`), up to the last `@` before the first
    /// `/`, `\\`, `?` or `#`. A password that holds one of those (`https://ann:pa/ss@host/`) is
    /// taken out too: a `name:` followed by anything but a port, then an `@`. Works on text no URL
    /// parser accepts, since a refused address is shown back.
    static func removingCredentials(from text: String) -> String {
        // Every credential ends at an `@`: text without one is returned as it is, unscanned (its
        // bytes searched in place: through the UTF-8 view's iterator, about nine instructions a byte).
        var utf8 = text
        guard utf8.withUTF8({ $0.contains(UInt8(ascii: "@")) }) else { return text }
        let characters = Array(text)
        let delimiters: Set<Character> = ["/", "\\", "?", "#"]
        var start = 0
        if let colon = characters.firstIndex(of: ":"), colon > 0, characters[0].isLetter,
            characters[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || "+.-".contains($0) }),
            colon + 1 < characters.count, characters[colon + 1] == "/" || characters[colon + 1] == "\\"
        {
            start = colon + 1
            while start < characters.count, characters[start] == "/" || characters[start] == "\\" { start += 1 }
        }
        let hasScheme = start > 0
        let authorityEnd = characters[start...].firstIndex { delimiters.contains($0) } ?? characters.count
        if let at = characters[start..<authorityEnd].lastIndex(of: "@"), hasScheme || characters[start..<at].contains(":") {
            return String(characters[..<start] + characters[(at + 1)...])
        }
        // A password holding a delimiter: `name:` (no delimiter in the name), then no port, then `@`.
        guard let colon = characters[start...].firstIndex(of: ":"), colon < characters.count,
            !characters[start..<colon].contains(where: { delimiters.contains($0) || $0 == "@" }),
            let at = characters[(colon + 1)...].firstIndex(of: "@")
        else { return text }
        let afterColon = characters[(colon + 1)...]
        let port = afterColon.prefix { $0.isASCII && $0.isNumber }
        let isPort = !port.isEmpty && (port.endIndex == characters.count || delimiters.contains(characters[port.endIndex]))
        guard !isPort else { return text }
        return String(characters[..<start] + characters[(at + 1)...])
    }

    /// The web address `text` names: http or https, with a host and no user information, or `nil`.
    /// Plain text (`WebAddress.isPlain`, most addresses) is kept as it is, not parsed.
    static func webAddress(_ text: String) -> AddressText? {
        let trimmed = text.trimmingWhitespace
        guard trimmed.utf8.count <= maximumAddressBytes else { return nil }
        return WebAddress.address(trimmed, allowsUserInfo: false)
    }

    /// A refused address as the error shows it: without credentials, cut to 200 characters.
    static func shown(_ text: String) -> String {
        let address = removingCredentials(from: text)
        return address.count <= 200 ? address : String(address.prefix(199)) + "…"
    }
}
