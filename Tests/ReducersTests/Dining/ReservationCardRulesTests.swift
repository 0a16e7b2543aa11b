import ActionLog
import AppCoreTesting
import AppState
import Reducers
import XCTest

/// Every card rule, through the dining reducer: what is shown, and what is left out with why.
final class ReservationCardRulesTests: XCTestCase {
    private typealias S = DiningSamples

    /// Reads `reservation` into a launched app and expects `details`, and the loads of the
    /// pictures its cards show (which sizes: `DiningImagesTests`).
    private func expect(_ reservation: Reservation, _ details: ReservationDetails, line: UInt = #line) {
        var launched = DiningState()
        launched.reservation = .loading
        let store = TestStore(DiningFeature.self, state: launched)
        let pictures = details.imageURLs(fittingWidth: DiningState.defaultLayoutWidth)
        store.send(.reservationRead(result: .success(reservation)), {
            $0.reservation = .loaded(value: details)
            $0.images = ImageSlots(pictures.map { ImageSlot(url: $0, status: .loading) })
        }, line: line)
        store.receiveEffects(pictures.map { .loadImage(id: DiningEffectID.image($0).effectID, url: $0) }, line: line)
        store.finish(line: line)
    }

    func testAllThreeCards() {
        let dishes = ["Tiramisu", "Clams"].map { S.dish($0) }
        expect(
            S.reservation(restaurant: .valid(S.restaurant(dishes: dishes))),
            S.details([.summary(card: S.summary), .address(card: S.address), .dishes(dishes: [S.shown("Tiramisu"), S.shown("Clams")])]))
    }

    func testMoreThanThreeDishesShowsTheFirstThreeValidOnes() {
        let dishes = [S.dish("A"), S.dish("B", photos: []), S.dish("C"), S.dish("D"), S.dish("E")]
        expect(
            S.reservation(restaurant: .valid(S.restaurant(dishes: dishes))),
            S.details(
                [.summary(card: S.summary), .address(card: S.address), .dishes(dishes: [S.shown("A"), S.shown("C"), S.shown("D")])],
                [Omission(.dish, path: "restaurant.dishes[1].photos", reason: "no photos"),
                 Omission(.dish, path: "restaurant.dishes[4]", reason: "only the first 3 dishes are shown")]))
    }

    func testNoDishesMeansNoDishesCard() {
        expect(
            S.reservation(),
            S.details([.summary(card: S.summary), .address(card: S.address)],
                      [Omission(.card(kind: .dishes), path: "restaurant.dishes", reason: "missing")]))
        expect(
            S.reservation(restaurant: .valid(S.restaurant(dishes: []))),
            S.details([.summary(card: S.summary), .address(card: S.address)],
                      [Omission(.card(kind: .dishes), path: "restaurant.dishes", reason: "no dish to show")]))
    }

    func testBadDishesAreLeftOutWithTheirPathAndTheRestStillShows() {
        var restaurant = S.restaurant()
        let malformed = DecodeFailure(path: "restaurant.dishes[0].snippet.range", reason: "expected Dictionary<String, Any>")
        let noSizes = S.dish("NoSizes", photos: [S.photo("ok"), Photo(id: "empty", name: nil, references: [])])
        var outside = S.tiramisuSnippet
        outside.range = TextRange(location: 40, length: 5)
        var overlapping = S.tiramisuSnippet
        overlapping.highlights = [TextRange(location: 0, length: 8), TextRange(location: 4, length: 3)]
        let unsized = S.dish("Unsized", photos: [Photo(id: "empty", name: nil, references: [])])
        restaurant.dishes = .valid([
            .invalid(malformed), .valid(noSizes), .valid(unsized), .valid(S.dish("Outside", snippet: outside)),
            .valid(S.dish("Overlap", snippet: overlapping)), .valid(S.dish("Good")),
        ])
        // "A dish has at least one photo": one without a size is left out, the dish shown with the
        // other; overlapping highlights are shown as their union ("Tiramisu", as the sample's).
        let withTheGoodPhoto = ShownDish(id: "id-NoSizes", name: "NoSizes", photos: [S.photo("ok")], review: S.tiramisuReview)
        expect(
            S.reservation(restaurant: .valid(restaurant)),
            S.details(
                [.summary(card: S.summary), .address(card: S.address), .dishes(dishes: [withTheGoodPhoto, S.shown("Overlap"), S.shown("Good")])],
                [Omission(.dish, malformed),
                 Omission(.dishPhoto, path: "restaurant.dishes[1].photos[1].references", reason: "no sizes"),
                 Omission(.dish, path: "restaurant.dishes[2].photos", reason: "no photo has a size"),
                 Omission(.dish, path: "restaurant.dishes[3].snippet.range",
                          reason: "range {40, 5} starts past the review of 37 UTF-16 code units")]))
    }

    func testMalformedDishListLeavesOutTheDishesCard() {
        var restaurant = S.restaurant()
        let failure = DecodeFailure(path: "restaurant.dishes", reason: "expected Array<Any>")
        restaurant.dishes = .invalid(failure)
        expect(S.reservation(restaurant: .valid(restaurant)),
               S.details([.summary(card: S.summary), .address(card: S.address)], [Omission(.card(kind: .dishes), failure)]))
    }

    func testReservationWithoutRestaurantShowsOnlyTimeAndPartySize() {
        let summary = SummaryCard(restaurantName: nil, dateTime: S.dinnerTime, partySize: 2, picture: nil)
        expect(
            S.reservation(restaurant: nil),
            S.details([.summary(card: summary)],
                      [Omission(.card(kind: .address), path: "restaurant", reason: "missing"),
                       Omission(.card(kind: .dishes), path: "restaurant", reason: "missing")]))
        let failure = DecodeFailure(path: "restaurant.name", reason: "missing")
        expect(
            S.reservation(restaurant: .invalid(failure)),
            S.details([.summary(card: summary)], [Omission(.card(kind: .address), failure), Omission(.card(kind: .dishes), failure)]))
    }

    /// "Some of the content might not be available": without a party size, the card still shows
    /// the restaurant, the time and the picture.
    func testSummaryWithoutAPartySizeStillShowsTheRest() {
        var summary = S.summary
        summary.partySize = nil
        expect(
            S.reservation(partySize: 0),
            S.details([.summary(card: summary), .address(card: S.address)],
                      [Omission(.partySize, path: "partySize", reason: "0 is not a party size"),
                       Omission(.card(kind: .dishes), path: "restaurant.dishes", reason: "missing")]))
    }

    func testPictureWithoutSizesOrMalformedIsLeftOut() {
        var summary = S.summary
        summary.picture = nil
        let noDishes = Omission(.card(kind: .dishes), path: "restaurant.dishes", reason: "missing")
        expect(
            S.reservation(restaurant: .valid(S.restaurant(profilePhoto: .valid(Photo(id: "p", name: nil, references: []))))),
            S.details([.summary(card: summary), .address(card: S.address)],
                      [Omission(.picture, path: "restaurant.profilePhoto.references", reason: "no sizes"), noDishes]))
        let failure = DecodeFailure(path: "restaurant.profilePhoto.id", reason: "expected String")
        expect(
            S.reservation(restaurant: .valid(S.restaurant(profilePhoto: .invalid(failure)))),
            S.details([.summary(card: summary), .address(card: S.address)], [Omission(.picture, failure), noDishes]))
        expect(
            S.reservation(restaurant: .valid(S.restaurant(profilePhoto: nil))),
            S.details([.summary(card: summary), .address(card: S.address)], [noDishes]))
    }

    /// "Second card lists the restaurant address, along with a map": each shown when it is there.
    func testAddressShowsItsLinesOrItsMapWhicheverIsThere() {
        let noDishes = Omission(.card(kind: .dishes), path: "restaurant.dishes", reason: "missing")
        let linesOnly = AddressCard(lines: S.address.lines, coordinate: nil)
        let cases: [(ReservationRestaurant, String, String)] = [
            (S.restaurant(latitude: nil), "restaurant.latitude", "missing"),
            (S.restaurant(longitude: nil), "restaurant.longitude", "missing"),
            (S.restaurant(latitude: 90.5), "restaurant.latitude", "90.5 is outside -90...90"),
            (S.restaurant(longitude: -180.25), "restaurant.longitude", "-180.25 is outside -180...180"),
        ]
        for (restaurant, path, reason) in cases {
            expect(S.reservation(restaurant: .valid(restaurant)),
                   S.details([.summary(card: S.summary), .address(card: linesOnly)], [Omission(.map, path: path, reason: reason), noDishes]))
        }
        var bare = S.restaurant(latitude: 90, longitude: -180)
        (bare.street, bare.city, bare.state, bare.postalCode, bare.country) = (nil, "", nil, nil, nil)
        let noText = DecodeFailure(path: "restaurant.street", reason: "no address")
        expect(S.reservation(restaurant: .valid(bare)),
               S.details([.summary(card: S.summary), .address(card: AddressCard(lines: [], coordinate: Coordinate(latitude: 90, longitude: -180)))],
                         [Omission(.addressText, noText), noDishes]))
        var nowhere = bare
        nowhere.latitude = nil
        expect(S.reservation(restaurant: .valid(nowhere)),
               S.details([.summary(card: S.summary)],
                         [Omission(.card(kind: .address), noText),
                          Omission(.card(kind: .address), path: "restaurant.latitude", reason: "missing"), noDishes]))
        bare.state = "CA"
        expect(S.reservation(restaurant: .valid(bare)),
               S.details([.summary(card: S.summary),
                          .address(card: AddressCard(lines: ["CA"], coordinate: Coordinate(latitude: 90, longitude: -180)))],
                         [noDishes]))
    }

    /// The exercise's own files: three dishes and two left out; no dishes card for the partial one.
    func testExerciseFixtures() throws {
        let full = try DiningFixtures.reservation("FullReservation")
        let restaurant = try XCTUnwrap(full.restaurant?.value)
        let dishes = try XCTUnwrap(restaurant.dishes?.value).compactMap(\.value)
        let profile = try XCTUnwrap(restaurant.profilePhoto?.value)
        let summary = SummaryCard(
            restaurantName: "Guest Center - iOS/Mobile Auto", dateTime: S.dinnerTime, partySize: 2, picture: profile)
        let address = AddressCard(
            lines: ["1 Montgomery Street", "San Francisco, CA 94104", "United States"],
            coordinate: Coordinate(latitude: 37.332089, longitude: -122.030775))
        let clamsReview = "The linguini with clams was also a favorite.  Perfect Union Square location and fun upbeat ambiance.  Not a cheap date but a quality one!"
        let shown = [
            ShownDish(id: "774ca73a-82a9-4fd7-9342-bb709a668c26", name: "Tiramisu", photos: dishes[0].photos,
                      review: DisplayedSnippet(
                        text: "Tiramisu was very good, and easily enough to share two or three ways.  The Caesar salads were good, but would have been improved by anchovies.",
                        highlights: [TextRange(location: 0, length: 8)])),
            ShownDish(id: "c7f3cfc1-7b36-4a9e-84ac-829aefb3c206", name: "Littleneck Clams", photos: dishes[1].photos,
                      review: DisplayedSnippet(text: clamsReview, highlights: [TextRange(location: 18, length: 5)])),
            ShownDish(id: "930ad9bf-2f0c-41cd-a42f-8a4ebfe15f8d", name: "Linguine Alle Vongole", photos: dishes[2].photos,
                      review: DisplayedSnippet(text: clamsReview, highlights: [TextRange(location: 4, length: 8)])),
        ]
        let rangeIsAnArray = "expected Dictionary<String, Any>"
        expect(full, S.details(
            [.summary(card: summary), .address(card: address), .dishes(dishes: shown)],
            [Omission(.dish, path: "restaurant.dishes[3].snippet.range", reason: rangeIsAnArray),
             Omission(.dish, path: "restaurant.dishes[4].snippet.range", reason: rangeIsAnArray)]))

        expect(try DiningFixtures.reservation("PartialReservation"), S.details(
            [.summary(card: summary), .address(card: address)],
            [Omission(.card(kind: .dishes), path: "restaurant.dishes", reason: "missing")]))
    }
}
