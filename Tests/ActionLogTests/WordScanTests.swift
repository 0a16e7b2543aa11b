@testable import ActionLog
import XCTest

/// The word-at-a-time scans say what a byte-by-byte reading says.
final class WordScanTests: XCTestCase {
    /// Bytes of every length up to 40, ASCII or with one NUL or one byte beyond ASCII at each
    /// position: ASCII without NUL exactly where no byte is 0 or 0x80 and above.
    func testASCIIWithoutNULIsReadAsByteByByte() {
        var random = SystemRandomNumberGenerator()
        var checked = 0
        for length in 0...40 {
            let ascii = (0..<length).map { _ in UInt8.random(in: 1...0x7F, using: &random) }
            var samples = [ascii]
            for position in 0..<length {
                for odd: UInt8 in [0, 0x80, 0xC3, 0xFF] {
                    var bytes = ascii
                    bytes[position] = odd
                    samples.append(bytes)
                }
            }
            for bytes in samples {
                let expected = !bytes.contains { $0 == 0 || $0 >= 0x80 }
                XCTAssertEqual(bytes.withUnsafeBufferPointer(WordScan.isASCIIWithoutNUL), expected, "\(bytes)")
                checked += 1
            }
        }
        XCTAssertEqual(checked, 41 + 4 * (0...40).reduce(0, +))
    }
}
