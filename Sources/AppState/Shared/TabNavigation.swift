/// A tab bar with a navigation stack per tab.
///
/// Stacks are kept as an array in the tabs' order, not a dictionary, so the state encodes the same
/// way in every process.
public struct TabNavigation<Tab: Codable & Equatable & Sendable, Screen: Codable & Equatable & Sendable>:
    Equatable, Codable, Sendable
{
    /// A tab and its stack.
    public struct TabStack: Equatable, Codable, Sendable {
        /// The tab.
        public var tab: Tab
        /// The screens pushed in it.
        public var stack: NavigationStack<Screen>
    }

    /// The tabs, in the bar's order, each with its stack. Changed by the reducers' `updateStack`,
    /// which is compiled with them, specialized for each app's tabs and screens.
    public package(set) var tabs: [TabStack]
    /// The selected tab.
    public var selected: Tab

    /// `tabs` must not be empty; the first one starts selected.
    public init(tabs: [Tab], selected: Tab) {
        self.tabs = tabs.map { TabStack(tab: $0, stack: NavigationStack()) }
        self.selected = selected
    }

    /// The stack of `tab`, or `nil` when the bar has no such tab.
    public func stack(of tab: Tab) -> NavigationStack<Screen>? {
        tabs.first { $0.tab == tab }?.stack
    }

    /// The selected tab's stack.
    public var current: NavigationStack<Screen> { stack(of: selected) ?? NavigationStack() }
}

/// What the tab bar and the stacks are told.
public enum TabNavigationAction<Tab: Codable & Equatable & Sendable, Screen: Codable & Equatable & Sendable>:
    Equatable, Sendable
{
    /// A tab was tapped; tapping the selected tab again pops its stack to the root.
    case tabSelected(tab: Tab)
    /// A navigation on the selected tab's stack.
    case navigation(NavigationAction<Screen>)
}
