import Foundation
import Reducers

/// A feature random sessions probe, with its model: the conformance sits in the app's own model
/// file, so the one list of apps (`FeatureRegistry`) is all `probe` needs.
package protocol ProbedFeature: Feature {
    associatedtype Probe: ProbeModel where Probe.F == Self
}

/// Every app's model, by the name its logs carry.
package enum ProbeApps {
    /// The apps of `FeatureRegistry` that have a model.
    package static var names: [String] { FeatureRegistry.standard.all.compactMap { ($0 as? any ProbedFeature.Type)?.name } }

    /// Runs the campaign of `app` (`"all"`: of every app).
    package static func run(_ app: String, sessions: Int, steps: Int, firstSeed: UInt64, logs: URL?) -> [ProbeCampaign.Report] {
        (app == "all" ? names : [app]).compactMap { name in
            guard let feature = FeatureRegistry.standard.feature(named: name) as? any ProbedFeature.Type else { return nil }
            return run(feature, sessions: sessions, steps: steps, firstSeed: firstSeed, logs: logs)
        }
    }

    private static func run<F: ProbedFeature>(
        _ feature: F.Type, sessions: Int, steps: Int, firstSeed: UInt64, logs: URL?
    ) -> ProbeCampaign.Report {
        ProbeCampaign.run(F.Probe.self, sessions: sessions, steps: steps, firstSeed: firstSeed, logs: logs)
    }
}
