import LogReplay
import Reducers

/// One app's part of a coverage report: each list of its `FeatureCoverage` against what its
/// logs exercised.
struct AppCoverage {
    /// One list (action cases, refusals, effect kinds, result kinds): what is listed, how often
    /// each was exercised, and what the logs hold that the list lacks.
    struct Category {
        var title: String
        var listed: [String]
        var counts: [String: Int]

        /// The listed ones the logs exercise, in the list's order.
        var exercised: [String] { listed.filter { counts[$0] != nil } }
        var never: [String] { listed.filter { counts[$0] == nil } }
        /// Exercised but not listed: the feature's `coverage` is out of date.
        var unlisted: [String] { counts.keys.filter { !listed.contains($0) }.sorted() }
    }

    /// A seed rule, and where a log first showed it.
    struct Rule {
        var id: String
        var sentence: String
        var shown: CoverageTally.Place?
    }

    var app: String
    var tally: CoverageTally
    var categories: [Category]
    var rules: [Rule]

    init<F: Feature>(_ coverage: FeatureCoverage<F>, tally: CoverageTally) {
        app = F.name
        self.tally = tally
        categories = [
            Category(title: "actions", listed: coverage.actions, counts: tally.actions),
            Category(title: "refusals", listed: coverage.refusals, counts: tally.refusals),
            Category(title: "effects", listed: coverage.effects, counts: tally.effects),
            Category(title: "results", listed: coverage.results, counts: tally.results),
        ]
        rules = coverage.rules.map { Rule(id: $0.id, sentence: $0.sentence, shown: tally.rulesShown[$0.id]) }
    }

    /// How many listed cases, kinds and rules no log exercises, and unlisted ones found.
    var missing: Int {
        categories.reduce(0) { $0 + $1.never.count + $1.unlisted.count } + rules.filter { $0.shown == nil }.count
    }
}
