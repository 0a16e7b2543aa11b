import ActionLog
import AppState
import Reducers
import ScreenText

/// Dining mode in the terminal: three tabs, the reservation banner on every tab, dragged open or
/// closed with the arrow keys (each key is a drag sample, enter lifts the finger) with the
/// reservation view showing under it as it moves, and the full-screen cards with their
/// highlighted review snippets and their pictures' load status (r retries the failed ones).
struct DiningTerminal: TerminalApp {
    typealias F = DiningFeature

    /// The distance, in points, the banner travels; each arrow key moves it a tenth of that.
    static let containerHeight = 100.0
    static let step = 10.0

    let view = DiningDrawing()

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
            return [.banner(.dragChanged(sample: sample(now, translation)))]
        case .enter:
            guard let translation = dragTranslation else { return [] }
            dragTranslation = nil
            return [.banner(.dragEnded(sample: sample(now, translation)))]
        case .escape:
            guard dragTranslation != nil else { return [] }
            dragTranslation = nil
            return [.banner(.dragCancelled)]
        case .character("t"): return [.banner(.tapped)]
        case .character("s"): return [.signInTapped]
        case .character("r"): return state.failedImages.map(DiningAction.imageRetryTapped)
        case .character(let digit) where ("1"..."3").contains(digit):
            let index = (digit.wholeNumberValue ?? 1) - 1
            if state.banner.position == .expanded, state.showsBanner {
                return [.cardTapped(card: CardKind.allCases[index])]
            }
            return [.tabSelected(tab: DiningTab.allCases[index])]
        default: return nil
        }
    }

    private func sample(_ now: Timestamp, _ translation: Double) -> BannerDragSample {
        BannerDragSample(time: now, translation: translation, containerHeight: Self.containerHeight)
    }

}

extension DiningFeature: TerminalFeature {
    typealias Terminal = DiningTerminal
}
