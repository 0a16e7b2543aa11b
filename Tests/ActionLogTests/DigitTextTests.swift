@testable import ActionLog
import XCTest

/// The digits written into lines (sequence numbers, times, state sizes) against the standard
/// library's own decimal text, zero-padded (a negative number, which no line holds, takes
/// `DigitText.padded`).
final class DigitTextTests: XCTestCase {
    func testDigitsAreTheDecimalTextPaddedToTheWidth() {
        for value: Int64 in [0, 7, 10, 99, 100, 12_345, 999_999_999, 1_000_000_000_000, .max] {
            for width in [1, 2, 3, 4, 19, 25] {
                var output: [UInt8] = [UInt8(ascii: "x")]
                DigitText.append(value, width: width, to: &output)
                let text = String(value)
                let padded = String(repeating: "0", count: max(0, width - text.count)) + text
                XCTAssertEqual(String(decoding: output, as: UTF8.self), "x" + padded, "\(value), width \(width)")
            }
        }
    }
}
