/// The screens pushed on one tab's navigation stack, root excluded: an empty stack shows the root.
public struct NavigationStack<Screen: Codable & Equatable & Sendable>: Equatable, Codable, Sendable {
    public var screens: [Screen]
    /// The last navigation request that could not be honoured, such as a pop on an empty stack.
    public var lastRefusal: NavigationRefusal?

    public init(screens: [Screen] = []) {
        self.screens = screens
        lastRefusal = nil
    }

    public var top: Screen? { screens.last }
}

/// A navigation request that was refused, kept in state so a front end or a test can see it.
public enum NavigationRefusal: Equatable, Codable, Sendable {
    case nothingToPop
    /// `poppedTo` named a screen that is not on the stack.
    case screenNotOnStack(index: Int, count: Int)
}

/// What happens to a navigation stack: past-tense facts from the front end.
public enum NavigationAction<Screen: Codable & Equatable & Sendable>: Equatable, Sendable {
    case pushed(Screen)
    case popped
    case poppedToRoot
    /// Pops until the screen at `index` (0 = first pushed) is on top.
    case poppedTo(index: Int)
}
