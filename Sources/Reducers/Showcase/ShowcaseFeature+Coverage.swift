import AppState

extension ShowcaseFeature {
    public static var coverage: FeatureCoverage<ShowcaseFeature> {
        FeatureCoverage(
            actions: ["launched", "favoritesRestoreFailed", "favoritesReadFailed", "favoritesWriteFailed", "navigation.tabSelected"]
                + SharedCoverage.navigationActions.under("navigation.navigation")
                + SharedCoverage.modalActions.under("modal") + SharedCoverage.browserActions.under("browser")
                + SharedCoverage.favoritesActions.under("favorites"),
            refusals: ["navigation.tabNotShown", "navigation.nothingToPop", "navigation.screenNotOnStack"]
                + SharedCoverage.modalRefusals.under("modal") + SharedCoverage.browserRefusals.under("browser"),
            effects: ["load", "persist"],
            results: SharedCoverage.readResults + SharedCoverage.writeResults,
            rules: showcaseRules)
    }
}
