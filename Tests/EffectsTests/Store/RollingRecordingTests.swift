import ActionLog
import AppState
import Effects
import Foundation
import LogReplay
import Reducers
import XCTest

/// A bounded recording in segments: each segment replays alone, only the newest are kept, a
/// relaunch goes on in the newest with a launch line, and the export is one log that verifies.
final class RollingRecordingTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws { folder = try SessionHarness.temporaryFolder() }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    /// Runs one process of Showcase on the rolling recording: it pushes an item per name.
    private func runProcess(_ items: [ShowcaseItemID], _ rolling: RollingRecording, program: String) async throws -> ShowcaseState {
        let launch = try XCTUnwrap(ShowcaseFeature.namedInitialStates["launch"])
        let store = Store<ShowcaseFeature>(
            initialState: launch, runner: ScriptedEffectRunner { _ in nil },
            recorder: try rolling.recorder(for: ShowcaseFeature.self, startingAt: launch, writer: LogWriterInfo(program: program)))
        for item in items { await store.send(.navigation(.navigation(.pushed(screen: .item(id: item))))) }
        await store.stopRecording()
        let error = await store.recordingError
        XCTAssertNil(error)
        return await store.state
    }

    func testSegmentsReplayAloneAndTheExportVerifiesAcrossARelaunch() async throws {
        // An input and its checkpoint take about 150 bytes here: a segment holds a few inputs.
        let rolling = RollingRecording(folder: folder.appendingPathComponent("recording"), segmentBytes: 400, keptSegments: 3)
        _ = try await runProcess((1...30).map { ShowcaseItemID("first-\($0)") }, rolling, program: "first")
        let last = try await runProcess(["second-1", "second-2"], rolling, program: "second")

        let segments = try rolling.segments()
        XCTAssertEqual(segments.count, 3, "only the newest segments are kept")
        var expectedFirst: Int?
        for segment in segments {
            let opening = try LogOpening(url: segment)
            if let expectedFirst { XCTAssertEqual(opening.header.seq + 1, expectedFirst, "\(segment.lastPathComponent) follows the one before") }
            let outcome = try Replayer<ShowcaseFeature>(verify: true).run(opening)
            XCTAssertNil(outcome.divergence, segment.lastPathComponent)
            XCTAssertGreaterThan(outcome.lastSeq, opening.header.seq, "\(segment.lastPathComponent) holds inputs")
            expectedFirst = outcome.lastSeq + 1
        }
        XCTAssertGreaterThan(try LogOpening(url: segments[0]).header.seq, 0, "the oldest segments were removed")

        let exported = folder.appendingPathComponent("bug-report.jsonl")
        try rolling.export(to: exported)
        let outcome = try Replayer<ShowcaseFeature>(verify: true).run(LogOpening(url: exported))
        XCTAssertNil(outcome.divergence)
        XCTAssertEqual(outcome.lastSeq, 32, "30 pushes, then 2 after the relaunch")
        XCTAssertEqual(outcome.launches.count, 1)
        XCTAssertEqual(outcome.launches.first?.launch.seq, 30)
        XCTAssertEqual(outcome.launches.first?.launch.writer?.program, "second")
        XCTAssertEqual(outcome.state, last)
        XCTAssertEqual(outcome.state.navigation.current.screens, [.item(id: "second-1"), .item(id: "second-2")], "the relaunch started from the launch state")
    }
}
