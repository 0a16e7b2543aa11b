import AppState

extension FilmsFeature {
    /// The rules of the Films seed (`Fixtures/seeds/004_…`), each with the steps that show it.
    static var filmsRules: [SeedRule<FilmsFeature>] {
        [
            SeedRule("films.list", "The home interface for this app should be a vertically scrollable list of films.") {
                if case .listLoaded(_, result: .success(let films)) = $0.action { !films.isEmpty } else { false }
            },
            SeedRule("films.images", "Your app should use web requests to retrieve the image data and display it.") {
                if case .imageLoaded(_, _, result: .success) = $0.action { true } else { false }
            },
            SeedRule("films.segment", "a segmented control allowing the user to switch between the user rated films and the critic rated films") {
                if case .segmentSelected = $0.action { $0.before.selectedList != $0.after.selectedList } else { false }
            },
            SeedRule("films.details", "Tapping on a cell in this list should display the “film details” interface.") {
                if case .rowTapped = $0.action { $0.before.filmShown == nil && $0.after.filmShown != nil } else { false }
            },
            SeedRule("films.heart", "Tapping on the “heart” button should “favorite” that particular film.") {
                if case .heartTapped(let id) = $0.action { $0.before.filmShown == nil && !$0.before.isFavorite(id) && $0.after.isFavorite(id) } else { false }
            },
            SeedRule("films.heart.bothLists", "If “Dark Knight” is favorited on the user rated list, it should automatically appear favorited on the critic rated list.") {
                guard case .heartTapped(let id) = $0.action, $0.after.isFavorite(id) else { return false }
                let inUser = $0.after.userRatings.content.value?.films.contains { $0.id == id } ?? false
                let inCritic = $0.after.criticRatings.content.value?.films.contains { $0.id == id } ?? false
                return inUser && inCritic
            },
            SeedRule("films.favorites.keptWhileScrolling", "if a film is favorited and a user scrolls the cell for that film off of the screen, and then scrolls it back onto the screen, the cell should appear with a filled heart") {
                if case .listScrolled = $0.action { !$0.after.favorites.ids.isEmpty && $0.after.favorites == $0.before.favorites } else { false }
            },
            SeedRule("films.favorites.clearedOnRelaunch", "If the executable is stopped via the XCode stop button and restarted, we expect the favorites to be cleared out!") {
                $0.launch != nil && $0.before.favorites.ids.isEmpty
            },
            SeedRule("films.details.heart", "Tapping on the favorite button should toggle the favorite status for this film.") {
                if case .heartTapped(let id) = $0.action { $0.before.filmShown?.id == id && $0.before.isFavorite(id) != $0.after.isFavorite(id) } else { false }
            },
            SeedRule("films.details.return", "Tapping the “Return to Film List” button should close this interface and return the user to the “home” interface.") {
                if case .returnedToList = $0.action { $0.before.filmShown != nil && $0.after.filmShown == nil } else { false }
            },
        ]
    }
}
