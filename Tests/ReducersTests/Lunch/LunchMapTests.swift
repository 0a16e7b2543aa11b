import ActionLog
import AppState
import Foundation
import XCTest

/// Map annotations and the region that fits them, computed in the core.
final class LunchMapTests: XCTestCase {
    func testBadCoordinatesAreLeftOffWithAReason() throws {
        let restaurants = [
            try LunchSamples.chuys(),
            try LunchSamples.restaurant("North Pole Diner", lat: 91, lng: 0, image: "a"),
            try LunchSamples.restaurant("Date Line Cafe", lat: 10, lng: -181, image: "b"),
            try LunchSamples.restaurant("Nowhere Grill", lat: nil, lng: -96, image: "c"),
        ]
        let map = LunchMap(restaurants: restaurants)
        XCTAssertEqual(map.annotations, [MapAnnotation(id: "Chuy's", name: "Chuy's", coordinate: Coordinate(latitude: 32.5, longitude: -97))])
        XCTAssertEqual(map.excluded, [
            MapExclusion(restaurant: "North Pole Diner", problem: .latitudeOutOfRange(latitude: 91)),
            MapExclusion(restaurant: "Date Line Cafe", problem: .longitudeOutOfRange(longitude: -181)),
            MapExclusion(restaurant: "Nowhere Grill", problem: .missing),
        ])
        // One restaurant: centred on it, with the minimum span.
        XCTAssertEqual(map.region, MapRegion(center: Coordinate(latitude: 32.5, longitude: -97), latitudeDelta: 0.01, longitudeDelta: 0.01))
    }

    func testNoValidCoordinatesGiveNoRegion() throws {
        let map = LunchMap(restaurants: [try LunchSamples.restaurant("Nowhere Grill", lat: nil, lng: nil, image: "c")])
        XCTAssertEqual(map.annotations, [])
        XCTAssertNil(map.region)
    }

    func testRegionFitsTheRealFeed() throws {
        let restaurants = try JSONDecoder().decode(LunchFeedDocument.self, from: LunchSamples.realFeed()).restaurants
        let map = LunchMap(restaurants: restaurants)
        XCTAssertEqual(map.annotations.count, 15)
        XCTAssertEqual(map.excluded, [])
        XCTAssertEqual(map.annotations.first, MapAnnotation(id: "Hopdoddy Burger Bar", name: "Hopdoddy Burger Bar", coordinate: Coordinate(latitude: 32.950787, longitude: -96.821118)))
        // South: Thai Star 32.95027115867483; north: Pappadeaux 32.99908456526653;
        // west: Ramen Hakata -96.85424159312772; east: Flying Saucer -96.81884050369263.
        let region = try XCTUnwrap(map.region)
        XCTAssertEqual(region.center.latitude, 32.974677861970676, accuracy: 1e-12)
        XCTAssertEqual(region.center.longitude, -96.83654104841017, accuracy: 1e-12)
        XCTAssertEqual(region.latitudeDelta, 0.0610167582396226, accuracy: 1e-12)
        XCTAssertEqual(region.longitudeDelta, 0.0442513617938722, accuracy: 1e-12)
        for annotation in map.annotations {
            XCTAssertLessThanOrEqual(abs(annotation.coordinate.latitude - region.center.latitude), region.latitudeDelta / 2)
            XCTAssertLessThanOrEqual(abs(annotation.coordinate.longitude - region.center.longitude), region.longitudeDelta / 2)
        }
    }
}
