import ActionLog
import AppCoreTesting
import AppState
import Foundation
import Reducers
import XCTest

/// The reservation's pictures (seed 001: card 1 "includes a picture of the restaurant", card 3
/// shows "the photo" of each of the 1 to 3 dishes): requested once the reservation is read, in the
/// size that fits the layout width, failed with Retry, answers nobody waits for dropped. The
/// addresses are those of `Fixtures/dining/FullReservation.json`.
final class DiningImagesTests: XCTestCase {
    private static func url(_ address: String) -> AddressText {
        AddressText(URL(string: address) ?? URL(fileURLWithPath: "/"))
    }

    /// `restaurant.profilePhoto`'s sizes named `wide-*` (160×90, 320×180, 640×360, 1280×720).
    private static func picture(_ size: String) -> AddressText {
        url("https://resizer.otstatic.com/v2/photos/\(size)/24399459.jpg")
    }

    /// The first photo of each of the three dishes shown (Tiramisu, Littleneck Clams, Linguine
    /// Alle Vongole), in the size named `thumb_<size>`.
    private static func dishPhotos(_ size: Int) -> [AddressText] {
        [
            url("https://ot-foodspotting-production.s3.amazonaws.com/reviews/1945384/thumb_\(size).jpg"),
            url("https://ot-foodspotting-production.s3.amazonaws.com/reviews/1275359/thumb_\(size).JPG"),
            url("https://ot-foodspotting-production.s3.amazonaws.com/reviews/2753202/thumb_\(size).jpg"),
        ]
    }

    private static let jpeg = ImageInfo(format: .jpeg, byteCount: 30_114, width: 640, height: 360, digest: "9f", fromCache: false)

    private static func loads(_ urls: [AddressText]) -> [Effect] {
        urls.map { .loadImage(id: DiningEffectID.image($0).effectID, url: $0) }
    }

    private static func slots(_ urls: [AddressText], _ status: ImageLoad = .loading) -> ImageSlots {
        ImageSlots(urls.map { ImageSlot(url: $0, status: status) })
    }

    private func fullReservation() throws -> Result<Reservation?, ReservationReadError> {
        Reservation.read(.success(try DiningFixtures.bytes("FullReservation")))
    }

    /// A store with the full reservation read at the default width, its four loads asserted.
    private func readStore() throws -> TestStore<DiningState, DiningAction> {
        let store = TestStore(DiningFeature.self, state: DiningState())
        store.send(.launched) { $0.reservation = .loading }
        store.receiveEffects([.load(key: DiningState.reservationKey)])
        let read = try fullReservation()
        store.send(.reservationRead(result: read)) {
            $0.reservation = .loaded(value: try? read.get().map(ReservationDetails.init))
            $0.images = Self.slots([Self.picture("wide-large")] + Self.dishPhotos(600))
        }
        store.receiveEffects(Self.loads([Self.picture("wide-large")] + Self.dishPhotos(600)))
        return store
    }

    /// At the default 640 pixels: the restaurant's 640×360 size (the flatter of the two 640 wide)
    /// and each dish's widest photo, 590 wide, since none is 640 wide.
    func testAReadReservationLoadsThePictureAndTheShownDishesPhotos() throws {
        let store = try readStore()
        XCTAssertEqual(store.state.layoutWidth, 640)
        store.finish()
    }

    /// The seed's "only the first 3 should be shown": a fourth valid dish's photo is not loaded.
    func testOnlyTheShownDishesPhotosAreLoaded() {
        var state = DiningState()
        state.reservation = .loading
        let dishes = ["Tiramisu", "Clams", "Linguine", "Bruschetta"].map { DiningSamples.dish($0) }
        _ = DiningFeature.reduce(&state, .reservationRead(result: .success(DiningSamples.reservation(restaurant: .valid(DiningSamples.restaurant(dishes: dishes))))))
        XCTAssertEqual(state.images.compactMap(\.url.url?.lastPathComponent), ["1.jpg", "0.jpg", "0.jpg", "0.jpg"])
        XCTAssertEqual(state.images.compactMap { $0.url.url?.deletingLastPathComponent().lastPathComponent }, ["profile", "Tiramisu", "Clams", "Linguine"])
    }

    /// The width the front end sends picks the sizes: 320 pixels, the 320×180 picture (the dishes'
    /// 590 is still the smallest wide enough); 160 pixels, 160×90 and the 170 photos; 1,242
    /// pixels, 1280×720. What loaded or is loading stays in its slot.
    func testTheLayoutWidthPicksTheSizes() throws {
        let store = try readStore()
        store.send(.layoutWidthChanged(pixels: 320)) {
            $0.layoutWidth = 320
            for url in [Self.picture("wide-medium")] { $0.images.set(.loading, at: url) }
        }
        store.receiveEffects(Self.loads([Self.picture("wide-medium")]))
        store.send(.layoutWidthChanged(pixels: 320))
        store.send(.layoutWidthChanged(pixels: 160)) {
            $0.layoutWidth = 160
            for url in [Self.picture("wide-small")] + Self.dishPhotos(170) { $0.images.set(.loading, at: url) }
        }
        store.receiveEffects(Self.loads([Self.picture("wide-small")] + Self.dishPhotos(170)))
        store.send(.layoutWidthChanged(pixels: 1_242)) {
            $0.layoutWidth = 1_242
            for url in [Self.picture("wide-huge")] { $0.images.set(.loading, at: url) }
        }
        store.receiveEffects(Self.loads([Self.picture("wide-huge")]))
        for pixels in [0, -320] {
            store.send(.layoutWidthChanged(pixels: pixels)) { $0.lastRefusal = .layoutWidthNotPositive(pixels: pixels) }
        }
        store.finish()
    }

    /// A width sent before the reservation is read is the one its pictures are loaded at.
    func testAWidthBeforeTheReadIsKept() throws {
        let store = TestStore(DiningFeature.self, state: DiningState())
        store.send(.layoutWidthChanged(pixels: 160)) { $0.layoutWidth = 160 }
        store.send(.launched) { $0.reservation = .loading }
        store.receiveEffects([.load(key: DiningState.reservationKey)])
        let read = try fullReservation()
        store.send(.reservationRead(result: read)) {
            $0.reservation = .loaded(value: try? read.get().map(ReservationDetails.init))
            $0.images = Self.slots([Self.picture("wide-small")] + Self.dishPhotos(170))
        }
        store.receiveEffects(Self.loads([Self.picture("wide-small")] + Self.dishPhotos(170)))
        store.finish()
    }

    /// A failed photo shows as failed, and Retry loads it again; Retry on anything else is refused.
    func testAFailedPhotoIsRetried() throws {
        let store = try readStore()
        let clams = Self.dishPhotos(600)[1]
        store.receive(.image(id: DiningEffectID.image(clams).effectID, url: clams, .failure(.badStatus(status: 503)))) {
            $0.images.set(.failed(error: .badStatus(status: 503)), at: $0.images[2].url)
        }
        XCTAssertEqual(store.state.failedImages, [clams])
        store.send(.imageRetryTapped(url: Self.picture("wide-large"))) { $0.lastRefusal = .imageNotFailed(url: Self.picture("wide-large")) }
        store.send(.imageRetryTapped(url: clams)) {
            $0.lastRefusal = nil
            $0.images.set(.loading, at: $0.images[2].url)
        }
        store.receiveEffects(Self.loads([clams]))
        store.receive(.image(id: DiningEffectID.image(clams).effectID, url: clams, .success(Self.jpeg))) {
            $0.images.set(.loaded(value: Self.jpeg), at: $0.images[2].url)
        }
        store.send(.imageRetryTapped(url: clams)) { $0.lastRefusal = .imageNotFailed(url: clams) }
        store.finish()
    }

    /// An answer again, late, or for an address never requested leaves the slots as they were.
    func testAnswersNobodyWaitsForAreDropped() throws {
        let store = try readStore()
        let picture = Self.picture("wide-large")
        store.receive(.image(id: DiningEffectID.image(picture).effectID, url: picture, .failure(.notAnImage))) {
            $0.images.set(.failed(error: .notAnImage), at: $0.images[0].url)
        }
        store.receive(.image(id: DiningEffectID.image(picture).effectID, url: picture, .success(Self.jpeg)))
        let unasked = Self.picture("huge")
        store.receive(.image(id: DiningEffectID.image(unasked).effectID, url: unasked, .success(Self.jpeg)))
        XCTAssertNil(store.state.images.status(of: unasked))
        store.finish()
    }

    /// A reservation read again (a relaunch) keeps what loaded and what is loading, and asks again
    /// for what failed, as Lunch does with its feed's images.
    func testAReadAgainRequestsOnlyWhatFailed() throws {
        let store = try readStore()
        let picture = Self.picture("wide-large"), tiramisu = Self.dishPhotos(600)[0]
        store.receive(.image(id: DiningEffectID.image(picture).effectID, url: picture, .success(Self.jpeg))) {
            $0.images.set(.loaded(value: Self.jpeg), at: $0.images[0].url)
        }
        store.receive(.image(id: DiningEffectID.image(tiramisu).effectID, url: tiramisu, .failure(.http(error: .timedOut)))) {
            $0.images.set(.failed(error: .http(error: .timedOut)), at: $0.images[1].url)
        }
        store.send(.launched) { $0.reservation = .loading }
        store.receiveEffects([.load(key: DiningState.reservationKey)])
        let read = try fullReservation()
        store.send(.reservationRead(result: read)) {
            $0.reservation = .loaded(value: try? read.get().map(ReservationDetails.init))
            $0.images.set(.loading, at: $0.images[1].url)
        }
        store.receiveEffects(Self.loads([tiramisu]))
        store.finish()
    }

    /// An image result under an id that is not this address's dining picture is not the app's.
    func testAnImageResultUnderAnotherIdIsNotTheApps() {
        let picture = Self.picture("wide-large")
        XCTAssertEqual(
            DiningFeature.action(for: .image(id: DiningEffectID.image(picture).effectID, url: picture, .success(Self.jpeg))),
            .imageLoaded(url: picture, result: .success(Self.jpeg)))
        XCTAssertNil(DiningFeature.action(for: .image(id: DiningEffectID.image(Self.picture("huge")).effectID, url: picture, .success(Self.jpeg))))
    }
}
