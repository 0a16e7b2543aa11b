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

    /// The tabs, in the bar's order, each with its stack.
    public private(set) var tabs: [TabStack]
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

    /// Changes the stack of `tab`; a tab the bar does not have is ignored.
    package mutating func updateStack(of tab: Tab, _ change: (inout NavigationStack<Screen>) -> Void) {
        guard let index = tabs.firstIndex(where: { $0.tab == tab }) else { return }
        change(&tabs[index].stack)
    }
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
