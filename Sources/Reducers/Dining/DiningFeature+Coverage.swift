import AppState

extension DiningFeature {
    /// The app's actions, refusals, effects, results and seed rules, for `replay coverage`.
    public static var coverage: FeatureCoverage<DiningFeature> {
        FeatureCoverage(
            actions: [
                "launched", "reservationRead", "tabSelected", "restaurantTapped", "backTapped", "signInTapped",
                "searchFiltersTapped", "modalDismissed", "cardTapped", "layoutWidthChanged", "imageLoaded", "imageRetryTapped",
            ] + SharedCoverage.bannerActions.under("banner"),
            refusals: [
                "navigation.nothingToPop", "noUpcomingReservation", "reservationNotOpen", "cardNotShown", "tabsCovered",
                "layoutWidthNotPositive", "imageNotFailed",
            ] + SharedCoverage.modalRefusals.under("modal") + SharedCoverage.bannerRefusals.under("banner"),
            effects: ["load", "loadImage"],
            results: SharedCoverage.readResults + SharedCoverage.imageResults,
            rules: diningRules)
    }
}
