import ActionLog
import Foundation
import XCTest

/// A replay reads an image answer's address as the `URL` its load asked for: that `URL` must be the
/// one the address's text gives, and the list stays bounded.
final class KnownAddressesTests: XCTestCase {
    private func kept(_ text: String, in addresses: KnownAddresses) -> URL? {
        Array(text.utf8).withUnsafeBytes { addresses.url(for: $0) }
    }

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
            let known = try XCTUnwrap(kept(url.absoluteString, in: addresses), text)
            let read = try XCTUnwrap(URL(string: url.absoluteString), text)
            XCTAssertEqual(known, read, text)
            XCTAssertEqual(known.hashValue, read.hashValue, text)
            XCTAssertEqual([known.absoluteString, known.path, known.host, known.query], [read.absoluteString, read.path, read.host, read.query], text)
        }
        XCTAssertNil(kept("https://x.test/b.jpg", in: addresses))
    }

    func testAnAddressWithABaseIsNotKeptAndTheListIsBounded() throws {
        let addresses = KnownAddresses()
        let base = try XCTUnwrap(URL(string: "https://x.test/dir/"))
        addresses.remember(try XCTUnwrap(URL(string: "a.jpg", relativeTo: base)))
        XCTAssertNil(kept("https://x.test/dir/a.jpg", in: addresses), "its text read alone has no base: another URL")
        for index in 0...64 { addresses.remember(try XCTUnwrap(URL(string: "https://x.test/\(index).jpg"))) }
        XCTAssertNil(kept("https://x.test/0.jpg", in: addresses), "the oldest is forgotten past 64")
        XCTAssertNotNil(kept("https://x.test/1.jpg", in: addresses))
        XCTAssertNotNil(kept("https://x.test/64.jpg", in: addresses))
    }
}
