/// The one list of apps: every feature a log may name in its header, keyed by its `name`.
/// `replay`, `appcore`, `probe`, `logfuzz` and the benchmark find apps in `standard`, and what a
/// tool needs beyond the feature through a conformance in the app's own file (`DrawnFeature`,
/// `TerminalFeature`, `ProbedFeature`); a test adds a toy app with `adding(_:)`.
public struct FeatureRegistry: Sendable {
    public let all: [any Feature.Type]

    public init(_ features: [any Feature.Type]) { all = features }

    /// The apps of this package.
    public static var standard: FeatureRegistry {
        FeatureRegistry([
            ShowcaseFeature.self,
            LunchFeature.self,
            DiningFeature.self,
            PlacesFeature.self,
            BurgersFeature.self,
            FilmsFeature.self,
        ])
    }

    /// These apps and `feature`, which replaces one of the same name.
    public func adding(_ feature: any Feature.Type) -> FeatureRegistry {
        FeatureRegistry(all.filter { $0.name != feature.name } + [feature])
    }

    public func feature(named name: String) -> (any Feature.Type)? {
        all.first { $0.name == name }
    }

    public var names: [String] { all.map { $0.name }.sorted() }
}
