import ActionLog
import AppState

/// Everything a feature can do that a session may show, so `replay coverage` can list what a set
/// of logs exercises and what it never does: the cases of its actions and refusals, the kinds of
/// effects its reducer returns and of results it reads, and the rules of its requirements.
///
/// Names are the log's: an action case as its key (`browser.backTapped` for a nested one), a
/// refusal as its path inside `lastRefusal` with the wrapping `refusal` fields left out
/// (`browser.nothingBack`), an effect as `Effect.coverageKind`, a result as
/// `EffectResult.coverageKind`.
public struct FeatureCoverage<F: Feature>: Sendable {
    /// The action cases, as log keys (`browser.backTapped`).
    public var actions: [String]
    /// The refusals, as paths inside `lastRefusal` (`browser.nothingBack`).
    public var refusals: [String]
    /// The kinds of effects the reducer returns, as `Effect.coverageKind` names them.
    public var effects: [String]
    /// The kinds of results the feature reads, as `EffectResult.coverageKind` names them.
    public var results: [String]
    /// The rules of the app's requirements, each with the steps that show it.
    public var rules: [SeedRule<F>]

    /// A feature's list of what a session may show.
    public init(actions: [String], refusals: [String], effects: [String], results: [String], rules: [SeedRule<F>]) {
        self.actions = actions
        self.refusals = refusals
        self.effects = effects
        self.results = results
        self.rules = rules
    }

    /// A feature that lists nothing: a test's toy feature.
    public static var none: FeatureCoverage<F> {
        FeatureCoverage(actions: [], refusals: [], effects: [], results: [], rules: [])
    }
}

/// One rule of an app's requirements (a sentence of its seed), and the steps that show it: a
/// session shows the rule when one of its steps does.
public struct SeedRule<F: Feature>: Sendable {
    /// A stable name, `lunch.heart.saves`, which `Tests/REQUIREMENTS.md` and the code name too.
    public var id: String
    /// The requirement's own words, quoted from its seed file.
    public var sentence: String
    /// Whether a step shows the rule.
    public var isShown: @Sendable (Step<F>) -> Bool

    /// The rule `id`, in its seed's words `sentence`, shown by the steps `isShown` accepts.
    public init(_ id: String, _ sentence: String, shownBy isShown: @escaping @Sendable (Step<F>) -> Bool) {
        self.id = id
        self.sentence = sentence
        self.isShown = isShown
    }
}

extension Step {
    /// Whether the input returned an effect of `kind` (`Effect.coverageKind`): a seed rule's test
    /// of what an input asked the runtime to do.
    package func returned(_ kind: String) -> Bool { effects.contains { $0.coverageKind == kind } }
}
