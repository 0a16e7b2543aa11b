import ActionLog
import LogReplay
import Reducers
import XCTest

extension SessionHarness {
    /// Every step of the committed session `name`, replayed with every checkpoint verified: for
    /// checks on what one step showed (a refusal, the effects it returned).
    static func steps<F: Feature>(
        _ feature: F.Type, session name: String, file: StaticString = #filePath, line: UInt = #line
    ) throws -> [Step<F>] {
        var steps: [Step<F>] = []
        let outcome = try Replayer<F>(verify: true).run(LogOpening(url: committedSession(name))) { steps.append($0) }
        XCTAssertNil(outcome.divergence, "checkpoint diverged", file: file, line: line)
        return steps
    }
}
