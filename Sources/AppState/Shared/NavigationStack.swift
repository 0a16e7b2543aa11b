/// The screens pushed on one tab's navigation stack, root excluded: an empty stack shows the root.
public struct NavigationStack<Screen: Codable & Equatable & Sendable>: Equatable, Codable, Sendable {
    /// The screens pushed, the root's first.
    public var screens: [Screen]

    /// A stack of `screens`.
    public init(screens: [Screen] = []) {
        self.screens = screens
    }

    /// The screen on top, if any.
    public var top: Screen? { screens.last }
}

/// Why a navigation request was refused; the app keeps it in its `lastRefusal`.
public enum NavigationRefusal: Equatable, Codable, Sendable {
    /// A tab the bar does not show was selected.
    case tabNotShown
    case nothingToPop
    /// `poppedTo` named a screen that is not on the stack.
    case screenNotOnStack(index: Int, count: Int)
}

/// What happens to a navigation stack: past-tense facts from the front end.
public enum NavigationAction<Screen: Codable & Equatable & Sendable>: Equatable, Sendable {
    case pushed(screen: Screen)
    case popped
    case poppedToRoot
    /// Pops until the screen at `index` (0 = first pushed) is on top.
    case poppedTo(index: Int)
}
