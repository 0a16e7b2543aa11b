import ActionLog
/// The tabs of the dining app; the banner sits above them, whichever is selected.
public enum DiningTab: String, Equatable, Codable, Sendable, CaseIterable {
    case discover, search, profile
}

/// The id of a restaurant: one a tab lists, as the front end names it, or the reservation's.
public struct DiningRestaurantID: StringIdentifier, ExpressibleByStringLiteral {
    /// The restaurant's id.
    public var rawValue: String
    /// The restaurant whose id is `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
}

/// A screen pushed on a tab's stack.
public enum DiningDestination: Equatable, Codable, Sendable {
    case restaurant(id: DiningRestaurantID)
}

/// A screen presented modally over the tabs; the banner hides while one is up.
public enum DiningModal: String, Equatable, Codable, Sendable {
    case signIn, searchFilters
}
