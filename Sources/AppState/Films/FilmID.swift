import ActionLog
/// What makes two films the same film: the feed's integer `id`.
///
/// Both feeds give a film that is in both lists the same `id` (Inception 5, The Dark Knight 7, and
/// the three Lord of the Rings films 12, 13 and 14), so favorites are keyed by it and a heart
/// tapped in one list shows in the other. Titles are not used: one of them carries a trailing space.
public struct FilmID: Identifier {
    /// The id as the list spells it.
    public var rawValue: Int
    /// The film whose id is `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }
}
