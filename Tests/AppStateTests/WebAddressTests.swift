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
        for scheme in schemes {
            for authority in authorities {
                for rest in rests {
                    let text = scheme + authority + rest
                    let url = URL(string: text)
                    let isWeb = url.map { ["http", "https"].contains($0.scheme?.lowercased()) && !($0.host ?? "").isEmpty } ?? false
                    let hasUserInfo = url.map { $0.user != nil || $0.password != nil } ?? false
                    XCTAssertEqual(WebAddress.url(text, allowsUserInfo: true), isWeb ? url : nil, text)
                    XCTAssertEqual(WebAddress.url(text, allowsUserInfo: false), isWeb && !hasUserInfo ? url : nil, text)
                    guard WebAddress.hasPlainSchemeAndHost(text), url != nil else { continue }
                    plain += 1
                    XCTAssertTrue(isWeb && !hasUserInfo, "read as plain from the text: \(text)")
                }
            }
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
}
