import ActionLog
import AppCoreTesting
import AppState
import Reducers
import XCTest

/// The banner on its own, with the app's modal presentation fed in as an action.
/// What the banner's two entry points take: gestures, and the app's modal presentation.
private enum BannerInput: Equatable {
    case gesture(BannerAction)
    case modalPresentationChanged(Bool)

    static func reduce(_ state: inout Banner, _ input: BannerInput) -> BannerRefusal? {
        switch input {
        case .gesture(let gesture): return BannerReducer.reduce(&state, gesture)
        case .modalPresentationChanged(let isPresented):
            BannerReducer.modalPresentationChanged(&state, isPresented: isPresented)
            return nil
        }
    }

    static func reducer(_ state: inout Refusing<Banner, BannerRefusal>, _ input: BannerInput) -> [Effect] {
        Refusing.reduce(&state, input, with: reduce)
    }
}

final class BannerReducerTests: XCTestCase {
    private func sample(_ milliseconds: Int64, _ translation: Double, height: Double = 700) -> BannerDragSample {
        BannerDragSample(time: Timestamp(milliseconds: milliseconds), translation: translation, containerHeight: height)
    }

    private func banner(at position: Banner.Position) -> Banner {
        var banner = Banner()
        banner.position = position
        banner.progressTenThousandths = position == .expanded ? 10_000 : 0
        return banner
    }

    func testTapExpandsAndTapCollapses() {
        let store = TestStore(state: Refusing(Banner()), reducer: BannerInput.reducer)
        store.send(.gesture(.tapped)) {
            $0.position = .expanded
            $0.progressTenThousandths = 10_000
        }
        XCTAssertEqual(store.state.progress, 1)
        store.send(.gesture(.tapped)) {
            $0.position = .collapsed
            $0.progressTenThousandths = 0
        }
        store.finish()
    }

    func testDragFollowsTranslationOverContainerHeightAndClamps() {
        let store = TestStore(state: Refusing(Banner()), reducer: BannerInput.reducer)
        let quarter = sample(0, -175)
        store.send(.gesture(.dragChanged(sample: quarter))) {
            $0.drag = Banner.Drag(startPosition: .collapsed, samples: [quarter])
            $0.progressTenThousandths = 2_500
        }
        XCTAssertEqual(store.state.progress, 0.25)
        let below = sample(16, 40)
        store.send(.gesture(.dragChanged(sample: below))) {
            $0.drag?.samples.append(below)
            $0.progressTenThousandths = 0
        }
        let beyond = sample(32, -900)
        store.send(.gesture(.dragChanged(sample: beyond))) {
            $0.drag?.samples.append(beyond)
            $0.progressTenThousandths = 10_000
        }
        let roundedDown = sample(48, -10, height: 30_000)
        store.send(.gesture(.dragChanged(sample: roundedDown))) {
            $0.drag?.samples = [below, beyond, roundedDown]
            $0.progressTenThousandths = 3
        }
        store.finish()
    }

    func testDragDownFromFullScreenCountsFromOne() {
        let store = TestStore(state: Refusing(banner(at: .expanded)), reducer: BannerInput.reducer)
        let down = sample(0, 210)
        store.send(.gesture(.dragChanged(sample: down))) {
            $0.drag = Banner.Drag(startPosition: .expanded, samples: [down])
            $0.progressTenThousandths = 7_000
        }
        store.finish()
    }

    /// Slow releases (velocity 0) decide by position: exactly one half opens, just below does not.
    func testSlowReleaseAtHalfOpensAndJustBelowSnapsBack() {
        let store = TestStore(state: Refusing(Banner()), reducer: BannerInput.reducer)
        store.send(.gesture(.dragChanged(sample: sample(0, -350)))) {
            $0.drag = Banner.Drag(startPosition: .collapsed, samples: [self.sample(0, -350)])
            $0.progressTenThousandths = 5_000
        }
        store.send(.gesture(.dragEnded(sample: sample(1_000, -350)))) {
            $0.drag = nil
            $0.position = .expanded
            $0.progressTenThousandths = 10_000
            $0.lastRelease = Banner.Release(progressTenThousandths: 5_000, velocity: 0, rule: .position, outcome: .expanded)
        }

        let below = TestStore(state: Refusing(Banner()), reducer: BannerInput.reducer)
        below.send(.gesture(.dragChanged(sample: sample(0, -4_999, height: 10_000)))) {
            $0.drag = Banner.Drag(startPosition: .collapsed, samples: [self.sample(0, -4_999, height: 10_000)])
            $0.progressTenThousandths = 4_999
        }
        below.send(.gesture(.dragEnded(sample: sample(1_000, -4_999, height: 10_000)))) {
            $0.drag = nil
            $0.progressTenThousandths = 0
            $0.lastRelease = Banner.Release(progressTenThousandths: 4_999, velocity: 0, rule: .position, outcome: .collapsed)
        }
        store.finish()
        below.finish()
    }

    /// An upward fling of exactly 500 points per second opens from a tenth; 499 does not.
    func testUpwardFlingEdge() {
        XCTAssertEqual(release(from: .collapsed, translation: -500, height: 5_000),
                       Banner.Release(progressTenThousandths: 1_000, velocity: -500, rule: .velocity, outcome: .expanded))
        XCTAssertEqual(release(from: .collapsed, translation: -499, height: 4_990),
                       Banner.Release(progressTenThousandths: 1_000, velocity: -499, rule: .position, outcome: .collapsed))
    }

    /// A downward fling of exactly 500 points per second collapses from 95 %; 499 does not.
    func testDownwardFlingEdge() {
        XCTAssertEqual(release(from: .expanded, translation: 500, height: 10_000),
                       Banner.Release(progressTenThousandths: 9_500, velocity: 500, rule: .velocity, outcome: .collapsed))
        XCTAssertEqual(release(from: .expanded, translation: 499, height: 9_980),
                       Banner.Release(progressTenThousandths: 9_500, velocity: 499, rule: .position, outcome: .expanded))
    }

    /// A fling against the position wins: a fast flick down at 90 % open collapses.
    func testFlingOverridesPosition() {
        XCTAssertEqual(release(from: .collapsed, translation: -900, height: 1_000, startTranslation: -1_800),
                       Banner.Release(progressTenThousandths: 9_000, velocity: 900, rule: .velocity, outcome: .collapsed))
    }

    /// Drags from `position` from `startTranslation` at 0 ms to `translation` at 1,000 ms, and releases.
    private func release(
        from position: Banner.Position, translation: Double, height: Double, startTranslation: Double = 0
    ) -> Banner.Release? {
        var state = banner(at: position)
        _ = BannerReducer.reduce(&state, .dragChanged(sample: sample(0, startTranslation, height: height)))
        _ = BannerReducer.reduce(&state, .dragEnded(sample: sample(1_000, translation, height: height)))
        XCTAssertNil(state.drag)
        XCTAssertEqual(state.position, state.lastRelease?.outcome)
        return state.lastRelease
    }

    func testVelocityIsTakenOverTheLastThreeSamples() {
        var state = Banner()
        for (time, translation) in [(0, 0.0), (100, -10.0), (200, -20.0)] as [(Int64, Double)] {
            _ = BannerReducer.reduce(&state, .dragChanged(sample: sample(time, translation)))
        }
        let store = TestStore(state: Refusing(state), reducer: BannerInput.reducer)
        store.send(.gesture(.dragEnded(sample: sample(300, -300)))) {
            $0.drag = nil
            $0.position = .expanded
            $0.progressTenThousandths = 10_000
            $0.lastRelease = Banner.Release(progressTenThousandths: 4_286, velocity: -1_450, rule: .velocity, outcome: .expanded)
        }
        store.finish()
    }

    func testSamplesAtOneTimeGiveNoVelocity() {
        let drag = Banner.Drag(startPosition: .collapsed, samples: [sample(5, 0), sample(5, -600)])
        XCTAssertEqual(BannerReducer.velocity(of: drag), 0)
        XCTAssertEqual(BannerReducer.velocity(of: Banner.Drag(startPosition: .collapsed, samples: [])), 0)
    }

    func testCancelledDragGoesBackToRest() {
        var state = banner(at: .expanded)
        _ = BannerReducer.reduce(&state, .dragChanged(sample: sample(0, 300)))
        let store = TestStore(state: Refusing(state), reducer: BannerInput.reducer)
        store.send(.gesture(.dragCancelled)) {
            $0.drag = nil
            $0.progressTenThousandths = 10_000
        }
        store.send(.gesture(.dragCancelled)) { $0.lastRefusal = .noDragInProgress }
        store.finish()
    }

    func testRefusedGestures() {
        let store = TestStore(state: Refusing(Banner()), reducer: BannerInput.reducer)
        store.send(.gesture(.dragEnded(sample: sample(0, -10)))) { $0.lastRefusal = .noDragInProgress }
        for invalid in [sample(0, -10, height: 0), sample(0, -10, height: -700), sample(0, .nan),
                        sample(0, -10, height: .infinity), sample(0, -1_000_001), sample(0, -1, height: 1_000_001)] {
            store.send(.gesture(.dragChanged(sample: invalid))) { $0.lastRefusal = .invalidSample }
        }
        store.send(.gesture(.dragChanged(sample: sample(100, -70)))) {
            $0.lastRefusal = nil
            $0.drag = Banner.Drag(startPosition: .collapsed, samples: [self.sample(100, -70)])
            $0.progressTenThousandths = 1_000
        }
        store.send(.gesture(.dragChanged(sample: sample(99, -80)))) { $0.lastRefusal = .sampleOutOfOrder(
                received: Timestamp(milliseconds: 99), latest: Timestamp(milliseconds: 100)) }
        store.send(.gesture(.tapped)) { $0.lastRefusal = .dragInProgress }
        store.finish()
    }

    func testHiddenWhileAModalIsPresentedAndBackAfter() {
        var state = banner(at: .expanded)
        _ = BannerReducer.reduce(&state, .dragChanged(sample: sample(0, 140)))
        let store = TestStore(state: Refusing(state), reducer: BannerInput.reducer)
        store.send(.modalPresentationChanged(true)) {
            $0.isHiddenByModal = true
            $0.drag = nil
            $0.progressTenThousandths = 10_000
        }
        XCTAssertFalse(store.state.isVisible)
        store.send(.gesture(.tapped)) { $0.lastRefusal = .hidden }
        store.send(.gesture(.dragChanged(sample: sample(10, 1)))) { $0.lastRefusal = .hidden }
        store.send(.modalPresentationChanged(false)) { $0.isHiddenByModal = false; $0.lastRefusal = nil }
        XCTAssertTrue(store.state.isVisible)
        store.send(.gesture(.tapped)) {
            $0.lastRefusal = nil
            $0.position = .collapsed
            $0.progressTenThousandths = 0
        }
        store.finish()
    }
}
