import ActionLog
import AppState
import Foundation
import LogReplay
import Reducers
import XCTest

/// A replay keeps the first `keptLaunches` launch lines and counts them all: a log relaunched
/// every few inputs does not hold the replay's memory in proportion to its launches.
final class LaunchCountTests: XCTestCase {
    func testALogOfManyLaunchesKeepsTheFirstAndCountsThemAll() throws {
        let files = try LogFiles()
        defer { files.remove() }
        let launches = Replayer<ShowcaseFeature>.Outcome.keptLaunches + 3
        var lines = [LogFiles.showcaseHeader]
        for seq in 1...launches {
            lines.append(LogFiles.action(seq, #"{"launched":{}}"#))
            lines.append(#"{"type":"launch","seq":\#(seq),"time":"2026-11-18T11:06:41.000Z","initial":{"name":"launch"}}"#)
        }
        let outcome = try Replayer<ShowcaseFeature>().run(LogOpening(url: files.write(lines)))
        XCTAssertEqual(outcome.launchCount, launches)
        XCTAssertEqual(outcome.launches.count, Replayer<ShowcaseFeature>.Outcome.keptLaunches)
        XCTAssertEqual(outcome.launches.first?.number, 2, "the header starts process 1")
        XCTAssertEqual(outcome.launches.last?.launch.seq, Replayer<ShowcaseFeature>.Outcome.keptLaunches)
        XCTAssertEqual(outcome.processes, launches + 1)
        XCTAssertEqual(outcome.lastSeq, launches)
    }
}
