import AppState

/// Push, pop, pop to root and pop to a screen. A refused request changes nothing and says why.
package enum NavigationStackReducer {
    package static func reduce<Screen>(_ state: inout NavigationStack<Screen>, _ action: NavigationAction<Screen>) -> NavigationRefusal? {
        switch action {
        case .pushed(let screen):
            state.screens.append(screen)
        case .popped:
            if state.screens.popLast() == nil { return .nothingToPop }
        case .poppedToRoot:
            if state.screens.isEmpty { return .nothingToPop }
            state.screens = []
        case .poppedTo(let index):
            guard state.screens.indices.contains(index) else {
                return .screenNotOnStack(index: index, count: state.screens.count)
            }
            state.screens.removeSubrange((index + 1)...)
        }
        return nil
    }
}
