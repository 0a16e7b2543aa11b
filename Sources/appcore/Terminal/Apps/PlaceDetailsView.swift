import AppState

/// A place's details screen in the terminal.
enum PlaceDetailsView {
    static func draw(_ entry: PlaceDetailsEntry?, into frame: inout TerminalFrame) {
        switch entry?.phase {
        case nil, .idle?, .loading?: frame.add("Loading the details…")
        case .failed(let error)?: frame.add("The details could not be loaded: \(error)")
        case .loaded(let details)?:
            frame.add(details.name ?? "(no name)", .bold)
            switch details.businessStatus {
            case .closedPermanently?: frame.add("Closed permanently")
            case .closedTemporarily?: frame.add("Closed temporarily")
            case .operational?, nil: break
            }
            details.address.map { frame.add($0) }
            details.phone.map { frame.add($0) }
            details.website.map { frame.add($0) }
            if let rating = details.rating {
                frame.add("Rating \(rating)\(details.ratingsCount.map { " (\($0) ratings)" } ?? "")")
            }
            details.openNow.map { frame.add($0 ? "Open now" : "Closed now") }
            for review in details.reviews.prefix(3) {
                frame.addBlank()
                frame.add("\(review.author ?? "Someone")\(review.rating.map { ", \($0)/5" } ?? "")", .bold)
                frame.addWrapped(review.text)
            }
        }
    }
}
