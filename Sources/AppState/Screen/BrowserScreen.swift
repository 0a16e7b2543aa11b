/// The in-app browser as its screen shows it: the address, Back, Next and Refresh, the page's
/// load, and the history with the current page marked.
public struct BrowserScreen: Equatable, Codable, Sendable {
    public enum PageStatus: String, Equatable, Codable, Sendable {
        case loading, loaded, failed
    }

    public var address: String
    public var back: ScreenButton
    public var next: ScreenButton
    public var refresh: ScreenButton
    public var page: PageStatus
    /// The fraction of the page loaded (0 to 1), while loading, when the web view reports one.
    public var progress: Double?
    /// Why the page failed, as the web view reported it.
    public var problem: String?
    /// Every address of the history, oldest first.
    public var history: [String]
    /// The position of the current page in `history`.
    public var current: Int

    public init(_ browser: BrowserHistory) {
        address = browser.current.url.absoluteString
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
            problem = "The page could not be loaded: \(failure.reason)."
        }
        history = browser.entries.map(\.url.absoluteString)
        current = browser.cursor
    }
}
