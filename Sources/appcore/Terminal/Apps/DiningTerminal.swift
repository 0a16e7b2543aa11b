import ActionLog
import AppState
import Reducers

/// Dining mode in the terminal: three tabs, the reservation banner on every tab, dragged open or
/// closed with the arrow keys (each key is a drag sample, enter lifts the finger) with the
/// reservation view showing under it as it moves, and the full-screen cards with their
/// highlighted review snippets.
struct DiningTerminal: TerminalApp {
    typealias F = DiningFeature

    /// The distance, in points, the banner travels; each arrow key moves it a tenth of that.
    static let containerHeight = 100.0
    static let step = 10.0

    /// The finger's translation since the drag began, while the arrow keys drag the banner.
    var dragTranslation: Double?

    init() {}

    func launch(now: Timestamp, options: DriveOptions) -> [DiningAction] { [.launched] }

    mutating func handle(_ key: Key, state: DiningState, now: Timestamp, height: Int) -> [DiningAction]? {
        if state.modal.isPresenting {
            return key == .escape ? [.modalDismissed] : nil
        }
        switch key {
        case .up, .down:
            let translation = (dragTranslation ?? 0) + (key == .up ? -Self.step : Self.step)
            dragTranslation = translation
            return [.banner(.dragChanged(sample(now, translation)))]
        case .enter:
            guard let translation = dragTranslation else { return [] }
            dragTranslation = nil
            return [.banner(.dragEnded(sample(now, translation)))]
        case .escape:
            guard dragTranslation != nil else { return [] }
            dragTranslation = nil
            return [.banner(.dragCancelled)]
        case .character("t"): return [.banner(.tapped)]
        case .character("s"): return [.signInTapped]
        case .character(let digit) where ("1"..."3").contains(digit):
            let index = (digit.wholeNumberValue ?? 1) - 1
            if state.banner.position == .expanded, state.showsBanner {
                return [.cardTapped(CardKind.allCases[index])]
            }
            return [.tabSelected(DiningTab.allCases[index])]
        default: return nil
        }
    }

    private func sample(_ now: Timestamp, _ translation: Double) -> BannerDragSample {
        BannerDragSample(time: now, translation: translation, containerHeight: Self.containerHeight)
    }

    /// The reservation view slides up under the banner as it is dragged: the part of it that
    /// shows is `visibleFraction` of the lines below the banner (at least its first line once the
    /// banner moves), and all of it when open.
    func draw(_ screen: DiningScreen, into frame: inout TerminalFrame, height: Int) {
        frame.add("Dining", .bold)
        frame.addTabBar(screen.tabBar.tabs, selected: screen.tabBar.selectedIndex)
        frame.addBlank()
        if let modal = screen.modal {
            frame.add(modal, .inverse)
            frame.add("(the banner is hidden while this shows)")
            frame.addHelp("esc dismiss · q quit")
            return
        }
        let isOpen = screen.reservation.map { $0.visibleFraction >= 1 } ?? false
        if !isOpen {
            frame.add("\(screen.tabTitle) tab")
            screen.notice.map { frame.addNotice($0) }
        }
        if let banner = screen.banner {
            if !isOpen { frame.addBlank() }
            let subtitle = banner.subtitle.isEmpty ? "" : " · \(banner.subtitle)"
            frame.add([.bold("▲ \(banner.title)\(subtitle)"), .plain("  \(banner.isDragging ? "dragging" : banner.position.rawValue)")])
            frame.add("[\(ProgressBar.text(banner.progress, width: 30))] \(Sentences.percent(banner.progress)) open")
        }
        if let reservation = screen.reservation {
            var view = TerminalFrame(width: frame.width)
            ReservationView.draw(reservation, into: &view)
            let shown = isOpen ? view.lines.count : Int((reservation.visibleFraction * Double(frame.linesLeft(in: height))).rounded(.up))
            view.lines.prefix(shown).forEach { frame.add($0) }
        }
        frame.addHelp("↑↓ drag banner · enter release · t tap · 1-3 \(isOpen ? "cards" : "tabs") · s sign in · q quit")
    }
}
