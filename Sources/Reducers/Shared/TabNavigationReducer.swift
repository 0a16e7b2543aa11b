import AppState

/// Selects tabs and routes navigation to the selected tab's stack. A refused request changes
/// nothing and says why.
package enum TabNavigationReducer {
    package static func reduce<Tab, Screen>(
        _ state: inout TabNavigation<Tab, Screen>, _ action: TabNavigationAction<Tab, Screen>
    ) -> NavigationRefusal? {
        switch action {
        case .tabSelected(let tab):
            // `tabs` directly rather than `stack(of:)`, which is generic across modules and so
            // not specialized here: that look-up cost thousands of instructions per tap.
            guard state.tabs.contains(where: { $0.tab == tab }) else { return .tabNotShown }
            if tab == state.selected {
                state.updateStack(of: tab) { $0.screens = [] }
            } else {
                state.selected = tab
            }
            return nil
        case .navigation(let navigation):
            var refusal: NavigationRefusal?
            state.updateStack(of: state.selected) { refusal = NavigationStackReducer.reduce(&$0, navigation) }
            return refusal
        }
    }
}

extension TabNavigation {
    /// Changes the stack of `tab`; a tab the bar does not have is ignored. Here rather than in
    /// `AppState`: a generic method of another module is not specialized for its callers, and that
    /// cost a navigation about two thousand instructions.
    package mutating func updateStack(of tab: Tab, _ change: (inout NavigationStack<Screen>) -> Void) {
        guard let index = tabs.firstIndex(where: { $0.tab == tab }) else { return }
        change(&tabs[index].stack)
    }
}
