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
