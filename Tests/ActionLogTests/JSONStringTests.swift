import ActionLog
import Foundation
import XCTest

/// Strings as the byte parser reads them, a word at a time with UTF-8 checked on the way: every
/// string Foundation's reader takes is read to the same text, every one it refuses is refused, and
/// the errors say what comes first in the text.
final class JSONStringTests: XCTestCase {
    /// Pieces a string is made of: plain runs across word boundaries, every escape, UTF-8 of each
    /// length, runs of spaces, and what is not allowed (control characters, bytes that are not UTF-8: stray
    /// continuations, overlong forms, surrogates, past U+10FFFF, cut sequences).
    private static let pieces: [[UInt8]] = {
        var pieces: [[UInt8]] = ["a", "hello", "0123456789abcdefghij", "x y z", #"\""#, #"\\"#, #"\/"#, #"\n"#, #"\t"#, #"\b"#, #"\f"#, #"\r"#,
            #"\u00e9"#, #"\u0041"#, #"\ud83d\ude00"#, #"\u2028"#, "é", "€", "😀", "中文",
            // Runs of spaces, as indent a pretty-printed body's lines after its escaped line feeds.
            String(repeating: " ", count: 8), String(repeating: " ", count: 9), String(repeating: " ", count: 17)].map { Array($0.utf8) }
        pieces += [[0x01], [0x1F], [0x80], [0xBF], [0xC0, 0xAF], [0xC1, 0x80], [0xC3], [0xE0, 0x80, 0x80], [0xE2, 0x82],
            [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xF0, 0x8F, 0xBF, 0xBF], [0xF5, 0x80, 0x80, 0x80], [0xFF]]
        pieces += [#"\x"#, #"\ud800"#, #"\udc00"#, #"\u12"#].map { Array($0.utf8) }
        return pieces
    }()

    func testEveryStringReadsAsFoundationReadsIt() throws {
        var random = SplitMix(state: 2026)
        var read = 0, refused = 0
        for round in 0..<4_000 {
            var text: [UInt8] = [UInt8(ascii: "\"")]
            let plainOnly = round % 2 == 0
            for _ in 0..<Int.random(in: 0...12, using: &random) {
                let piece = Self.pieces[Int.random(in: 0..<(plainOnly ? 23 : Self.pieces.count), using: &random)]
                text += piece
            }
            if round % 50 != 0 { text.append(UInt8(ascii: "\"")) }
            let document = Data(text)
            let reference = try? JSONValue(referenceParsing: document)
            let ours = try? JSONValue(parsing: document)
            XCTAssertEqual(ours, reference, "\(Array(text))")
            if ours == nil { refused += 1 } else { read += 1 }
        }
        XCTAssertGreaterThan(read, 1_000)
        XCTAssertGreaterThan(refused, 1_000)
    }

    func testALongEscapedBodyReadsWhole() throws {
        let body = String(repeating: #"{"name":"Café","lat":1.5,"tags":["a\nb"]},"#, count: 5_000)
        let line = Data(try JSONEncoder().encode(["body": body]))
        XCTAssertEqual(try JSONValue(parsing: line), .object([("body", .string(body))]))
    }

    func testErrorsSayWhatComesFirst() {
        func refusal(_ bytes: [UInt8]) -> JSONSyntaxError? {
            do {
                _ = try JSONValue(parsing: Data(bytes))
                return nil
            } catch { return error }
        }
        let quote = UInt8(ascii: "\""), escape = UInt8(ascii: "\\")
        XCTAssertEqual(refusal([quote, 0x61, 0xFF, 0x62, quote])?.reason, "a string is not valid UTF-8")
        XCTAssertEqual(refusal([quote, 0x61, 0xFF, 0x62, quote])?.offset, 1, "named at the string's start")
        XCTAssertEqual(refusal([quote, 0xFF, 0x01, quote])?.reason, "a control character in a string must be escaped")
        XCTAssertEqual(refusal([quote, 0xFF, escape, quote])?.reason, "a string is not closed")
        XCTAssertEqual(refusal([quote, escape, UInt8(ascii: "n"), 0xC3, quote])?.reason, "a string is not valid UTF-8")
        XCTAssertEqual(refusal([quote, escape, UInt8(ascii: "q"), quote])?.reason, #"unknown escape \q"#)
        XCTAssertEqual(refusal(Array(#""\ud800x""#.utf8))?.reason, #"a lone surrogate \ud800 in a string"#)
    }
}
