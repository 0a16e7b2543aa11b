import Foundation
import XCTest

/// What a test throws to stop when something it needs is missing (a program, root, a build
/// folder): an `XCTSkip` on a developer's machine, but a failure under CI (the environment
/// variable `CI` set, as `.ci/run` sets it), since a skipped test in CI checks nothing while the
/// run stays green. Every skip in the suite goes through here.
public func skipUnlessCI(_ reason: String) -> any Error {
    ProcessInfo.processInfo.environment["CI"] == nil ? XCTSkip(reason) : SkipUnderCI(reason: reason)
}

/// A skip refused under CI; XCTest reports it as the test's failure.
struct SkipUnderCI: Error, CustomStringConvertible {
    var reason: String
    var description: String { "a skip under CI is a failure: \(reason)" }
}
