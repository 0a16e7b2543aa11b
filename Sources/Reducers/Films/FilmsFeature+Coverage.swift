import AppState

extension FilmsFeature {
    /// The app's actions, refusals, effects, results and seed rules, for `replay coverage`.
    public static var coverage: FeatureCoverage<FilmsFeature> {
        FeatureCoverage(
            actions: [
                "appeared", "segmentSelected", "retryTapped", "listLoaded", "listScrolled", "imageLoaded", "heartTapped",
                "rowTapped", "returnedToList",
            ],
            refusals: ["navigation.nothingToPop", "notOnScreen", "nothingToRetry"],
            effects: ["http", "readBundledFile", "loadImage"],
            results: SharedCoverage.httpResults + SharedCoverage.imageResults + ["bundledFileRead.read", "bundledFileRead.failure"],
            rules: filmsRules)
    }
}
