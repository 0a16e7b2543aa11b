import AppState

extension BurgersFeature {
    /// The rules of the Burgers seed (`Fixtures/seeds/003_…`), each with the steps that show it.
    static var burgersRules: [SeedRule<BurgersFeature>] {
        [
            SeedRule("burgers.list", "A list of burgers is available at http://coffeeport.herokuapp.com/burgers/") {
                if case .feedLoaded(.success) = $0.action { $0.after.lastGood?.origin == .network } else { false }
            },
            SeedRule("burgers.promoted", "a single horizontally scrollable promoted burger section displaying the burger's name, price, mouth-watering image, vegetarian indicator (a 'V' will suffice), and a button to buy") {
                if case .feedLoaded(.success) = $0.action { !screen(of: $0.after).promoted.isEmpty } else { false }
            },
            SeedRule("burgers.regular", "The non-promoted burgers should be listed one-at-a-time beneath the promoted burgers and have a small thumbnail, name, price, button, and vegetarian indicator.") {
                if case .feedLoaded(.success) = $0.action { !screen(of: $0.after).regular.isEmpty } else { false }
            },
            SeedRule("burgers.buy.post", "Buying a burger is done by POSTing some JSON to the same address.") {
                guard case .buyTapped = $0.action else { return false }
                return $0.effects.contains { if case .http(let request) = $0 { request.method == .post } else { false } }
            },
            SeedRule("burgers.cache.saved", "the app must cache the data for offline access") {
                if case .feedLoaded(.success) = $0.action { $0.returned("persist") } else { false }
            },
            SeedRule("burgers.cache.offline", "the app must cache the data for offline access (the burgers shown offline come from the disk)") {
                if case .cacheLoaded(.success(.some)) = $0.action { $0.after.lastGood?.origin == .disk } else { false }
            },
            SeedRule("burgers.offline.buyDisabled", "the buttons should be disabled if there is no connection available") {
                guard case .connectivityChanged(.offline, _) = $0.action else { return false }
                let cards = screen(of: $0.after).promoted + screen(of: $0.after).regular
                return !cards.isEmpty && cards.allSatisfy { !$0.buy.isEnabled }
            },
            SeedRule("burgers.order.congratulated", "When an order has been successfully made an alert should be congratulating the user for their excellent choice!") {
                if case .orderAnswered(_, result: .success) = $0.action, case .orderPlaced? = $0.after.alerts.last {
                    $0.after.alerts.count > $0.before.alerts.count
                } else { false }
            },
            SeedRule("burgers.notes", "If the user taps on a burger - but not the buy button - an alert should display any extra notes associated.") {
                if case .burgerTapped = $0.action, case .notes? = $0.after.alerts.last { $0.after.alerts.count > $0.before.alerts.count } else { false }
            },
        ]
    }
}
