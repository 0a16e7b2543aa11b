import AppState

/// Push, pop, pop to root and pop to a screen. Refused requests are recorded, never a crash.
public enum NavigationStackReducer {
    public static func reduce<Screen>(_ state: inout NavigationStack<Screen>, _ action: NavigationAction<Screen>) {
        state.lastRefusal = nil
        switch action {
        case .pushed(let screen):
            state.screens.append(screen)
        case .popped:
            if state.screens.popLast() == nil { state.lastRefusal = .nothingToPop }
        case .poppedToRoot:
            if state.screens.isEmpty { state.lastRefusal = .nothingToPop }
            state.screens = []
        case .poppedTo(let index):
            guard state.screens.indices.contains(index) else {
                state.lastRefusal = .screenNotOnStack(index: index, count: state.screens.count)
                return
            }
            state.screens.removeSubrange((index + 1)...)
        }
    }
}
