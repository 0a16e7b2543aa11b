import Foundation
import TestSupport
import XCTest

/// The one rule for skips: a skip on a developer's machine, a failure under CI.
final class SkipUnlessCITests: XCTestCase {
    func testASkipIsAFailureOnlyWhenCIIsSet() {
        let kept = ProcessInfo.processInfo.environment["CI"]
        defer { if let kept { setenv("CI", kept, 1) } else { unsetenv("CI") } }

        unsetenv("CI")
        XCTAssertTrue(skipUnlessCI("tmux is not installed") is XCTSkip)
        setenv("CI", "1", 1)
        let refused = skipUnlessCI("tmux is not installed")
        XCTAssertFalse(refused is XCTSkip)
        XCTAssertEqual("\(refused)", "a skip under CI is a failure: tmux is not installed")
    }
}
