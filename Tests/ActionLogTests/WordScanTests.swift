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

    /// Every byte value at each of a word's eight places, among lower-case hex digits, and two
    /// at a time beside each other (a high byte's carry must not hide its neighbour): the word is
    /// unmarked exactly when every byte is `0`–`9` or `a`–`f`, and its digits read as by hand.
    func testLowerHexDigitsAreJudgedAndReadAsByteByByte() {
        let hex = Array("0123456789abcdef".utf8)
        func isLowerHex(_ byte: UInt8) -> Bool { hex.contains(byte) }
        func word(_ bytes: [UInt8]) -> UInt64 { bytes.enumerated().reduce(0) { $0 | UInt64($1.element) << (8 * $1.offset) } }
        let digits = Array("0f9a3c7e".utf8)
        for position in 0..<8 {
            for value in UInt8.min...UInt8.max {
                var bytes = digits
                bytes[position] = value
                XCTAssertEqual(WordScan.nonLowerHexMarks(word(bytes)) == 0, isLowerHex(value), "\(bytes)")
                guard position < 7 else { continue }
                for neighbour: UInt8 in [0x00, 0x2F, 0x3A, 0x60, 0x67, 0x80, 0xFF] {
                    bytes[position + 1] = neighbour
                    XCTAssertEqual(
                        WordScan.nonLowerHexMarks(word(bytes)) == 0, isLowerHex(value) && isLowerHex(neighbour), "\(bytes)")
                    bytes[position + 1] = digits[position + 1]
                }
            }
        }
        // "0f9a3c7e" spells the bytes 0x0f, 0x9a, 0x3c and 0x7e, in that order.
        XCTAssertEqual(WordScan.bytes(ofLowerHexDigits: word(digits)), 0x7e3c_9a0f)
    }
}
