import AppState

extension ShowcaseFeature {
    /// The rules the shared reducers carry for every app (tabs, stacks, modals, the browser,
    /// favorites), shown on their own in Showcase, each with the steps that show it.
    static var showcaseRules: [SeedRule<ShowcaseFeature>] { [] }
}
