import Reducers

/// A feature the terminal runs, with its terminal app: the conformance sits in the app's own
/// terminal file, so the one list of apps (`FeatureRegistry`) is all `--app` needs.
protocol TerminalFeature: Feature {
    associatedtype Terminal: TerminalApp where Terminal.F == Self
}

/// The terminal apps by the name `--app` takes: those of `FeatureRegistry` that the terminal runs.
enum TerminalApps {
    static var names: [String] { FeatureRegistry.standard.all.compactMap { ($0 as? any TerminalFeature.Type)?.name } }

    /// Runs the app called `name` to its end: its exit code, or `nil` when no app has that name.
    @MainActor
    static func run(_ name: String, _ options: DriveOptions) async -> Int32? {
        guard let feature = FeatureRegistry.standard.feature(named: name) as? any TerminalFeature.Type else { return nil }
        return await run(feature, options)
    }

    @MainActor
    private static func run<F: TerminalFeature>(_ feature: F.Type, _ options: DriveOptions) async -> Int32 {
        await TerminalSession<F.Terminal>.start(options)
    }
}
