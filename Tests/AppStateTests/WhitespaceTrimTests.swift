import AppState
import Foundation
import XCTest

/// White space at the ends of a text is what Foundation's `CharacterSet.whitespaces` names, and
/// trimming gives what `trimmingCharacters(in: .whitespaces)` gives.
final class WhitespaceTrimTests: XCTestCase {
    func testEveryScalarIsWhitespaceExactlyWhenFoundationSaysSo() {
        var differing: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if scalar.isWhitespaceAsFoundationNamesIt != CharacterSet.whitespaces.contains(scalar) { differing.append(value) }
        }
        XCTAssertEqual(differing, [])
    }

    func testTrimsAsFoundationTrims() {
        let ends = ["", " ", "\t", "\u{A0}", "\u{3000}", "\u{2009}\t ", "\n", "é", "\u{301}", "x"]
        for middle in ["", "https://example.com/a b.png", " ", "\u{3000}", "a\u{301}"] {
            for head in ends {
                for tail in ends {
                    let text = head + middle + tail
                    XCTAssertEqual(text.trimmingWhitespace, text.trimmingCharacters(in: .whitespaces), text.debugDescription)
                }
            }
        }
    }
}
