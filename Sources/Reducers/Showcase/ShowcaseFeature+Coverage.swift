import AppState

extension ShowcaseFeature {
    /// The app's actions, refusals, effects, results and seed rules, for `replay coverage`.
    public static var coverage: FeatureCoverage<ShowcaseFeature> {
        FeatureCoverage(
            actions: ["launched", "favoritesRestoreFailed", "favoritesReadFailed", "favoritesWriteFailed", "navigation.tabSelected"]
                + SharedCoverage.navigationActions.under("navigation.navigation")
                + SharedCoverage.modalActions.under("modal") + SharedCoverage.browserActions.under("browser")
                + SharedCoverage.favoritesActions.under("favorites"),
            // No `navigation.tabNotShown`: the showcase shows every tab it has (its launch state
            // holds them all and no action removes one), so no input can select a tab not shown.
            refusals: ["navigation.nothingToPop", "navigation.screenNotOnStack"]
                + SharedCoverage.modalRefusals.under("modal") + SharedCoverage.browserRefusals.under("browser"),
            effects: ["load", "persist"],
            results: SharedCoverage.readResults + SharedCoverage.writeResults,
            rules: showcaseRules)
    }
}
