import ActionLog
import Foundation
import XCTest

/// A replay reads an image answer's address as the `URL` its load asked for: that `URL` must be the
/// one the address's text gives, and the list stays bounded.
final class KnownAddressesTests: XCTestCase {
    func testAnAddressReadFromItsTextIsTheOneKept() throws {
        let texts = [
            "https://x.test/a.jpg", "HTTP://Example.COM:80/A b/é?q=1#f", "http://a/b/../c/./d", "http://[::1]:8080/x",
            "https://user:pw@h.test/%zz", "http://h.test/%41%42", "file:///tmp/x", "mailto:a@b", "http://h.test/😀",
            "relative/path", "http://h.test/a?b=c d&e=%", "http://h.test#", "https://ex.test/a%2Fb",
            "http://sandbox.bottlerocketapps.com/BR_iOS_CodingExam_2015_Server/Images/hopdoddy.png",
        ]
        let addresses = KnownAddresses()
        for text in texts {
            let url = try XCTUnwrap(URL(string: text), text)
            addresses.remember(url)
            let kept = try XCTUnwrap(addresses.url(for: url.absoluteString), text)
            let read = try XCTUnwrap(URL(string: url.absoluteString), text)
            XCTAssertEqual(kept, read, text)
            XCTAssertEqual(kept.hashValue, read.hashValue, text)
            XCTAssertEqual([kept.absoluteString, kept.path, kept.host, kept.query], [read.absoluteString, read.path, read.host, read.query], text)
        }
        XCTAssertNil(addresses.url(for: "https://x.test/b.jpg"))
    }

    func testAnAddressWithABaseIsNotKeptAndTheListIsBounded() throws {
        let addresses = KnownAddresses()
        let base = try XCTUnwrap(URL(string: "https://x.test/dir/"))
        addresses.remember(try XCTUnwrap(URL(string: "a.jpg", relativeTo: base)))
        XCTAssertNil(addresses.url(for: "https://x.test/dir/a.jpg"), "its text read alone has no base: another URL")
        for index in 0...64 { addresses.remember(try XCTUnwrap(URL(string: "https://x.test/\(index).jpg"))) }
        XCTAssertNil(addresses.url(for: "https://x.test/0.jpg"), "the oldest is forgotten past 64")
        XCTAssertNotNil(addresses.url(for: "https://x.test/1.jpg"))
        XCTAssertNotNil(addresses.url(for: "https://x.test/64.jpg"))
    }
}
