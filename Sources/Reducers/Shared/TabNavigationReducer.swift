import AppState

/// Selects tabs and routes navigation to the selected tab's stack.
public enum TabNavigationReducer {
    public static func reduce<Tab, Screen>(
        _ state: inout TabNavigation<Tab, Screen>, _ action: TabNavigationAction<Tab, Screen>
    ) {
        state.lastRefusedTab = nil
        switch action {
        case .tabSelected(let tab):
            guard state.stack(of: tab) != nil else {
                state.lastRefusedTab = tab
                return
            }
            if tab == state.selected {
                state.updateStack(of: tab) { $0.screens = []; $0.lastRefusal = nil }
            } else {
                state.selected = tab
            }
        case .navigation(let navigation):
            state.updateStack(of: state.selected) { NavigationStackReducer.reduce(&$0, navigation) }
        }
    }
}
