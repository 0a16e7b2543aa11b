import Foundation

/// What happened in the dining app: past-tense facts from the front end and the runtime.
public enum DiningAction: Equatable, Sendable {
    /// The app launched: the upcoming reservation is read from the device.
    case launched
    /// The stored reservation, decoded leniently (`nil`: none is stored). Held out of line, so
    /// that every other action is not as large as a reservation (each is copied a few times an
    /// input).
    indirect case reservationRead(result: Result<Reservation?, ReservationReadError>)
    /// A tab was tapped (the selected one again: back to its root).
    case tabSelected(tab: DiningTab)
    /// A restaurant was tapped on the selected tab: its screen is pushed there.
    case restaurantTapped(id: DiningRestaurantID)
    /// Back was tapped on a pushed screen.
    case backTapped
    /// Sign in was tapped: its screen is presented over the tabs.
    case signInTapped
    /// The search filters were tapped: their screen is presented over the tabs.
    case searchFiltersTapped
    /// The screen presented over the tabs was closed.
    case modalDismissed
    /// A gesture on the banner, passed to it whole: the banner is a component with its own gestures.
    case banner(BannerAction)
    /// A card of the open reservation view was tapped: it opens full screen, or closes when open.
    case cardTapped(card: CardKind)
    /// The front end laid the reservation's cards out at a new width, in pixels (points times the
    /// screen's scale): the pictures are fetched in the size that fits it (see
    /// `ReservationDetails.imageURLs(fittingWidth:)`).
    case layoutWidthChanged(pixels: Int)
    /// The restaurant's picture or a dish's photo finished loading, or failed.
    case imageLoaded(url: AddressText, result: Result<ImageInfo, ImageError>)
    /// Retry was tapped on a failed picture or photo.
    case imageRetryTapped(url: AddressText)
}
