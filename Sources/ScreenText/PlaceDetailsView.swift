import AppState

/// A place's details screen in the terminal.
enum PlaceDetailsView {
    static func draw(_ details: PlaceDetailsScreen, into frame: inout TerminalFrame) {
        details.notice.map { frame.addNotice($0) }
        details.name.map { frame.add($0, .bold) }
        for line in [details.closed, details.address, details.phone, details.website, details.rating, details.openNow] {
            line.map { frame.addWrapped($0) }
        }
        for review in details.reviews {
            frame.addBlank()
            frame.add(review.heading, .bold)
            frame.addWrapped(review.text)
        }
    }
}
