import ActionLog
import AppState
import Reducers

/// What the steps of one app's logs exercised: how many times each action case, refusal, effect
/// kind and result kind occurred (named as `FeatureCoverage` names them), and where each seed rule
/// was first shown.
public struct CoverageTally: Equatable, Sendable {
    /// Where a seed rule was shown: a log and an input's sequence number in it.
    public struct Place: Equatable, Sendable {
        /// The log's name, as the caller gave it.
        public var log: String
        /// The input that showed the rule.
        public var seq: Int
    }

    /// The logs counted.
    public private(set) var logs = 0
    /// The inputs counted, over every log.
    public private(set) var inputs = 0
    /// How many times each action case occurred.
    public private(set) var actions: [String: Int] = [:]
    /// How many times each refusal occurred.
    public private(set) var refusals: [String: Int] = [:]
    /// How many times each kind of effect was returned.
    public private(set) var effects: [String: Int] = [:]
    /// How many times each kind of result was read.
    public private(set) var results: [String: Int] = [:]
    /// The first place each rule (by id) was shown, logs taken in the order they were counted.
    public private(set) var rulesShown: [String: Place] = [:]

    /// A tally of nothing yet.
    public init() {}

    /// Counts a log about to be walked.
    public mutating func startLog() { logs += 1 }

    /// Counts what `step`, read from `log`, exercised, and the `rules` (`F.coverage.rules`, read
    /// once by the caller) it shows. Throws when its state cannot be encoded.
    public mutating func count<F: Feature>(_ step: Step<F>, in log: String, rules: [SeedRule<F>]) throws {
        inputs += 1
        if let action = step.action, let name = action.logValue.logCaseName { actions[name, default: 0] += 1 }
        if case .result(let result) = step.input { results[result.coverageKind, default: 0] += 1 }
        for effect in step.effects { effects[effect.coverageKind, default: 0] += 1 }
        if case .object(let members) = try JSONValue(encoding: step.after),
            let refusal = members.first(where: { $0.key == "lastRefusal" })?.value.refusalPath
        {
            refusals[refusal, default: 0] += 1
        }
        for rule in rules where rulesShown[rule.id] == nil && rule.isShown(step) {
            rulesShown[rule.id] = Place(log: log, seq: step.seq)
        }
    }

    /// This tally and `other`'s, `other`'s logs counted after these.
    public func adding(_ other: CoverageTally) -> CoverageTally {
        var sum = self
        sum.logs += other.logs
        sum.inputs += other.inputs
        sum.actions.merge(other.actions, uniquingKeysWith: +)
        sum.refusals.merge(other.refusals, uniquingKeysWith: +)
        sum.effects.merge(other.effects, uniquingKeysWith: +)
        sum.results.merge(other.results, uniquingKeysWith: +)
        sum.rulesShown.merge(other.rulesShown) { first, _ in first }
        return sum
    }
}
