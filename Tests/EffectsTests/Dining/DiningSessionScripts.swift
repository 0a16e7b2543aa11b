import ActionLog
import AppState
import Effects
import Foundation
import Reducers

/// The scripts the dining sessions in `Sessions/` are recorded from, and the runner that answers
/// the reservation read with the exercise's `FullReservation.json`.
enum DiningSessionScripts {
    /// The device storage, as a script: the upcoming reservation is the exercise's full one.
    static func runner() throws -> ScriptedEffectRunner {
        let bytes = try Data(contentsOf: SessionHarness.repositoryRoot
            .appendingPathComponent("Fixtures/dining/FullReservation.json"))
        return ScriptedEffectRunner { effect in
            guard case .load(let key) = effect, key == DiningState.reservationKey else { return nil }
            return .loaded(key: key, .success(bytes))
        }
    }

    /// The height, in points, the banner travels between the tab bar and full screen.
    static let containerHeight = 760.0

    /// A drag sample `milliseconds` after the session's fixed start.
    static func sample(_ milliseconds: Int64, _ translation: Double) -> BannerDragSample {
        BannerDragSample(
            time: SessionRecording.defaultStart.adding(milliseconds: milliseconds),
            translation: translation, containerHeight: containerHeight)
    }

    /// Sends the samples of one drag, `(milliseconds, translation)`, the last one as the release.
    static func drag(_ store: Store<DiningFeature>, _ points: [(Int64, Double)]) async {
        for (index, (time, translation)) in points.enumerated() {
            let sample = sample(time, translation)
            await store.send(.banner(index == points.count - 1 ? .dragEnded(sample: sample) : .dragChanged(sample: sample)))
        }
    }

    static func launch(_ store: Store<DiningFeature>) async {
        await store.send(.launched)
    }

    /// `dining-mode`: launch with the reservation, switch tabs with the banner visible, drag
    /// halfway and release (snaps back), drag past half (snaps open), open and close the dishes
    /// card, collapse with a tap, present a modal (banner hidden), dismiss it (banner back).
    static func diningMode(_ store: Store<DiningFeature>) async {
        await launch(store)
        await store.send(.tabSelected(tab: .search))
        await store.send(.tabSelected(tab: .profile))
        // 45 % at release, 30 points per second: snaps back.
        await drag(store, [(10_000, 0), (10_100, -120), (10_200, -250), (10_300, -330), (10_600, -340), (10_700, -342)])
        // 65 % at release, 300 points per second: snaps open.
        await drag(store, [(20_000, 0), (20_100, -200), (20_200, -420), (20_300, -480), (20_450, -495)])
        await store.send(.cardTapped(card: .dishes))
        await store.send(.cardTapped(card: .dishes))
        await store.send(.banner(.tapped))
        await store.send(.signInTapped)
        await store.send(.modalDismissed)
    }

    /// `banner-drag`: flings and slow drags on either side of the thresholds, then taps.
    static func bannerDrag(_ store: Store<DiningFeature>) async {
        await launch(store)
        // A short fast flick up: 1,875 points per second at 12 %, opens by velocity.
        await drag(store, [(10_000, 0), (10_016, -30), (10_032, -60), (10_048, -90)])
        // A short fast flick down: 2,500 points per second at 84 %, collapses by velocity.
        await drag(store, [(20_000, 0), (20_016, 40), (20_032, 80), (20_048, 120)])
        // Slow, released at 39 % (250 points per second): snaps back.
        await drag(store, [(30_000, 0), (30_300, -150), (30_600, -290), (30_900, -300)])
        // Slow, released at 55 % (212.5 points per second): snaps open.
        await drag(store, [(40_000, 0), (40_400, -250), (40_800, -400), (41_200, -420)])
        await store.send(.banner(.tapped))
        await store.send(.banner(.tapped))
        await store.send(.banner(.tapped))
    }

    /// The Littleneck Clams photo (the second dish shown) in the size that fits 750 pixels: its
    /// widest, `thumb_600`, 590 wide.
    static let clamsPhoto = AddressText("https://ot-foodspotting-production.s3.amazonaws.com/reviews/1275359/thumb_600.JPG")

    /// `dining-images`: the front end lays the cards out 750 pixels wide (375 points at 2×), the
    /// app launches with the reservation, its picture (1280×720, the smallest at least 750 wide)
    /// and the three dishes' photos load, the clams' failing; the reservation is opened and Retry
    /// on the clams' photo loads it.
    static func diningImages(_ store: Store<DiningFeature>) async {
        await store.send(.layoutWidthChanged(pixels: 750))
        await launch(store)
        await store.send(.banner(.tapped))
        if let clamsPhoto { await store.send(.imageRetryTapped(url: clamsPhoto)) }
    }
}
