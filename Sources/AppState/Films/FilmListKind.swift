/// The two lists, one per segment of the segmented control, in the control's order.
public enum FilmListKind: String, Codable, Sendable, CaseIterable {
    /// The fifteen films with the highest user ratings.
    case userRatings
    /// The fifteen films with the highest critic ratings.
    case criticRatings
}

/// One list: its films once fetched, and where the user left it scrolled.
public struct FilmListState: Equatable, Codable, Sendable {
    /// Fetched the first time its segment shows, then kept.
    public var content: Loadable<FilmList, LoadError>
    /// The vertical content offset, in points, the front end last reported for this list; the
    /// front end restores it when the segment shows again.
    public var scrollOffset: Int

    /// A list in `content`'s phase, scrolled to `scrollOffset`.
    public init(content: Loadable<FilmList, LoadError> = .idle, scrollOffset: Int = 0) {
        self.content = content
        self.scrollOffset = scrollOffset
    }
}
