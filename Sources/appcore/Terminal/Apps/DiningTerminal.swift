import ActionLog
import AppState
import Reducers

/// Dining mode in the terminal: three tabs, the reservation banner on every tab, dragged open or
/// closed with the arrow keys (each key is a drag sample, enter lifts the finger), and the
/// full-screen cards with their highlighted review snippets.
struct DiningTerminal: TerminalApp {
    typealias F = DiningFeature

    /// The distance, in points, the banner travels; each arrow key moves it a tenth of that.
    static let containerHeight = 100.0
    static let step = 10.0

    /// The finger's translation since the drag began, while the arrow keys drag the banner.
    var dragTranslation: Double?

    init() {}

    func launch(now: Timestamp) -> [DiningAction] { [.launched] }

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

    func draw(_ state: DiningState, into frame: inout TerminalFrame, height: Int) {
        frame.add("Dining", .bold)
        frame.addTabBar(DiningTab.allCases.map(\.rawValue), selected: DiningTab.allCases.firstIndex(of: state.tabs.selected) ?? 0)
        frame.addBlank()
        if let modal = state.modal.presented {
            frame.add(modal == .signIn ? "Sign in" : "Search filters", .inverse)
            frame.add("(the banner is hidden while this shows)")
            frame.addHelp("esc dismiss · q quit")
            return
        }
        switch state.reservation {
        case .idle, .loading: frame.add("Reading the upcoming reservation…")
        case .loaded(nil): frame.add("No upcoming reservation.")
        case .failed(let error): frame.add("The reservation could not be read: \(error)")
        case .loaded(let details?):
            if state.banner.position == .expanded, state.showsBanner {
                DiningCards.draw(details, expanded: state.expandedCard, into: &frame)
            } else {
                frame.add("\(state.tabs.selected.rawValue.capitalized) tab")
            }
        }
        if state.showsBanner, let details = state.details {
            frame.addBlank()
            frame.add([.bold("▲ "), .bold(DiningCards.title(details)), .plain("  \(state.banner.position.rawValue)")])
            frame.add("[\(ProgressBar.text(state.banner.progress, width: 30))] \(state.banner.progressTenThousandths / 100)% open")
        }
        frame.addHelp("↑↓ drag banner · enter release · t tap · 1-3 \(state.banner.position == .expanded ? "cards" : "tabs") · s sign in · q quit")
    }
}
