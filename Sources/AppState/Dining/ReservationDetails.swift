/// What the reservation's full-screen view shows: the cards with content, and, in order, every
/// part of the reservation that was left out with the reason why.
///
/// Card rules (the seed: a "mix and match" screen "where some of the content might not be
/// available", so a card shows what it has and each part left out is an omission):
/// - Card 1 (summary) is always shown: the time, the party size when it is at least 1, the name
///   and picture when the restaurant has usable ones.
/// - Card 2 (address) shows the address lines and a map at a latitude in −90…90 and a longitude
///   in −180…180; either alone when the other is missing; it is left out when both are.
/// - Card 3 (dishes) shows the first `maximumDishes` valid dishes, and is left out when there is
///   none. A dish is valid when it decoded, has at least one photo with a size (photos without
///   one are left out), and its snippet lays out (see `DisplayedSnippet.layout(_:at:)`).
public struct ReservationDetails: Equatable, Codable, Sendable {
    /// The most dishes the dishes card shows.
    public static let maximumDishes = 3

    /// The reservation's id.
    public var reservationID: ReservationID
    /// The confirmation number, when given.
    public var confirmationNumber: String?
    /// The cards, in order.
    public var cards: [ReservationCard]
    /// What is not shown, and why.
    public var omissions: [Omission]

    /// Details with these fields.
    public init(
        reservationID: ReservationID, confirmationNumber: String?, cards: [ReservationCard], omissions: [Omission]
    ) {
        self.reservationID = reservationID
        self.confirmationNumber = confirmationNumber
        self.cards = cards
        self.omissions = omissions
    }

    /// Applies the card rules to `reservation`.
    public init(_ reservation: Reservation) {
        reservationID = reservation.id
        confirmationNumber = reservation.confirmationNumber
        cards = []
        omissions = []
        let restaurant = restaurantOrOmission(reservation.restaurant)
        // Seed rule dining.card.summary.
        addSummary(reservation, restaurant: restaurant.value)
        switch restaurant {
        case .valid(let restaurant):
            // Seed rule dining.card.address.
            addAddress(of: restaurant)
            addDishes(of: restaurant)
        case .invalid(let failure):
            omissions.append(Omission(.card(kind: .address), failure))
            omissions.append(Omission(.card(kind: .dishes), failure))
        }
    }

    /// The card of `kind`, when it is shown.
    public func card(_ kind: CardKind) -> ReservationCard? {
        cards.first { $0.kind == kind }
    }

    private func restaurantOrOmission(_ restaurant: Lenient<ReservationRestaurant>?) -> Lenient<ReservationRestaurant> {
        restaurant ?? .invalid(DecodeFailure(path: "restaurant", reason: "missing"))
    }

    private mutating func addSummary(_ reservation: Reservation, restaurant: ReservationRestaurant?) {
        var partySize: Int? = reservation.partySize
        if reservation.partySize < 1 {
            partySize = nil
            omissions.append(Omission(.partySize, path: "partySize", reason: "\(reservation.partySize) is not a party size"))
        }
        var picture: Photo?
        if let restaurant { picture = self.picture(of: restaurant) }
        cards.append(.summary(card: SummaryCard(
            restaurantName: restaurant?.name, dateTime: reservation.dateTime, partySize: partySize, picture: picture)))
    }

    private mutating func picture(of restaurant: ReservationRestaurant) -> Photo? {
        switch restaurant.profilePhoto {
        case nil: return nil
        case .invalid(let failure)?:
            omissions.append(Omission(.picture, failure))
            return nil
        case .valid(let photo)?:
            guard !photo.references.isEmpty else {
                omissions.append(Omission(.picture, path: "restaurant.profilePhoto.references", reason: "no sizes"))
                return nil
            }
            return photo
        }
    }

    private mutating func addAddress(of restaurant: ReservationRestaurant) {
        let locality = [restaurant.city, [restaurant.state, restaurant.postalCode].joinedNonEmpty(" ")]
            .joinedNonEmpty(", ")
        let lines = [restaurant.street, locality, restaurant.country].nonEmptyStrings
        let noText = DecodeFailure(path: "restaurant.street", reason: "no address")
        switch (Self.coordinate(of: restaurant), lines.isEmpty) {
        case (.failure(let noMap), true):
            omissions.append(Omission(.card(kind: .address), noText))
            omissions.append(Omission(.card(kind: .address), noMap))
        case (.failure(let noMap), false):
            omissions.append(Omission(.map, noMap))
            cards.append(.address(card: AddressCard(lines: lines, coordinate: nil)))
        case (.success(let coordinate), let noLines):
            if noLines { omissions.append(Omission(.addressText, noText)) }
            cards.append(.address(card: AddressCard(lines: lines, coordinate: coordinate)))
        }
    }

    /// Where the map of card 2 points, or why there is no map.
    private static func coordinate(of restaurant: ReservationRestaurant) -> Result<Coordinate, DecodeFailure> {
        func failure(_ path: String, _ reason: String) -> Result<Coordinate, DecodeFailure> {
            .failure(DecodeFailure(path: "restaurant.\(path)", reason: reason))
        }
        guard let latitude = restaurant.latitude else { return failure("latitude", "missing") }
        guard (-90...90).contains(latitude) else { return failure("latitude", "\(latitude) is outside -90...90") }
        guard let longitude = restaurant.longitude else { return failure("longitude", "missing") }
        guard (-180...180).contains(longitude) else {
            return failure("longitude", "\(longitude) is outside -180...180")
        }
        return .success(Coordinate(latitude: latitude, longitude: longitude))
    }

    private mutating func addDishes(of restaurant: ReservationRestaurant) {
        let entries: [Lenient<Dish>]
        switch restaurant.dishes {
        case nil:
            omissions.append(Omission(.card(kind: .dishes), path: "restaurant.dishes", reason: "missing"))
            return
        case .invalid(let failure)?:
            omissions.append(Omission(.card(kind: .dishes), failure))
            return
        case .valid(let list)?:
            entries = list
        }
        var shown: [ShownDish] = []
        for (index, entry) in entries.enumerated() {
            let path = "restaurant.dishes[\(index)]"
            let outcome: Result<(dish: ShownDish, leftOut: [Omission]), DecodeFailure> =
                switch entry {
                case .valid(let dish): Self.show(dish, at: path)
                case .invalid(let failure): .failure(failure)
                }
            switch outcome {
            case .failure(let failure):
                omissions.append(Omission(.dish, failure))
            // Seed rule dining.dishes.firstThree.
            case .success where shown.count == Self.maximumDishes:
                omissions.append(Omission(
                    .dish, path: path, reason: "only the first \(Self.maximumDishes) dishes are shown"))
            case .success(let (dish, leftOut)):
                omissions += leftOut
                shown.append(dish)
            }
        }
        // Seed rule dining.dishes.none.
        if shown.isEmpty {
            omissions.append(Omission(.card(kind: .dishes), path: "restaurant.dishes", reason: "no dish to show"))
        } else {
            cards.append(.dishes(dishes: shown))
        }
    }

    /// The dish as its card shows it, with the omissions of its photos that have no size (left out
    /// of a dish that has another photo), or why it cannot be shown.
    private static func show(_ dish: Dish, at path: String) -> Result<(dish: ShownDish, leftOut: [Omission]), DecodeFailure> {
        guard !dish.photos.isEmpty else {
            return .failure(DecodeFailure(path: "\(path).photos", reason: "no photos"))
        }
        let unsized = dish.photos.indices.filter { dish.photos[$0].references.isEmpty }
        guard unsized.count < dish.photos.count else {
            return .failure(DecodeFailure(path: "\(path).photos", reason: "no photo has a size"))
        }
        let leftOut = unsized.map { Omission(.dishPhoto, path: "\(path).photos[\($0)].references", reason: "no sizes") }
        // Seed rule dining.dishes.highlighted.
        return DisplayedSnippet.layout(dish.snippet, at: "\(path).snippet").map { layout in
            let shown = ShownDish(id: dish.id, name: dish.name, photos: dish.photos.filter { !$0.references.isEmpty }, review: layout.snippet)
            return (shown, leftOut + layout.leftOut.map { Omission(.dishHighlight, $0) })
        }
    }
}

extension Array where Element == String? {
    /// The strings that are there and not empty.
    fileprivate var nonEmptyStrings: [String] { compactMap { $0 }.filter { !$0.isEmpty } }

    /// The non-empty strings joined with `separator`, or `nil` when there are none.
    fileprivate func joinedNonEmpty(_ separator: String) -> String? {
        nonEmptyStrings.isEmpty ? nil : nonEmptyStrings.joined(separator: separator)
    }
}
