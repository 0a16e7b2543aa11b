import AppState
import Foundation
import XCTest

/// The query values of the Places requests are percent-encoded as Foundation encodes them with the
/// unreserved characters and the comma allowed.
final class PercentEncodingTests: XCTestCase {
    private let allowed = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~,")

    func testEncodesAsFoundationDoes() {
        let palette = Array("aZ09-._~,/?#[]@!$&'()*+;= %\"<>\\^`{|}\u{7F}\u{01}éß€😀中\n")
        var samples = ["", "CmRaAAAA_token-1.5~x", "52.52,13.40", "a b&c=d", "Ünïcödé 😀"]
        for first in palette {
            for second in palette { samples.append("\(first)\(second)x") }
        }
        for sample in samples {
            XCTAssertEqual(PlacesRequests.percentEncoded(sample), sample.addingPercentEncoding(withAllowedCharacters: allowed), sample)
        }
    }

    /// A row's image address is the service's address without its trailing slashes, the photo path,
    /// and the query with each value encoded as Foundation encodes it; a service with no host gives
    /// none.
    func testAPhotoAddressIsTheServiceThePathAndTheEncodedQuery() throws {
        let services = ["https://maps.googleapis.com", "https://maps.googleapis.com/", "http://127.0.0.1:8080//", "http://h.test/api/", "file:///tmp/"]
        for service in services {
            for reference in ["CmRaAAAA_token-1.5~x", "a b/c?d=e&f", "é😀", ""] {
                let settings = PlacesSettings(hasAPIKey: true, service: try XCTUnwrap(URL(string: service)))
                let place = Place(id: PlaceID(rawValue: "p"), name: "P", vicinity: nil, coordinate: Coordinate(latitude: 1, longitude: 2), photoReference: reference)
                var base = service
                while base.hasSuffix("/") { base.removeLast() }
                let encoded = try XCTUnwrap(reference.addingPercentEncoding(withAllowedCharacters: allowed))
                let expected = URL(string: base + "/maps/api/place/photo?maxwidth=400&photo_reference=" + encoded).flatMap { $0.host == nil ? nil : $0 }
                XCTAssertEqual(PlacesRequests.photo(of: place, settings: settings)?.text, expected?.absoluteString, "\(service) \(reference)")
            }
        }
    }
}
