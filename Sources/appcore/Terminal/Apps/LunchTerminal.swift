import ActionLog
import AppState
import Reducers
import ScreenText

/// Lunch in the terminal: a tab bar (lunch, internets, favorites), the restaurant lists with a
/// cursor and each background image's status, a detail with its heart and image, the map modal
/// as coordinates, and the browser's address, history and load progress; links and redirects, which
/// a web view reports by itself, are typed like an address.
struct LunchTerminal: TerminalApp {
    typealias F = LunchFeature

    var view = LunchDrawing()
    var pages = PageLoader()

    init() {}

    func launch(now: Timestamp, options: DriveOptions) -> [LunchAction] { [.launched, .layoutChanged(sizeClass: .compact)] }

    /// The browser's page loads while the internets tab shows, as a web view's would.
    mutating func drawn(_ state: LunchState, frame: TerminalFrame, context: TerminalContext<LunchFeature>) -> [LunchAction] {
        if state.navigation.selected == .internets { pages.load(state.browser, context) }
        return []
    }

    mutating func handle(_ key: Key, state: LunchState, now: Timestamp, height: Int) -> [LunchAction]? {
        if let typed = view.address {
            var field = TextField(text: typed.text)
            switch field.apply(key) {
            case .editing: view.address?.text = field.text
            case .cancelled: view.address = nil
            case .submitted(let text):
                view.address = nil
                return [.browser(Self.opening(text, for: typed.purpose, in: state.browser))]
            }
            return []
        }
        if state.modal.presented == .map {
            return key == .escape || key == .character("m") ? [.mapDismissed] : nil
        }
        if let tab = Self.tab(for: key) { return [.tabSelected(tab: tab)] }
        if key == .character("m") { return [.mapButtonTapped] }
        if case .detail(let id)? = state.navigation.current.top {
            switch key {
            case .character("f"), .character(" "): return [.heartTapped(restaurant: id)]
            case .escape, .left, .backspace, .character("b"): return [.backTapped]
            default: return nil
            }
        }
        switch state.navigation.selected {
        case .lunch:
            let canRetry = LunchFeature.screen(of: state).list?.notice?.button?.isEnabled == true
            return Self.listKey(key, restaurants: state.feed.value ?? [], cursor: &view.listCursor, canRetry: canRetry)
        case .favorites: return Self.listKey(key, restaurants: state.favoriteRestaurants, cursor: &view.favoritesCursor, canRetry: false)
        case .internets: return browserKey(key)
        }
    }

    private static func tab(for key: Key) -> LunchTab? {
        switch key {
        case .character("1"): .lunch
        case .character("2"): .internets
        case .character("3"): .favorites
        default: nil
        }
    }

    /// A key on a list of `restaurants`; r presses the notice's Retry when it shows one.
    private static func listKey(_ key: Key, restaurants: [Restaurant], cursor: inout ListCursor, canRetry: Bool) -> [LunchAction]? {
        if cursor.move(key, count: restaurants.count) { return [] }
        switch key {
        case .enter, .right:
            cursor.clamp(restaurants.count)
            return restaurants.indices.contains(cursor.row) ? [.restaurantTapped(restaurant: restaurants[cursor.row].id)] : []
        case .character("r"):
            return canRetry ? [.retryTapped] : nil
        default: return nil
        }
    }

    /// The browser's action for an address typed for `purpose`: the address bar's, or what the
    /// web view would report of the current page's own navigation (a link from it, or a redirect
    /// of its current load).
    private static func opening(_ text: String, for purpose: TypedAddress.Purpose, in browser: BrowserHistory) -> BrowserAction {
        switch purpose {
        case .addressBar: .addressSubmitted(address: text)
        case .link: .linkFollowed(entry: browser.current.id, address: text)
        case .redirect: .redirected(entry: browser.current.id, request: browser.current.requestCount, address: text)
        }
    }

    /// e types an address, l a link the page follows, d where the page's load is redirected.
    private mutating func browserKey(_ key: Key) -> [LunchAction]? {
        switch key {
        case .character("e"):
            view.address = TypedAddress(for: .addressBar)
            return []
        case .character("l"):
            view.address = TypedAddress(for: .link)
            return []
        case .character("d"):
            view.address = TypedAddress(for: .redirect)
            return []
        case .character("b"), .left: return [.browser(.backTapped)]
        case .character("n"), .right: return [.browser(.nextTapped)]
        case .character("r"): return [.browser(.refreshTapped)]
        default: return nil
        }
    }
}

extension LunchFeature: TerminalFeature {
    typealias Terminal = LunchTerminal
}
