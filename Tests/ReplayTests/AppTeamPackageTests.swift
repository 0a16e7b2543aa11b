import Foundation
import TestSupport
import XCTest

/// `Tests/Fixtures/AppTeamPackage`: a package of its own that depends on AppCore by path and tests
/// the Lunch feature with `AppCoreTesting`, as an app team's package would. Its tests are built
/// and run with `swift test`, in a scratch folder of this test's own (a build of the four modules
/// it needs: about 40 seconds on two cores), and must pass.
final class AppTeamPackageTests: XCTestCase {
    func testTheAppTeamPackageBuildsAgainstThePublicLibrariesAndPasses() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("app-team-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let package = ReplayRun.root.appendingPathComponent("Tests/Fixtures/AppTeamPackage")
        let run = try ChildProcess(
            URL(fileURLWithPath: "/usr/bin/env"), ["swift", "test", "--package-path", package.path, "--scratch-path", scratch.path],
            includeErrors: true, timeout: 900)
        XCTAssertEqual(run.code, 0, run.out)
        XCTAssertTrue(
            run.out.contains("Test Case 'LunchFavoritesTests.testAHeartedRestaurantFromTheRealFeedIsAFavorite' passed"), run.out)
    }
}
