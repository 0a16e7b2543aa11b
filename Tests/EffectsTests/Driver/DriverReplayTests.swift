import ActionLog
import AppState
import Effects
import Foundation
import LogReplay
import Reducers
import XCTest

/// `appcore drive --replay LOG --until N`: a recorded session opened at input N goes on live,
/// and the log it goes on in verifies.
final class DriverReplayTests: XCTestCase {
    func testASessionOpenedAtAnInputGoesOnLiveInALogThatVerifies() throws {
        let folder = try SessionHarness.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("session.jsonl"), data = folder.appendingPathComponent("data").path
        let executable = try AppcoreExecutable.url()

        // The first session: the browser tab, an item pushed on it, then the favorites tab.
        let first = try DriverSession(executable, ["drive", "--app", "showcase", "--log", log.path, "--data", data])
        first.send(#"{"navigation.tabSelected":{"tab":"browser"}}"#)
        first.send(#"{"navigation.navigation.pushed":{"screen":{"item":{"id":"alpha"}}}}"#)
        first.send(#"{"navigation.tabSelected":{"tab":"favorites"}}"#)
        first.closeInput()
        XCTAssertEqual(first.waitForExit(), 0)

        // Opened after input 2 (on the browser tab, alpha pushed), it goes on in the same log.
        let resumed = try DriverSession(
            executable, ["drive", "--app", "showcase", "--replay", log.path, "--until", "2", "--log", log.path, "--data", data, "--state"])
        resumed.send(#"{"navigation.navigation.pushed":{"screen":{"item":{"id":"beta"}}}}"#)
        resumed.closeInput()
        XCTAssertEqual(resumed.waitForExit(), 0)
        XCTAssertEqual(resumed.lines.first?["seq"], .int(4), "the inputs go on from the log's last")
        XCTAssertEqual(resumed.lines.first?["state"]?["navigation"]?["selected"], .string("browser"), "it went on from input 2's state")

        let outcome = try Replayer<ShowcaseFeature>(verify: true).run(LogOpening(url: log))
        XCTAssertNil(outcome.divergence)
        XCTAssertEqual(outcome.launches.count, 1)
        guard case .state? = outcome.launches.first?.launch.initial else {
            return XCTFail("the launch spells out the state it started from, which is not the launch state")
        }
        XCTAssertEqual(outcome.state.navigation.selected, .browser)
        XCTAssertEqual(outcome.state.navigation.current.screens, [.item(id: "alpha"), .item(id: "beta")])
        XCTAssertEqual(try JSONValue(encoding: outcome.state), resumed.lines.last?["state"], "the log replays to the state the driver showed")
    }
}
