/// What the shared-reducers demo shows: its tabs, the pushed screen, the modal, the browser and
/// the favorites.
public struct ShowcaseScreen: Equatable, Codable, Sendable {
    /// The tabs.
    public var tabBar: ScreenTabBar
    /// The title of the screen on top of the selected tab's stack, when one is pushed.
    public var pushed: String?
    /// The modal shown, if any.
    public var modal: ShowcaseModal?
    /// The browser, when its tab is shown.
    public var browser: BrowserScreen?
    /// The favorites, in order, when their tab is shown.
    public var favorites: [ShowcaseItemID]
    /// What the screen says after a refusal, if anything.
    public var notice: ScreenNotice?

    /// The screen that `state` shows.
    public init(_ state: ShowcaseState) {
        tabBar = ScreenTabBar(tabs: ShowcaseTab.allCases.map(\.rawValue), selected: state.navigation.selected.rawValue)
        switch state.navigation.current.top {
        case .item(let id)?: pushed = id.rawValue
        case .settings?: pushed = "Settings"
        case nil: pushed = nil
        }
        modal = state.modal.presented
        let refusal: BrowserRefusal? = if case .browser(let refusal)? = state.lastRefusal { refusal } else { nil }
        browser = state.navigation.selected == .browser ? BrowserScreen(state.browser, refusal: refusal) : nil
        favorites = Array(state.favorites.ids)
        notice = state.restoreError.map { _ in ScreenNotice("Your saved favorites could not be read.") }
            ?? state.saveError.map { _ in ScreenNotice("Your favorites could not be saved.") }
    }
}
