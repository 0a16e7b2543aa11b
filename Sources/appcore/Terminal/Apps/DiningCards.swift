import AppState

/// The full-screen reservation cards of dining mode, review snippets highlighted.
enum DiningCards {
    /// The banner's title: the restaurant and the time.
    static func title(_ details: ReservationDetails) -> String {
        for case .summary(let summary) in details.cards {
            return "\(summary.restaurantName ?? "Your reservation") · \(summary.dateTime)\(party(summary))"
        }
        return "Your reservation"
    }

    static func draw(_ details: ReservationDetails, expanded: CardKind?, into frame: inout TerminalFrame) {
        for (number, card) in details.cards.enumerated() {
            let isExpanded = card.kind == expanded
            frame.add([.bold("\(isExpanded ? "▼" : "▶") \(CardKind.allCases.firstIndex(of: card.kind).map { $0 + 1 } ?? number + 1) "),
                       .bold(card.kind.rawValue.capitalized)])
            switch card {
            case .summary(let summary):
                frame.add("  \(summary.restaurantName ?? "") · \(summary.dateTime)\(party(summary))")
            case .address(let address):
                if !address.lines.isEmpty { frame.add("  " + address.lines.joined(separator: ", ")) }
                if isExpanded, let point = address.coordinate { frame.add("  \(point.latitude), \(point.longitude)") }
            case .dishes(let dishes):
                for dish in dishes {
                    frame.add([.plain("  "), .bold(dish.name)])
                    if isExpanded { frame.addWrapped(spans(dish.review), indent: "    ") }
                }
            }
        }
    }

    /// " · party of N", or nothing when the reservation gives no party size.
    private static func party(_ summary: SummaryCard) -> String {
        summary.partySize.map { " · party of \($0)" } ?? ""
    }

    /// The snippet's text with its highlights inverted (ranges are in UTF-16 code units).
    static func spans(_ snippet: DisplayedSnippet) -> TerminalFrame.Line {
        let units = Array(snippet.text.utf16)
        var line: TerminalFrame.Line = []
        var offset = 0
        for highlight in snippet.highlights.sorted(by: { $0.location < $1.location }) where highlight.location >= offset {
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
