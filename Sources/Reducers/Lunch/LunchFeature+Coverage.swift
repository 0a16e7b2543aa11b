import AppState

extension LunchFeature {
    /// The app's actions, refusals, effects, results and seed rules, for `replay coverage`.
    public static var coverage: FeatureCoverage<LunchFeature> {
        FeatureCoverage(
            actions: [
                "launched", "favoritesLoaded", "favoritesPersisted", "feedLoaded", "retryTapped", "imageLoaded",
                "imageRetryTapped", "tabSelected", "restaurantTapped", "backTapped", "mapButtonTapped", "mapDismissed",
                "heartTapped", "layoutChanged",
            ] + SharedCoverage.browserActions.under("browser"),
            refusals: ["navigation.nothingToPop", "unknownRestaurant", "nothingToRetry", "imageNotFailed", "notOnScreen"]
                + ["modal.nothingToDismiss"] + SharedCoverage.browserRefusals.under("browser"),
            effects: ["http", "loadImage", "load", "persist"],
            results: SharedCoverage.httpResults + SharedCoverage.imageResults + SharedCoverage.readResults + SharedCoverage.writeResults,
            rules: lunchRules)
    }
}
