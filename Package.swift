// swift-tools-version: 6.0
import PackageDescription

/// One event-sourced core for five apps.
///
/// Dependency direction: `ActionLog` ← `AppState` ← `Reducers` ← `Effects`.
/// `ActionLog` is the log's one home: its line format, named encoding, reader, writer, upcasters,
/// canonical JSON and SHA-256.
/// `AppCoreTesting` is the `TestStore` app teams test their features with, under XCTest or Swift Testing.
/// `ScreenText` draws each app's screen as text, for the terminal and for `replay`.
/// `replay` links `AppState`, `Reducers` and `ScreenText` only: every effect result is logged as
/// an action, so replaying a session never needs the network or `FoundationNetworking`.
let package = Package(
    name: "AppCore",
    platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "ActionLog", targets: ["ActionLog"]),
        .library(name: "AppState", targets: ["AppState"]),
        .library(name: "Reducers", targets: ["Reducers"]),
        .library(name: "Effects", targets: ["Effects"]),
        .library(name: "LogReplay", targets: ["LogReplay"]),
        .library(name: "AppCoreTesting", targets: ["AppCoreTesting"]),
        .executable(name: "replay", targets: ["replay"]),
        .executable(name: "appcore", targets: ["appcore"]),
    ],
    targets: [
        .target(name: "ActionLog"),
        .target(name: "AppState", dependencies: ["ActionLog"]),
        .target(name: "Reducers", dependencies: ["ActionLog", "AppState"]),
        // The tools' library: the replayer, log comparison, the shrinker, coverage, seeded randomness.
        .target(name: "LogReplay", dependencies: ["ActionLog", "AppState", "Reducers"]),
        .target(name: "Effects", dependencies: ["ActionLog", "AppState", "Reducers", "LogReplay"]),
        .target(name: "AppCoreTesting", dependencies: ["ActionLog", "AppState", "Reducers"]),
        .target(name: "ScreenText", dependencies: ["ActionLog", "AppState", "Reducers"]),
        .executableTarget(name: "replay", dependencies: ["ActionLog", "AppState", "Reducers", "LogReplay", "ScreenText"]),
        .executableTarget(name: "appcore", dependencies: ["ActionLog", "AppState", "Reducers", "Effects", "ScreenText"]),
        .executableTarget(name: "logfuzz", dependencies: ["ActionLog", "AppState", "Reducers", "LogReplay"]),
        .executableTarget(name: "benchmark", dependencies: ["ActionLog", "AppState", "Reducers", "LogReplay", "Effects"]),
        .target(name: "Probing", dependencies: ["ActionLog", "AppState", "Reducers", "LogReplay", "Effects"]),
        .executableTarget(name: "probe", dependencies: ["AppState", "Reducers", "LogReplay", "Probing"]),
        // What several test targets share: the skip that fails under CI, the re-recording rule.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "ActionLogTests", dependencies: ["ActionLog", "TestSupport"]),
        .testTarget(name: "AppStateTests", dependencies: ["ActionLog", "AppState"]),
        .testTarget(name: "ReducersTests", dependencies: ["ActionLog", "AppState", "Reducers", "LogReplay", "AppCoreTesting"]),
        .testTarget(
            name: "EffectsTests",
            dependencies: ["ActionLog", "AppState", "Reducers", "LogReplay", "Effects", "ScreenText", "appcore", "TestSupport"]),
        .testTarget(name: "ProbingTests", dependencies: ["ActionLog", "AppState", "Reducers", "LogReplay", "Effects", "Probing", "TestSupport"]),
        .testTarget(
            name: "ReplayTests",
            dependencies: ["ActionLog", "AppState", "Reducers", "LogReplay", "Effects", "ScreenText", "replay", "AppCoreTesting", "TestSupport"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
