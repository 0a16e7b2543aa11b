import ActionLog

// Dining's state written as canonical JSON without `Codable` (`CanonicalEncodable`), each part
// spelled as its `Encodable` conformance spells it, members in key order.

extension DiningState: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("banner", banner)
            try output.member("expandedCard", ifPresent: expandedCard)
            try output.member("images", images)
            try output.member("lastRefusal", ifPresent: lastRefusal)
            try output.member("layoutWidth", layoutWidth)
            try output.member("modal", modal)
            try output.member("reservation", reservation)
            try output.member("tabs", tabs)
        }
    }
}

extension DiningTab: CanonicalEncodable {}
extension DiningModal: CanonicalEncodable {}
extension CardKind: CanonicalEncodable {}
extension LocalDateTime: CanonicalEncodable {}

extension DiningDestination: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        switch self {
        case .restaurant(let id):
            try output.enumCase("restaurant", "id", id)
        }
    }
}

extension DiningRefusal: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        switch self {
        case .navigation(let refusal):
            try output.enumCase("navigation", "refusal", refusal)
        case .modal(let refusal):
            try output.enumCase("modal", "refusal", refusal)
        case .banner(let refusal):
            try output.enumCase("banner", "refusal", refusal)
        case .noUpcomingReservation: try output.enumCase("noUpcomingReservation")
        case .reservationNotOpen: try output.enumCase("reservationNotOpen")
        case .cardNotShown(let card):
            try output.enumCase("cardNotShown", "card", card)
        case .tabsCovered: try output.enumCase("tabsCovered")
        case .layoutWidthNotPositive(let pixels):
            try output.enumCase("layoutWidthNotPositive") { output throws(CanonicalOutput.Unwritable) in
                try output.member("pixels", pixels)
            }
        case .imageNotFailed(let url):
            try output.enumCase("imageNotFailed", "url", url)
        }
    }
}

extension ReservationDetails: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("cards", cards)
            try output.member("confirmationNumber", ifPresent: confirmationNumber)
            try output.member("omissions", omissions)
            try output.member("reservationID", reservationID)
        }
    }
}

extension ReservationCard: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        switch self {
        case .summary(let card):
            try output.enumCase("summary", "card", card)
        case .address(let card):
            try output.enumCase("address", "card", card)
        case .dishes(let dishes):
            try output.enumCase("dishes", "dishes", dishes)
        }
    }
}

extension SummaryCard: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("dateTime", dateTime)
            try output.member("partySize", ifPresent: partySize)
            try output.member("picture", ifPresent: picture)
            try output.member("restaurantName", ifPresent: restaurantName)
        }
    }
}

extension AddressCard: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("coordinate", ifPresent: coordinate)
            try output.member("lines", lines)
        }
    }
}

extension ShownDish: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("id", id)
            try output.member("name", name)
            try output.member("photos", photos)
            try output.member("review", review)
        }
    }
}

extension Photo: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("id", id)
            try output.member("name", ifPresent: name)
            try output.member("references", references)
        }
    }
}

extension PhotoReference: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("height", height)
            try output.member("uri", uri)
            try output.member("width", width)
        }
    }
}

extension DisplayedSnippet: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("highlights", highlights)
            try output.member("text", text)
        }
    }
}

extension TextRange: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("length", length)
            try output.member("location", location)
        }
    }
}

extension Omission: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("failure", failure)
            try output.member("subject", subject)
        }
    }
}

extension Omission.Subject: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        switch self {
        case .card(let kind):
            try output.enumCase("card", "kind", kind)
        case .dish: try output.enumCase("dish")
        case .picture: try output.enumCase("picture")
        case .partySize: try output.enumCase("partySize")
        case .map: try output.enumCase("map")
        case .addressText: try output.enumCase("addressText")
        case .dishPhoto: try output.enumCase("dishPhoto")
        case .dishHighlight: try output.enumCase("dishHighlight")
        }
    }
}
