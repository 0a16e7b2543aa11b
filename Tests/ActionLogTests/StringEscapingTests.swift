@testable import ActionLog
import XCTest

/// Text written as a JSON string escapes exactly a quote, a backslash and the control characters,
/// wherever they fall among the eight-byte words the writer scans.
final class StringEscapingTests: XCTestCase {
    /// The escaping rule, a byte at a time.
    private func reference(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = [UInt8(ascii: "\"")]
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes += Array(#"\""#.utf8)
            case UInt8(ascii: "\\"): bytes += Array(#"\\"#.utf8)
            case 0x0A: bytes += Array(#"\n"#.utf8)
            case 0x09: bytes += Array(#"\t"#.utf8)
            case 0x0D: bytes += Array(#"\r"#.utf8)
            case 0x08: bytes += Array(#"\b"#.utf8)
            case 0x0C: bytes += Array(#"\f"#.utf8)
            case 0..<0x20: bytes += Array(String(format: "\\u%04x", Int(byte)).utf8)
            default: bytes.append(byte)
            }
        }
        return bytes + [UInt8(ascii: "\"")]
    }

    func testEscapesAsTheRuleSaysAtEveryPosition() {
        let palette: [String] = ["a", "Z", " ", "/", "\"", "\\", "\n", "\t", "\u{1}", "\u{1F}", "\u{7F}", "é", "😀", "0123456789"]
        var random = SplitMix(state: 7)
        for round in 0..<3_000 {
            // Some texts run past the chunks the writer escapes at a time.
            let pieces = Int.random(in: 0...(round % 10 == 0 ? 400 : 24), using: &random)
            let text = (0..<pieces).map { _ in palette[Int.random(in: 0..<palette.count, using: &random)] }.joined()
            // Appended after what is there.
            var written: [UInt8] = Array("[1,".utf8)
            LogSpelling.appendString(text, to: &written)
            XCTAssertEqual(written, Array("[1,".utf8) + reference(text), text.debugDescription)
        }
        // Control characters only, the longest escapes, over several chunks.
        let controls = String(repeating: "\u{1}\u{1F}\n", count: 200)
        var written: [UInt8] = []
        LogSpelling.appendString(controls, to: &written)
        XCTAssertEqual(written, reference(controls))
    }
}
