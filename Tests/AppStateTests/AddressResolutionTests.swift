import AppState
import Foundation
import XCTest

/// Burgers' image paths are resolved against the server as Foundation resolves them
/// (`URL(string:relativeTo:)` and `absoluteURL`), whichever way the settings take.
final class AddressResolutionTests: XCTestCase {
    func testResolvesAsFoundationDoes() throws {
        let servers = [
            "https://coffeeport.herokuapp.com", "https://coffeeport.herokuapp.com/", "http://127.0.0.1:8080", "http://127.0.0.1:8080/",
            "http://coffeeport.test/api/", "http://coffeeport.test/api", "http://user@host.test:1/", "http://host.test/?q=1", "http://host.test?q=1",
            "http://host.test#f", "http://host.test/a/b#f",
            "http://HOST.Test", "file:///tmp/", "mailto:someone@example.com",
        ]
        let segments = ["static", "burgers", "lava.jpg", "a-b_c~d", ".", "..", "...", ".hidden", "x.", "", "%41", "a b", "é", "?q", "#f", ":", "@"]
        var paths = ["", "/", "//", "//other.test/x", "lava.jpg", "./lava.jpg", "../lava.jpg", "/static/burgers/lava.jpg", "https://elsewhere.test/x.jpg"]
        for first in segments {
            for second in segments { paths += ["/\(first)/\(second)", "/\(first)/\(second)/", "\(first)/\(second)"] }
        }
        for server in servers {
            let settings = BurgersSettings(server: try XCTUnwrap(URL(string: server)))
            for path in paths {
                let expected = URL(string: path, relativeTo: settings.server)?.absoluteURL
                let resolved = settings.resolve(path)
                XCTAssertEqual(resolved?.text, expected?.absoluteString, "\(server) + \(path)")
                XCTAssertEqual(resolved?.url, expected.flatMap { URL(string: $0.absoluteString) }, "\(server) + \(path)")
            }
            // All at once, as the reducer asks for a feed's images: the same addresses, in order.
            let expected = paths.compactMap { URL(string: $0, relativeTo: settings.server)?.absoluteURL }
            XCTAssertEqual(settings.resolve(paths).map(\.text), expected.map(\.absoluteString), server)
        }
    }

    /// The feed's address is `/burgers/` on the server, as Foundation resolves it, however the
    /// settings were made: given, decoded, or given another server; the settings encode the server
    /// and the timeouts alone.
    func testTheFeedsAddressFollowsTheServer() throws {
        func reference(_ server: String) throws -> URL {
            try XCTUnwrap(URL(string: "/burgers/", relativeTo: XCTUnwrap(URL(string: server)))).absoluteURL
        }
        var settings = BurgersSettings(server: try XCTUnwrap(URL(string: "http://coffeeport.test/api/")))
        XCTAssertEqual(settings.burgersURL, try reference("http://coffeeport.test/api/"))
        settings.server = try XCTUnwrap(URL(string: "http://127.0.0.1:8080"))
        XCTAssertEqual(settings.burgersURL.absoluteString, "http://127.0.0.1:8080/burgers/")
        let encoded = try JSONEncoder().encode(settings)
        let keys = try XCTUnwrap(JSONSerialization.jsonObject(with: encoded) as? [String: Any]).keys.sorted()
        XCTAssertEqual(keys, ["feedTimeout", "orderTimeout", "server"])
        let decoded = try JSONDecoder().decode(BurgersSettings.self, from: encoded)
        XCTAssertEqual(decoded, settings)
        XCTAssertEqual(decoded.burgersURL, try reference("http://127.0.0.1:8080"))
    }
}
