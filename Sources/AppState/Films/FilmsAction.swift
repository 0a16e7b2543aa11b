import Foundation

/// What happens in the films app: facts from the front end, and results from the runtime.
public enum FilmsAction: Equatable, Sendable {
    /// The list screen showed for the first time: the selected list is fetched if it never was.
    case appeared
    /// A segment was tapped: its list shows, fetched the first time only.
    case segmentSelected(list: FilmListKind)
    /// The retry button of a list that failed to load was tapped.
    case retryTapped(list: FilmListKind)
    /// A list's response, decoded (or why it could not be).
    case listLoaded(list: FilmListKind, result: Result<[Film], LoadError>)
    /// The front end reports where a list is scrolled, as a vertical offset in points.
    case listScrolled(list: FilmListKind, offset: Int)
    /// A poster finished loading, for the film and address it was requested for.
    case imageLoaded(film: FilmID, url: AddressText, result: Result<ImageInfo, ImageError>)
    /// A heart was tapped, in a row or on the details: the film's favorite toggles everywhere.
    case heartTapped(film: FilmID)
    /// A row was tapped: its details are pushed.
    case rowTapped(film: FilmID)
    /// The user went back from the details to the list, with the "Return to Film List" button or
    /// the system's back swipe. Action schema 3 (was `returnTapped`, with no gesture, until 2).
    case returnedToList(via: ReturnGesture)
}
