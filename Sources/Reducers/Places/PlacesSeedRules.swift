import AppState

extension PlacesFeature {
    /// The rules of the Places seed (`Fixtures/seeds/002_…`), each with the steps that show it.
    static var placesRules: [SeedRule<PlacesFeature>] {
        [
            SeedRule("places.tabs", "The home must have a Tab Bar with 2 tabs.") {
                if case .tabSelected = $0.action { $0.before.navigation.selected != $0.after.navigation.selected } else { false }
            },
            SeedRule("places.myLocation", "showing the user's current location and a functional My Location button that centers the map on the user's location") {
                if case .myLocationTapped = $0.action { $0.after.map.centre != nil && $0.after.map.centre == $0.after.location.coordinate } else { false }
            },
            SeedRule("places.nearby", "a list … of the top 25 places that are located in a 100 meter radius around the user's current location") {
                if case .nearbyPageLoaded(_, result: .success) = $0.action { $0.after.list.rows.count > $0.before.list.rows.count } else { false }
            },
            SeedRule("places.nextPage", "use async or lazy loading to load images and places as the list scrolls down") {
                if case .rowsBecameVisible = $0.action { $0.returned("http") } else { false }
            },
            SeedRule("places.images.lazy", "use async or lazy loading to load images … as the list scrolls down") {
                if case .rowsBecameVisible = $0.action { $0.returned("loadImage") } else { false }
            },
            SeedRule("places.images.cancelled", "you are expected to use modern memory efficient techniques for loading and displaying the data on the cells (images of rows scrolled away are cancelled)") {
                if case .rowsBecameVisible = $0.action { $0.returned("cancel") } else { false }
            },
            SeedRule("places.details", "When a place on the list is tapped … make a request to the Google Places API to request the details of the tapped place") {
                guard case .rowTapped = $0.action, case .details? = $0.after.navigation.current.top else { return false }
                return $0.returned("http")
            },
            SeedRule("places.details.shown", "an UIViewController of your choice with the place's details must be presented with more information about the place") {
                if case .detailsLoaded(_, result: .success) = $0.action { true } else { false }
            },
            SeedRule("places.details.back", "If the back button is tapped while on the place's detail, the PlaceViewController must go away and the app must go back to the list.") {
                guard case .backTapped = $0.action, case .details? = $0.before.navigation.current.top else { return false }
                return $0.after.navigation.current.top == nil
            },
            SeedRule("places.details.backCancels", "If the back button is tapped while on the place's detail, the PlaceViewController must go away (its request still in flight is cancelled).") {
                if case .backTapped = $0.action { $0.returned("cancel") } else { false }
            },
            SeedRule("places.refreshMap", "You implement a \"refresh map\" mechanism to refresh the map with the places in range based on the user's location.") {
                if case .mapRefreshTapped = $0.action { $0.returned("http") } else { false }
            },
            SeedRule("places.pullToRefresh", "You implement a \"pull to refresh\" control on the list that refreshes the list based on the user's location.") {
                if case .refreshPulled = $0.action { $0.returned("http") } else { false }
            },
            SeedRule("places.refresh.cancels", "a \"pull to refresh\" control on the list that refreshes the list (a search still in flight is cancelled).") {
                switch $0.action {
                case .refreshPulled?, .mapRefreshTapped?: $0.returned("cancel")
                default: false
                }
            },
        ]
    }
}
