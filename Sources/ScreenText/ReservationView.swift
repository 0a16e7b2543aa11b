import AppState

/// The upcoming reservation view of dining mode: its cards in order, or the one opened full
/// screen, review snippets highlighted, each picture's load status (a failed one with why, and
/// the key that retries the failed ones).
enum ReservationView {
    /// The key that retries every failed picture of the view.
    static let retryKey = "r"

    static func draw(_ reservation: ReservationScreen, into frame: inout TerminalFrame) {
        let cards = reservation.cards.filter { reservation.expandedCard == nil || $0.isExpanded }
        for card in cards {
            let number = (CardKind.allCases.firstIndex(of: card.kind) ?? 0) + 1
            frame.add([.bold("\(card.isExpanded ? "▼" : "▶") \(number) \(card.title)")])
            // The address on one line, as a card's subtitle.
            let lines = card.kind == .address && !card.lines.isEmpty ? [card.lines.joined(separator: ", ")] : card.lines
            lines.forEach { frame.addWrapped([.plain($0)], indent: "  ") }
            card.picture.map { frame.addImage($0, named: "Picture", indent: "  ", retryKey: retryKey) }
            if card.isExpanded {
                card.pin.map { frame.add("  Map pin: \($0.degrees)  \($0.title)") }
            }
            for dish in card.dishes {
                frame.add([.plain("  "), .bold(dish.name), .plain("  \(dish.photo.label)")])
                if dish.photo.status == .failed {
                    frame.addImage(dish.photo, named: "Photo", indent: "    ", retryKey: retryKey)
                }
                frame.addWrapped(spans(dish), indent: "    ")
            }
        }
    }

    /// The snippet's text with its highlights inverted (ranges are in UTF-16 code units).
    static func spans(_ dish: DishScreen) -> TerminalFrame.Line {
        let units = Array(dish.snippet.utf16)
        var line: TerminalFrame.Line = []
        var offset = 0
        for highlight in dish.highlights.sorted(by: { $0.location < $1.location }) where highlight.location >= offset {
            let end = min(units.count, highlight.location + highlight.length)
            guard highlight.location <= end else { continue }
            line.append(.plain(text(units[offset..<highlight.location])))
            line.append(TerminalFrame.Span(text: text(units[highlight.location..<end]), style: .inverse))
            offset = end
        }
        line.append(.plain(text(units[offset...])))
        return line
    }

    private static func text(_ units: ArraySlice<UTF16.CodeUnit>) -> String {
        String(decoding: units, as: UTF16.self)
    }
}
