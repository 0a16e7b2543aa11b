import Foundation

/// What Dining mode shows, computed from its state: the tab bar, the banner above it at its
/// progress, the reservation's cards while the banner is dragged or open, and a modal screen over
/// everything (which hides the banner).
public struct DiningScreen: Equatable, Codable, Sendable {
    /// The tabs.
    public var tabBar: ScreenTabBar
    /// The title of the selected tab's content.
    public var tabTitle: String
    /// Reading the reservation, or why it could not be read.
    public var notice: ScreenNotice?
    /// The reservation's banner, when shown.
    public var banner: DiningBannerScreen?
    /// The full-screen reservation view, visible in part while the banner is dragged.
    public var reservation: ReservationScreen?
    /// The modal screen presented over the tabs, by title.
    public var modal: String?

    /// The screen that `state` shows.
    public init(_ state: DiningState) {
        tabBar = ScreenTabBar(tabs: DiningTab.allCases.map(\.rawValue), selected: state.tabs.selected.rawValue)
        tabTitle = state.tabs.selected.rawValue.prefix(1).uppercased() + state.tabs.selected.rawValue.dropFirst()
        modal = state.modal.presented.map { $0 == .signIn ? "Sign in" : "Search filters" }
        switch state.reservation {
        case .idle, .loading: notice = ScreenNotice("Reading your upcoming reservation…")
        case .failed(.storage(let error)):
            notice = ScreenNotice(Sentences.storage(error, what: "your upcoming reservation", writing: false))
        case .failed(.corrupt): notice = ScreenNotice("Your upcoming reservation could not be read.")
        case .loaded: break
        }
        guard state.showsBanner, let details = state.details else { return }
        banner = DiningBannerScreen(details, state.banner)
        if state.banner.progressTenThousandths > 0 {
            reservation = ReservationScreen(details, state)
        }
    }
}

/// The banner above the tab bar: the restaurant and time, and how far it is pulled open.
public struct DiningBannerScreen: Equatable, Codable, Sendable {
    /// The banner's title.
    public var title: String
    /// The banner's second line.
    public var subtitle: String
    /// Where the banner rests.
    public var position: Banner.Position
    /// 0 collapsed, 1 open full screen.
    public var progress: Double
    /// Whether a drag is in progress.
    public var isDragging: Bool

    init(_ details: ReservationDetails, _ banner: Banner) {
        let summary: SummaryCard? = if case .summary(let summary)? = details.card(.summary) { summary } else { nil }
        title = summary?.restaurantName ?? "Your reservation"
        subtitle = summary.map(ReservationScreen.when) ?? ""
        position = banner.position
        progress = banner.progress
        isDragging = banner.drag != nil
    }
}

/// The upcoming reservation view: its cards in order, the one opened full screen, and how much
/// of the view shows (1 when open; the drag's progress while the banner is dragged).
public struct ReservationScreen: Equatable, Codable, Sendable {
    /// How much of the reservation shows, from 0 to 1.
    public var visibleFraction: Double
    /// The cards, in order.
    public var cards: [CardScreen]
    /// The expanded card, if any.
    public var expandedCard: CardKind?

    init(_ details: ReservationDetails, _ state: DiningState) {
        visibleFraction = state.banner.progress
        cards = details.cards.map { CardScreen($0, isExpanded: $0.kind == state.expandedCard, state) }
        expandedCard = state.expandedCard
    }

    /// The picture at `url`, in the size the layout width picked, as far as its load got.
    static func image(_ url: AddressText?, _ state: DiningState) -> ScreenImage {
        ScreenImage(url: url, load: url.flatMap { state.images.status(of: $0) })
    }

    /// "28 Dec 2016 at 18:00 · party of 2".
    static func when(_ summary: SummaryCard) -> String {
        let time = summary.dateTime
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let month = months.indices.contains(time.month - 1) ? months[time.month - 1] : "\(time.month)"
        let clock = "\(time.hour < 10 ? "0" : "")\(time.hour):\(time.minute < 10 ? "0" : "")\(time.minute)"
        let party = summary.partySize.map { " · party of \($0)" } ?? ""
        return "\(time.day) \(month) \(time.year) at \(clock)\(party)"
    }
}

/// One card: its title and lines, the address's pin, the restaurant's picture, or the dishes.
public struct CardScreen: Equatable, Codable, Sendable {
    /// Which card this is.
    public var kind: CardKind
    /// The card's title.
    public var title: String
    /// The card's lines of text.
    public var lines: [String]
    /// The card's map pin, if any.
    public var pin: ScreenPin?
    /// The restaurant's picture, in the size that fits the layout width: failed, it offers Retry
    /// (`imageRetryTapped`).
    public var picture: ScreenImage?
    /// The card's dishes, in order.
    public var dishes: [DishScreen]
    /// Whether the card is expanded.
    public var isExpanded: Bool

    init(_ card: ReservationCard, isExpanded: Bool, _ state: DiningState) {
        kind = card.kind
        self.isExpanded = isExpanded
        lines = []
        dishes = []
        switch card {
        case .summary(let summary):
            title = summary.restaurantName ?? "Your reservation"
            lines = [ReservationScreen.when(summary)]
            if summary.picture != nil {
                picture = ReservationScreen.image(summary.pictureURL(fittingWidth: state.layoutWidth), state)
            }
        case .address(let address):
            title = "Address"
            lines = address.lines
            pin = address.coordinate.map { ScreenPin(address.lines.first ?? "", at: $0) }
        case .dishes(let shown):
            title = "Best dishes"
            dishes = shown.map { DishScreen($0, state) }
        }
    }
}

/// A dish of the best-dishes card: its photo, its name and its review snippet, with the
/// highlighted ranges in UTF-16 code units of `snippet`.
public struct DishScreen: Equatable, Codable, Sendable {
    /// The dish's name.
    public var name: String
    /// The dish's first photo, in the size that fits the layout width: failed, it offers Retry.
    public var photo: ScreenImage
    /// The dish's snippet as shown.
    public var snippet: String
    /// The highlighted ranges of `snippet`.
    public var highlights: [TextRange]

    init(_ dish: ShownDish, _ state: DiningState) {
        name = dish.name
        photo = ReservationScreen.image(dish.photoURL(fittingWidth: state.layoutWidth), state)
        snippet = dish.review.text
        highlights = dish.review.highlights
    }
}
