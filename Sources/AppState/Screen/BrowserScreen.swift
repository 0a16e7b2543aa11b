/// The in-app browser as its screen shows it: the address, Back, Next and Refresh, the page's
/// load, and the history with the current page marked.
public struct BrowserScreen: Equatable, Codable, Sendable {
    /// Where the page's load is.
    public enum PageStatus: String, Equatable, Codable, Sendable {
        case loading, loaded, failed
    }

    /// The address bar's text.
    public var address: String
    /// The back button.
    public var back: ScreenButton
    /// The next button.
    public var next: ScreenButton
    /// The refresh button.
    public var refresh: ScreenButton
    /// Where the page's load is.
    public var page: PageStatus
    /// The fraction of the page loaded (0 to 1), while loading, when the web view reports one.
    public var progress: Double?
    /// Why the page failed, in the web view's own words.
    public var problem: String?
    /// Why the last address typed, link, redirect, Back or Next was refused, for people.
    public var refusal: String?
    /// Every address of the history, oldest first.
    public var history: [String]
    /// The position of the current page in `history`.
    public var current: Int

    /// The browser of `browser`, with the app's last refusal when it was the browser's.
    public init(_ browser: BrowserHistory, refusal: BrowserRefusal? = nil) {
        address = browser.current.url.text
        back = ScreenButton("Back", isEnabled: browser.canGoBack)
        next = ScreenButton("Next", isEnabled: browser.canGoForward)
        refresh = ScreenButton("Refresh")
        switch browser.current.status {
        case .idle: page = .loading
        case .loading(let progress):
            page = .loading
            self.progress = progress
        case .loaded: page = .loaded
        case .failed(let failure):
            page = .failed
            problem = failure.reason
        }
        switch refusal {
        case .unsupportedAddress(let address)?: self.refusal = "\(address) cannot be opened: only http and https addresses are."
        case .nothingBack?: self.refusal = "There is no page to go back to."
        case .nothingForward?: self.refusal = "There is no next page."
        case .notCurrentPage?: self.refusal = "A page no longer shown tried to open another address; it was ignored."
        case .supersededLoad?: self.refusal = "A load replaced since was redirected; the redirect was ignored."
        case nil: self.refusal = nil
        }
        history = browser.entries.map(\.url.text)
        current = browser.cursor
    }
}
