import Foundation

/// Every app's model, by the name its logs carry.
public enum ProbeApps {
    public static let names = ["lunch", "dining", "places", "burgers", "films", "showcase"]

    /// Runs the campaign of `app` (`"all"`: of every app).
    public static func run(_ app: String, sessions: Int, steps: Int, firstSeed: UInt64, logs: URL?) -> [ProbeCampaign.Report] {
        let chosen = app == "all" ? names : [app]
        return chosen.compactMap { name in
            switch name {
            case "lunch": ProbeCampaign.run(LunchProbe.self, sessions: sessions, steps: steps, firstSeed: firstSeed, logs: logs)
            case "dining": ProbeCampaign.run(DiningProbe.self, sessions: sessions, steps: steps, firstSeed: firstSeed, logs: logs)
            case "places": ProbeCampaign.run(PlacesProbe.self, sessions: sessions, steps: steps, firstSeed: firstSeed, logs: logs)
            case "burgers": ProbeCampaign.run(BurgersProbe.self, sessions: sessions, steps: steps, firstSeed: firstSeed, logs: logs)
            case "films": ProbeCampaign.run(FilmsProbe.self, sessions: sessions, steps: steps, firstSeed: firstSeed, logs: logs)
            case "showcase": ProbeCampaign.run(ShowcaseProbe.self, sessions: sessions, steps: steps, firstSeed: firstSeed, logs: logs)
            default: nil
            }
        }
    }
}
