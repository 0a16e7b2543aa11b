/// The one list of apps: every feature a log may name in its header, keyed by its `name`.
/// `replay`, `appcore`, `probe`, `logfuzz` and the benchmark find apps in `standard`, and what a
/// tool needs beyond the feature through a conformance in the app's own file (`DrawnFeature`,
/// `TerminalFeature`, `ProbedFeature`); a test adds a toy app with `adding(_:)`.
public struct FeatureRegistry: Sendable {
    /// The apps, in the order they were listed.
    public let all: [any Feature.Type]

    /// The apps `features`; give each name once (`adding(_:)` replaces one of the same name).
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

    /// The app whose log headers name it `name`; `nil` when none does.
    public func feature(named name: String) -> (any Feature.Type)? {
        all.first { $0.name == name }
    }

    /// The apps' names, sorted.
    public var names: [String] { all.map { $0.name }.sorted() }
}
