@testable import AppState
import Foundation
import XCTest

/// A web address is accepted as Foundation's `URL` judges it: its scheme is http or https, its host
/// is not empty and, where asked, it has no user or password; the scheme and host read from the
/// text say the same as the `URL`'s.
final class WebAddressTests: XCTestCase {
    func testAcceptsWhatFoundationAccepts() {
        let schemes = ["http://", "https://", "HTTP://", "hTtPs://", "ftp://", "http:/", "http:", "https//", "httpx://", "", "//"]
        let authorities = [
            "example.com", "EXAMPLE.com", "a", "1.2.3.4", "127.0.0.1:8080", "host:", "host:80:81", "host:8a", "-host", ".host", "host-",
            "a..b", "user@host", "user:pass@host", "@host", "[::1]", "[::1]:80", "h%41st", "hôst", "ho st", "ho_st", "", ":80",
        ]
        let rests = ["", "/", "/a/b.jpg", "?q=1", "#f", "/a?b#c", "//x", "/é", "/a b", ":"]
        var plain = 0
        for text in Self.texts(schemes, authorities, rests) {
            let url = URL(string: text)
            let isWeb = url.map { ["http", "https"].contains($0.scheme?.lowercased()) && !($0.host ?? "").isEmpty } ?? false
            let hasUserInfo = url.map { $0.user != nil || $0.password != nil } ?? false
            XCTAssertEqual(WebAddress.url(text, allowsUserInfo: true), isWeb ? url : nil, text)
            XCTAssertEqual(WebAddress.url(text, allowsUserInfo: false), isWeb && !hasUserInfo ? url : nil, text)
            guard WebAddress.hasPlainSchemeAndHost(text), url != nil else { continue }
            plain += 1
            XCTAssertTrue(isWeb && !hasUserInfo, "read as plain from the text: \(text)")
        }
        // The texts the feeds serve are read from the text, not asked of the URL.
        XCTAssertGreaterThan(plain, 150)
        for text in [
            "https://ot-foodspotting-production.s3.amazonaws.com/reviews/1945384/thumb_600.jpg", "http://127.0.0.1:8080/films/1.jpg",
            "https://image.tmdb.org/t/p/w500/abc.jpg",
        ] {
            XCTAssertTrue(WebAddress.hasPlainSchemeAndHost(text), text)
        }
    }

    /// An address kept as text says what Foundation's `URL` says: refused where `URL(string:)`
    /// refuses, spelled as its absolute string, and read back as an equal `URL`. Text read as plain,
    /// without asking Foundation, is text Foundation accepts and spells back unchanged.
    func testAddressTextIsFoundationsSpelling() {
        let schemes = ["http://", "https://", "HTTPS://", "ftp://", "http:/", "", "//", "mailto:"]
        let authorities = ["example.com", "a", "127.0.0.1:8080", "host:", "host:80:81", "user@host", "[::1]", "h%41st", "hôst", "ho st", ""]
        let rests = [
            "", "/", "/a/b.jpg", "?q=1&r=2", "#f", "/a?b#c", "//x", "/é", "/a b", ":", "/-._~!$&'()*+,;=:@/?", "/%41%7e", "/%4",
            "/%zz", "/%", "/a?b?c/d", "/[x]", "/a\\b", "/a|b", "/{x}", "/\"q\"", "/a^b", "/a`b", "/<a>",
        ]
        var plain = 0
        for text in Self.texts(schemes, authorities, rests) {
            let url = URL(string: text)
            XCTAssertEqual(AddressText(text)?.text, url?.absoluteString, text)
            XCTAssertEqual(AddressText(text)?.url, url.flatMap { URL(string: $0.absoluteString) }, text)
            guard WebAddress.isPlain(text) else { continue }
            plain += 1
            XCTAssertEqual(url?.absoluteString, text, "read as plain from the text: \(text)")
        }
        XCTAssertGreaterThan(plain, 100)
        // One byte of every kind in a path: plain for RFC 3986's 81 characters of a path or a query
        // (66 unreserved, 11 sub-delimiters, `:`, `@`, `/`, `?`), and each spelled back by Foundation.
        let bytes = (0..<128).map { UInt8($0) } + [0x80, 0xC3, 0xFF]
        let plainBytes = bytes.filter { byte in
            let text = "http://a.example/x" + String(decoding: [byte], as: UTF8.self) + "y"
            guard WebAddress.isPlain(text) else { return false }
            XCTAssertEqual(URL(string: text)?.absoluteString, text, "byte \(byte)")
            return true
        }
        XCTAssertEqual(plainBytes.count, 81)
        for text in [
            "https://ot-foodspotting-production.s3.amazonaws.com/reviews/1945384/thumb_600.jpg",
            "https://resizer.otstatic.com/v2/photos/wide-large/24399459.jpg", "http://127.0.0.1:8080/films/1.jpg?size=w500&x=%20",
        ] {
            XCTAssertTrue(WebAddress.isPlain(text), text)
        }
    }

    /// Every scheme followed by every authority followed by every rest.
    private static func texts(_ schemes: [String], _ authorities: [String], _ rests: [String]) -> [String] {
        schemes.flatMap { scheme in authorities.flatMap { authority in rests.map { scheme + authority + $0 } } }
    }
}
