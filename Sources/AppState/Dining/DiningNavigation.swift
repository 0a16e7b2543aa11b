/// The tabs of the dining app; the banner sits above them, whichever is selected.
public enum DiningTab: String, Equatable, Codable, Sendable, CaseIterable {
    case discover, search, profile
}

/// A screen pushed on a tab's stack.
public enum DiningDestination: Equatable, Codable, Sendable {
    case restaurant(id: String)
}

/// A screen presented modally over the tabs; the banner hides while one is up.
public enum DiningModal: String, Equatable, Codable, Sendable {
    case signIn, searchFilters
}
