import Foundation
import XCTest

extension XCTestCase {
    /// Polls `condition` every 20 ms until it holds, failing the test with `message` if it still
    /// does not after `seconds`. Sleeps with `Task.sleep`, so no thread is held while waiting: the
    /// one to use in async tests. It runs on the caller's actor (the main actor, for a main-actor
    /// test), so the condition may read main-actor state.
    func waitUntil(
        _ message: @autoclosure () -> String = "the condition never held", within seconds: Double = 5,
        file: StaticString = #filePath, line: UInt = #line, isolation: isolated (any Actor)? = #isolation,
        _ condition: () async throws -> Bool
    ) async throws {
        let deadline = ContinuousClock.now + .seconds(seconds)
        while ContinuousClock.now < deadline {
            if try await condition() { return }
            try await Task.sleep(for: .milliseconds(20))
        }
        if try await !condition() { XCTFail("\(message()) (waited \(seconds) s)", file: file, line: line) }
    }
}
