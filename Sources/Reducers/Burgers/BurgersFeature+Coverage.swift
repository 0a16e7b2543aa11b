import AppState

extension BurgersFeature {
    /// The app's actions, refusals, effects, results and seed rules, for `replay coverage`.
    public static var coverage: FeatureCoverage<BurgersFeature> {
        FeatureCoverage(
            actions: [
                "appeared", "refreshPulled", "connectivityChanged", "clockTicked", "feedLoaded", "cacheLoaded", "cacheSaved",
                "imageLoaded", "burgerTapped", "buyTapped", "orderAnswered", "alertDismissed",
            ],
            refusals: [],
            effects: ["http", "cancel", "load", "persist", "loadImage"],
            results: SharedCoverage.httpResults + SharedCoverage.imageResults + SharedCoverage.readResults + SharedCoverage.writeResults,
            rules: burgersRules)
    }
}
