import ActionLog
import Foundation

/// Why the web view could not load a page, in its own words.
public struct PageLoadFailure: Error, Equatable, Codable, Sendable {
    /// Why the page did not load, as the web view says.
    public var reason: String

    /// The failure `reason`.
    public init(reason: String) { self.reason = reason }
}

/// A browser's back-forward list, with the semantics of a real one (WKWebView's): loading a new
/// address, typed or followed as a link, pushes an entry and drops every entry ahead of the
/// cursor; a redirect replaces the current entry's address; back and next move the cursor.
public struct BrowserHistory: Equatable, Codable, Sendable {
    /// One page of the history.
    public struct Entry: Equatable, Codable, Sendable {
        /// Unique within this history, so late load reports reach the right entry.
        public var id: BrowserEntryID
        /// The page's address, kept as text: an address typed or followed is parsed only when it is
        /// not plain (`WebAddress.isPlain`), and a front end asks for a `URL` when it loads it.
        public var url: AddressText
        /// The page's load as the web view reports it (the page itself stays in the web view).
        public var status: Loadable<NoValue, PageLoadFailure>
        /// How many times this entry was requested (first load, refreshes, returns by back/next,
        /// redirects).
        public var requestCount: Int
    }

    /// The pages, oldest first.
    public private(set) var entries: [Entry]
    /// The index of the current page in `entries`.
    public private(set) var cursor: Int
    /// The number of the next entry's id.
    private(set) var nextEntryID: Int

    /// A history whose first entry is `initialURL`, loading.
    public init(initialURL: URL) {
        entries = [Entry(id: 1, url: AddressText(initialURL), status: .loading(progress: 0), requestCount: 1)]
        cursor = 0
        nextEntryID = 2
    }

    private enum CodingKeys: String, CodingKey { case entries, cursor, nextEntryID }

    /// Decodes a history and checks what the methods rely on, so a state read from a log can
    /// never index out of range: at least one entry, the cursor on one, fresh ids above all.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        entries = try container.decode([Entry].self, forKey: .entries)
        cursor = try container.decode(Int.self, forKey: .cursor)
        nextEntryID = try container.decode(Int.self, forKey: .nextEntryID)
        guard !entries.isEmpty else {
            throw DecodingError.dataCorruptedError(
                forKey: .entries, in: container, debugDescription: "a browser history has at least one entry")
        }
        guard entries.indices.contains(cursor) else {
            throw DecodingError.dataCorruptedError(
                forKey: .cursor, in: container,
                debugDescription: "cursor \(cursor) is outside the \(entries.count) entries")
        }
        guard entries.allSatisfy({ $0.id.rawValue < nextEntryID }) else {
            throw DecodingError.dataCorruptedError(
                forKey: .nextEntryID, in: container, debugDescription: "nextEntryID must be above every entry id")
        }
    }

    /// The current page.
    public var current: Entry { entries[cursor] }
    /// Whether there is a page before the current one.
    public var canGoBack: Bool { cursor > 0 }
    /// Whether there is a page after the current one.
    public var canGoForward: Bool { cursor < entries.count - 1 }

    /// Pushes `url` after the cursor, dropping the forward entries.
    package mutating func push(_ url: AddressText) {
        entries.removeSubrange((cursor + 1)...)
        entries.append(Entry(id: BrowserEntryID(nextEntryID), url: url, status: .loading(progress: 0), requestCount: 1))
        nextEntryID += 1
        cursor = entries.count - 1
    }

    /// Moves the cursor by `offset` when the target exists, and requests that entry again.
    package mutating func move(by offset: Int) -> Bool {
        let target = cursor + offset
        guard entries.indices.contains(target) else { return false }
        cursor = target
        requestCurrent()
        return true
    }

    /// Gives the current entry the address `url` a redirect led to, and requests it: the entry
    /// keeps its place, so back and next are unchanged.
    package mutating func redirectCurrent(to url: AddressText) {
        entries[cursor].url = url
        requestCurrent()
    }

    /// Loads the current page again: its status loading, its request count one more.
    package mutating func requestCurrent() {
        entries[cursor].status = .loading(progress: 0)
        entries[cursor].requestCount += 1
    }

    /// Updates the entry with `id`, wherever it is in the list; unknown ids are ignored.
    package mutating func updateEntry(_ id: BrowserEntryID, _ change: (inout Entry) -> Void) {
        guard let index = entries.firstIndex(where: { $0.id == id }) else { return }
        change(&entries[index])
    }
}

/// Why the browser did not act on an action; the app keeps it in its `lastRefusal`.
public enum BrowserRefusal: Equatable, Codable, Sendable {
    /// Only http and https addresses are loaded.
    case unsupportedAddress(address: String)
    case nothingBack
    case nothingForward
    /// A link or redirect reported by a page that is no longer the current one (a late report).
    case notCurrentPage(entry: BrowserEntryID)
    /// A redirect of a load that a newer one replaced since (a refresh, a return by back or next,
    /// an earlier redirect).
    case supersededLoad(entry: BrowserEntryID, request: Int)
}

/// What the user and the web view tell the browser.
public enum BrowserAction: Equatable, Sendable {
    /// An address was typed into the address bar.
    case addressSubmitted(address: String)
    /// The page of `entry` went to `address` by itself (a link tapped in it, a form, a script):
    /// the web view added an entry after the current one and dropped those ahead, as its
    /// back-forward list does. `entry` is the current entry's id when the page left it.
    case linkFollowed(entry: BrowserEntryID, address: String)
    /// Load `request` of `entry` (its `requestCount` when that load started) was redirected to
    /// `address`: the entry now names it and loads it as its next request. No entry is added, so
    /// back and next are unchanged.
    case redirected(entry: BrowserEntryID, request: Int, address: String)
    case backTapped
    case nextTapped
    case refreshTapped
    // The web view's reports about the load of an entry. `request` is the entry's `requestCount`
    // when the front end started that load: a report of a load superseded since (a refresh, or
    // going back and forth) is dropped, so it can neither finish nor fail the current one. A
    // report without it (older front ends and logs) is about the current load.
    case loadProgressed(entry: BrowserEntryID, progress: Double, request: Int? = nil)
    case loadFinished(entry: BrowserEntryID, request: Int? = nil)
    case loadFailed(entry: BrowserEntryID, reason: String, request: Int? = nil)
}
