// swift-tools-version: 6.0
import PackageDescription

/// One event-sourced core for five apps.
///
/// Dependency direction: `AppState` ← `Reducers` ← `Effects`.
/// `replay` links `AppState` and `Reducers` only: every effect result is logged as an action,
/// so replaying a session never needs the network or `FoundationNetworking`.
let package = Package(
    name: "AppCore",
    platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "AppState", targets: ["AppState"]),
        .library(name: "Reducers", targets: ["Reducers"]),
        .library(name: "Effects", targets: ["Effects"]),
        .executable(name: "replay", targets: ["replay"]),
    ],
    targets: [
        .target(name: "AppState"),
        .target(name: "Reducers", dependencies: ["AppState"]),
        .target(name: "Effects", dependencies: ["AppState", "Reducers"]),
        .executableTarget(name: "replay", dependencies: ["AppState", "Reducers"]),
        .executableTarget(name: "benchmark", dependencies: ["AppState", "Reducers", "Effects"]),
        .testTarget(name: "AppStateTests", dependencies: ["AppState"]),
        .testTarget(name: "ReducersTests", dependencies: ["AppState", "Reducers"]),
        .testTarget(name: "EffectsTests", dependencies: ["AppState", "Reducers", "Effects"]),
        .testTarget(
            name: "ReplayTests",
            dependencies: ["AppState", "Reducers", "Effects", "replay"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
