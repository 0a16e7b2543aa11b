import AppState

extension PlacesFeature {
    /// The app's actions, refusals, effects, results and seed rules, for `replay coverage`.
    public static var coverage: FeatureCoverage<PlacesFeature> {
        FeatureCoverage(
            actions: [
                "launched", "locationPermissionChanged", "locationUpdated", "locationUnavailable", "tabSelected", "backTapped",
                "rowTapped", "rowsBecameVisible", "refreshPulled", "myLocationTapped", "mapMoved", "mapRefreshTapped",
                "nearbyPageLoaded", "pageRetryDue", "detailsLoaded", "photoLoaded",
            ],
            refusals: ["navigation.nothingToPop", "rowNotOnScreen"],
            effects: ["http", "cancel", "loadImage", "timer"],
            results: SharedCoverage.httpResults + SharedCoverage.imageResults + ["timerFired"],
            rules: placesRules)
    }
}
