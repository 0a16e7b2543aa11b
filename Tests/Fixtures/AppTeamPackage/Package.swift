// swift-tools-version: 6.0
import PackageDescription

/// An app team's package, outside AppCore: it depends on AppCore by path, as an app's package
/// would by URL, and tests the Lunch feature with `AppCoreTesting` through public API only.
/// `AppTeamPackageTests` in AppCore's own suite builds and runs it.
let package = Package(
    name: "AppTeamPackage",
    platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .watchOS(.v9)],
    dependencies: [.package(name: "AppCore", path: "../../..")],
    targets: [
        .testTarget(
            name: "LunchFavoritesTests",
            dependencies: [
                .product(name: "AppCoreTesting", package: "AppCore"),
                .product(name: "AppState", package: "AppCore"),
                .product(name: "Reducers", package: "AppCore"),
            ],
            exclude: ["restaurants.json"]
        )
    ],
    swiftLanguageModes: [.v6]
)
