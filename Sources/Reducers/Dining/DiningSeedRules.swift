import AppState

extension DiningFeature {
    /// The rules of the Dining seed (`Fixtures/seeds/001_…`), each with the steps that show it.
    static var diningRules: [SeedRule<DiningFeature>] {
        [
            SeedRule("dining.banner.shown", "a banner should be displayed above the tab bar") {
                if case .reservationRead = $0.action { screen(of: $0.after).banner != nil } else { false }
            },
            SeedRule("dining.banner.tap", "tapping the banner expands the upcoming reservation view controller full screen") {
                if case .banner(.tapped) = $0.action { $0.before.banner.position == .collapsed && $0.after.banner.position == .expanded } else { false }
            },
            SeedRule("dining.banner.drag", "the banner can also be dragged interactively, and the upcoming reservation is visible while the banner is dragged") {
                guard case .banner(.dragChanged) = $0.action, let reservation = screen(of: $0.after).reservation else { return false }
                return reservation.visibleFraction > 0 && reservation.visibleFraction < 1
            },
            SeedRule("dining.banner.everyTab", "whichever tab is selected, the banner should be visible") {
                if case .tabSelected = $0.action { $0.before.tabs.selected != $0.after.tabs.selected && screen(of: $0.after).banner != nil } else { false }
            },
            SeedRule("dining.banner.hiddenUnderModal", "If a controller gets presented modally, the banner should NOT be visible") {
                $0.after.modal.isPresenting && $0.before.showsBanner && screen(of: $0.after).banner == nil
            },
            SeedRule("dining.card.summary", "First card lists the restaurant name, the reservation time, the party size, and includes a picture of the restaurant") {
                guard case .reservationRead = $0.action else { return false }
                return $0.after.details?.cards.contains {
                    if case .summary(let card) = $0 { card.restaurantName != nil && card.partySize != nil && card.picture != nil } else { false }
                } ?? false
            },
            SeedRule("dining.card.address", "Second card lists the restaurant address, along with a map of the restaurant's address") {
                guard case .reservationRead = $0.action else { return false }
                return $0.after.details?.cards.contains {
                    if case .address(let card) = $0 { !card.lines.isEmpty && card.coordinate != nil } else { false }
                } ?? false
            },
            SeedRule("dining.dishes.highlighted", "for each displayed snippet, we want to display: the photo, the dish name and the snippet along with its highlight") {
                guard case .reservationRead = $0.action else { return false }
                return $0.after.details?.cards.contains {
                    if case .dishes(let dishes) = $0 { dishes.contains { !$0.review.highlights.isEmpty && !$0.photos.isEmpty } } else { false }
                } ?? false
            },
            SeedRule("dining.dishes.none", "if the restaurant has no dishes, the card should not be shown") {
                guard case .reservationRead = $0.action, let details = $0.after.details else { return false }
                return !details.cards.contains { $0.kind == .dishes } && details.omissions.contains { $0.subject == .card(kind: .dishes) }
            },
            SeedRule("dining.dishes.firstThree", "if the restaurant has more than 3 dishes, only the first 3 should be shown") {
                guard case .reservationRead = $0.action, let details = $0.after.details else { return false }
                let shown = details.cards.contains { if case .dishes(let dishes) = $0 { dishes.count == 3 } else { false } }
                return shown && details.omissions.contains { $0.subject == .dish && $0.failure.reason.hasPrefix("only the first") }
            },
            SeedRule("dining.card.expands", "tapping anywhere in the card expands the card full screen") {
                if case .cardTapped(let kind) = $0.action { $0.after.expandedCard == kind } else { false }
            },
        ]
    }
}
