@testable import ActionLog
import Foundation
import XCTest

/// `String(validatingUTF8Bytes:)` decides whether logged bytes are written as text or base64: it
/// agrees with a scalar-by-scalar UTF-8 decoder on every sequence the standard names, and on
/// random bytes.
final class UTF8ValidationTests: XCTestCase {
    /// The reference: the standard library's UTF-8 decoder, one scalar at a time.
    private func reference(_ bytes: [UInt8]) -> String? {
        guard !bytes.contains(0) else { return nil }
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return String(decoding: bytes, as: UTF8.self)
            case .error: return nil
            }
        }
    }

    func testTheStandardsSequencesAreJudgedAsByTheDecoder() {
        let cases: [[UInt8]] = [
            [], Array("plain".utf8), Array("é ü 漢字 🍔".utf8), [0xEF, 0xBF, 0xBD],  // valid, U+FFFD itself included
            [0x00], Array("a\u{0}b".utf8),  // NUL
            [0x80], [0xC0, 0x80], [0xC1, 0xBF], [0xE0, 0x80, 0x80], [0xF0, 0x80, 0x80, 0x80],  // stray and overlong
            [0xED, 0xA0, 0x80], [0xED, 0xBF, 0xBF],  // surrogates
            [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xFF],  // beyond U+10FFFF
            [0xE2, 0x82], [0xF0, 0x9F, 0x8D], Array("ok".utf8) + [0xC3],  // truncated
            [0xE2, 0x28, 0xA1], [0xC3, 0x28],  // a continuation missing
        ]
        for bytes in cases {
            XCTAssertEqual(String(validatingUTF8Bytes: Data(bytes)), reference(bytes), "\(bytes)")
        }
        XCTAssertEqual(String(validatingUTF8Bytes: Data("é ü 漢字 🍔".utf8)), "é ü 漢字 🍔")
        XCTAssertNil(String(validatingUTF8Bytes: Data([0xED, 0xA0, 0x80])))
    }

    func testEveryShortSequenceOfTellingBytesIsJudgedAsByTheDecoder() {
        // ASCII, DEL, continuation bytes, each lead byte's edges, and NUL: every sequence of up
        // to three of them.
        let alphabet: [UInt8] = [0x41, 0x7F, 0x80, 0x9F, 0xA0, 0xBF, 0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0x00]
        var sequences: [[UInt8]] = [[]]
        for _ in 1...3 {
            sequences += sequences.filter { $0.count == sequences.last?.count }.flatMap { prefix in alphabet.map { prefix + [$0] } }
        }
        XCTAssertEqual(sequences.count, 1 + 15 + 225 + 3_375)
        for bytes in sequences {
            XCTAssertEqual(String(validatingUTF8Bytes: Data(bytes)), reference(bytes), "\(bytes)")
        }
    }
}
