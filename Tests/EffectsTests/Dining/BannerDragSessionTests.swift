import ActionLog
import AppState
import Effects
import LogReplay
import Reducers
import XCTest

/// `Sessions/banner-drag.jsonl`: flings, slow drags either side of one half, and taps.
final class BannerDragSessionTests: XCTestCase {
    func testReplayEndsCollapsedAfterTheTaps() throws {
        let outcome = try SessionHarness.replay(DiningFeature.self, session: "banner-drag")
        let banner = outcome.state.banner
        XCTAssertEqual(outcome.lastSeq, 21)
        XCTAssertEqual(banner.position, .collapsed)
        XCTAssertEqual(banner.progressTenThousandths, 0)
        XCTAssertNil(banner.drag)
        XCTAssertFalse(banner.isHiddenByModal)
        XCTAssertNil(outcome.state.lastRefusal)
        XCTAssertEqual(
            banner.lastRelease,
            Banner.Release(progressTenThousandths: 5_526, velocity: -212.5, rule: .position, outcome: .expanded))
        XCTAssertEqual(outcome.state.tabs.selected, .discover)
        XCTAssertTrue(outcome.state.showsBanner)
        XCTAssertEqual(outcome.state.details?.cards.map(\.kind), [.summary, .address, .dishes])
    }

    /// Each release lands where the thresholds say, replayed step by step.
    func testEachReleaseSnapsAsDocumented() throws {
        var releases: [Banner.Release] = []
        var positionsAfterTaps: [Banner.Position] = []
        let opening = try LogOpening(url: SessionHarness.committedSession("banner-drag"))
        _ = try Replayer<DiningFeature>(verify: true).run(opening) { step in
            switch step.action {
            case .banner(.dragEnded):
                if let release = step.after.banner.lastRelease { releases.append(release) }
            case .banner(.tapped): positionsAfterTaps.append(step.after.banner.position)
            default: break
            }
        }
        XCTAssertEqual(releases, [
            Banner.Release(progressTenThousandths: 1_184, velocity: -1_875, rule: .velocity, outcome: .expanded),
            Banner.Release(progressTenThousandths: 8_421, velocity: 2_500, rule: .velocity, outcome: .collapsed),
            Banner.Release(progressTenThousandths: 3_947, velocity: -250, rule: .position, outcome: .collapsed),
            Banner.Release(progressTenThousandths: 5_526, velocity: -212.5, rule: .position, outcome: .expanded),
        ])
        XCTAssertEqual(positionsAfterTaps, [.collapsed, .expanded, .collapsed])
    }

    func testRecordingAgainGivesTheSameBytes() async throws {
        try await SessionHarness.assertRecordingMatchesCommitted(
            DiningFeature.self, session: "banner-drag", runner: DiningSessionScripts.runner(),
            script: DiningSessionScripts.bannerDrag)
    }
}
