import Foundation

/// A small app made only of the shared reducers, to show them composed and to record their
/// sessions: a tab bar with stacks, a modal, a browser and favorites.
public struct ShowcaseState: Equatable, Codable, Sendable {
    /// The tabs and their stacks.
    public var navigation: TabNavigation<ShowcaseTab, ShowcaseDestination>
    /// The modal shown, if any.
    public var modal: ModalPresentation<ShowcaseModal>
    /// The browser's back-forward list.
    public var browser: BrowserHistory
    /// The favorite items.
    public var favorites: Favorites<ShowcaseItemID>
    /// Why stored favorites could not be restored, when they could not.
    public var restoreError: String?
    /// Why the last write of the favorites failed: what shows is not what is stored, until the
    /// next change is written.
    public var saveError: String?
    /// The last action refused, and why; cleared by the next action.
    public var lastRefusal: ShowcaseRefusal?

    /// The app at launch.
    public init(
        navigation: TabNavigation<ShowcaseTab, ShowcaseDestination> = TabNavigation(tabs: ShowcaseTab.allCases, selected: .home),
        modal: ModalPresentation<ShowcaseModal> = ModalPresentation(),
        browser: BrowserHistory,
        favorites: Favorites<ShowcaseItemID> = Favorites()
    ) {
        self.navigation = navigation
        self.modal = modal
        self.browser = browser
        self.favorites = favorites
        restoreError = nil
        saveError = nil
        lastRefusal = nil
    }
}

/// Why the last action was refused: the one place the app says so, cleared by the next action.
public enum ShowcaseRefusal: Equatable, Codable, Sendable {
    case navigation(refusal: NavigationRefusal)
    case modal(refusal: ModalRefusal<ShowcaseModal>)
    case browser(refusal: BrowserRefusal)
}

/// The app's tabs.
public enum ShowcaseTab: String, Codable, Sendable, CaseIterable {
    case home, browser, favorites
}

/// A screen pushed on a tab's stack.
public enum ShowcaseDestination: Equatable, Codable, Sendable {
    case item(id: ShowcaseItemID)
    case settings
}

/// What the app presents over its tabs.
public enum ShowcaseModal: String, Equatable, Codable, Sendable {
    case map, share
}

/// What the user and the runtime tell the Showcase app.
public enum ShowcaseAction: Equatable, Sendable {
    case launched
    case navigation(TabNavigationAction<ShowcaseTab, ShowcaseDestination>)
    case modal(ModalAction<ShowcaseModal>)
    case browser(BrowserAction)
    case favorites(FavoritesAction<ShowcaseItemID>)
    /// Storage held favorites that are not a list of ids: they are written over from now on.
    case favoritesRestoreFailed(reason: String)
    /// Storage could not be read (an I/O error): what it holds is kept until it is read again.
    case favoritesReadFailed(reason: String)
    /// A write of the favorites failed (an I/O error): storage keeps what it held before.
    case favoritesWriteFailed(reason: String)
}
