import Foundation

/// The dining app: tabs, a modal screen at a time, and the upcoming reservation's banner above the
/// tab bar, which opens into the reservation's cards.
public struct DiningState: Equatable, Codable, Sendable {
    /// Where the upcoming reservation's JSON is kept on the device.
    public static let reservationKey: StorageKey = "upcoming-reservation"

    /// The tabs and their stacks.
    public var tabs: TabNavigation<DiningTab, DiningDestination>
    /// The modal shown, if any.
    public var modal: ModalPresentation<DiningModal>
    /// Shown on every tab while there is an upcoming reservation and no modal screen.
    public var banner: Banner
    /// The upcoming reservation read from the device: `loaded(nil)` when none is stored (then
    /// the app simply has no banner).
    public var reservation: Loadable<ReservationDetails?, ReservationReadError>
    /// The card opened full screen inside the open reservation view.
    public var expandedCard: CardKind?
    /// The width, in pixels, the front end lays the reservation's cards out at: the pictures are
    /// fetched in the size that fits it. `defaultLayoutWidth` until the front end tells.
    public var layoutWidth: Int
    /// The restaurant's picture and the dishes' photos requested, one slot per address, in the
    /// order they were first requested.
    public var images: ImageSlots
    /// The last action refused, and why; cleared by the next action.
    public var lastRefusal: DiningRefusal?

    /// The width assumed before a front end sends its own: a card 320 points wide at a scale of 2,
    /// the narrowest iPhone screen of the exercise's day.
    public static let defaultLayoutWidth = 640

    /// The state at launch: the first tab, nothing read yet.
    public init() {
        tabs = TabNavigation(tabs: DiningTab.allCases, selected: .discover)
        modal = ModalPresentation()
        banner = Banner()
        reservation = .idle
        expandedCard = nil
        layoutWidth = Self.defaultLayoutWidth
        images = []
        lastRefusal = nil
    }

    /// The reservation's cards and left-out parts, once it is read.
    public var details: ReservationDetails? {
        reservation.value ?? nil
    }

    /// Whether a front end draws the banner (or the open reservation view) now.
    public var showsBanner: Bool { details != nil && banner.isVisible }
}

/// Why the last action was refused: the one place the app says so, cleared by the next action.
public enum DiningRefusal: Equatable, Codable, Sendable {
    case navigation(refusal: NavigationRefusal)
    case modal(refusal: ModalRefusal<DiningModal>)
    case banner(refusal: BannerRefusal)
    /// A banner gesture or a card tap with no upcoming reservation read.
    case noUpcomingReservation
    /// A card was tapped while the reservation view is not open.
    case reservationNotOpen
    case cardNotShown(card: CardKind)
    /// A tap on the tabs (or what presents a modal from them) while a modal or the open
    /// reservation covers them.
    case tabsCovered
    /// A layout width below one pixel.
    case layoutWidthNotPositive(pixels: Int)
    /// Retry was tapped on a picture that had not failed.
    case imageNotFailed(url: AddressText)
}
