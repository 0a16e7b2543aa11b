import ActionLog
import Foundation
import XCTest

final class CanonicalJSONTests: XCTestCase {
    private struct Sample: Codable, Equatable {
        var zebra = 1
        var apple = "a/b"
        var middle: [String: Int] = ["y": 2, "x": 1, "w": 0]
    }

    func testKeysAreSortedAndSlashesKept() throws {
        let text = String(decoding: try CanonicalJSON.encode(Sample()), as: UTF8.self)
        XCTAssertEqual(text, #"{"apple":"a/b","middle":{"w":0,"x":1,"y":2},"zebra":1}"#)
    }

    func testEqualValuesHashAlikeWhateverTheirHistory() throws {
        var built = Sample()
        built.middle = [:]
        for (key, value) in [("w", 0), ("y", 2), ("x", 1)] { built.middle[key] = value }
        XCTAssertEqual(try StateHash(of: built), try StateHash(of: Sample()))
        XCTAssertEqual(
            try StateHash(of: Sample()).rawValue,
            "sha256:" + SHA256.hex(of: Data(#"{"apple":"a/b","middle":{"w":0,"x":1,"y":2},"zebra":1}"#.utf8)))
    }

    func testKeysSortByTheirUTF8BytesOnEveryPlatform() throws {
        let keys = ["images": 1, "imageURL": 2, "_2": 3, "_10": 4, "é": 5, "z": 6, "B": 7]
        XCTAssertEqual(
            String(decoding: try CanonicalJSON.encode(keys), as: UTF8.self),
            #"{"B":7,"_10":4,"_2":3,"imageURL":2,"images":1,"z":6,"é":5}"#)
    }

    func testScalarsHaveOneSpelling() throws {
        let doubles: [Double] = [1.0, 0.5, -0.0, 0.1 + 0.2, 1e21, 1.5e-7, 32.950787]
        XCTAssertEqual(
            String(decoding: try CanonicalJSON.encode(doubles), as: UTF8.self),
            "[1,0.5,0,0.30000000000000004,1e+21,1.5e-07,32.950787]", "-0 reads back as 0, which equals it")
        let text = "a\u{1}\u{1f}\"\\/\n\t\r\u{8}\u{c}é😀"
        let expected = #"["a\u0001\u001f\"\\/\n\t\r\b\fé😀"]"#
        XCTAssertEqual(String(decoding: try CanonicalJSON.encode([text]), as: UTF8.self), expected)
        XCTAssertEqual(try JSONDecoder().decode([String].self, from: CanonicalJSON.encode([text])), [text])
    }

    /// The direct writer of a list of strings (stored favorites) writes the bytes the tree does.
    func testAListOfStringsIsWrittenAsItsTreeIs() throws {
        let lists: [[String]] = [[], ["fav-1"], ["a\u{1}\u{1f}\"\\/\n\t\r\u{8}\u{c}é😀", "", "b"]]
        for list in lists {
            XCTAssertEqual(CanonicalWriter.bytes(ofStrings: list), try CanonicalJSON.encode(list), "\(list)")
        }
        XCTAssertEqual(String(decoding: CanonicalWriter.bytes(ofStrings: ["x", "\"y\""]), as: UTF8.self), #"["x","\"y\""]"#)
    }

    /// A state hash is read alike from a line's bytes and from the tree: `sha256:` and 64
    /// lower-case hex digits, nothing else.
    func testAStateHashReadsAlikeFromBytesAndTree() {
        let digits = String(repeating: "0123456789abcdef", count: 4)
        let texts = ["sha256:" + digits, "sha256:" + digits.uppercased(), "sha256:" + digits.dropLast(), "sha256:" + digits + "0",
                     "sha256:" + digits.dropLast() + "g", "sha257:" + digits, "sha256:" + digits.dropLast() + "/", ""]
        // A byte just outside each range of hex digits, in the middle of a word.
        let edges = ["/", ":", "@", "`", "g", "F", "\u{7F}"].map { (byte: String) -> String in
            "sha256:" + String(digits.prefix(30)) + byte + String(digits.suffix(33))
        }
        for text in texts + edges {
            let tree = try? StateHash(logValue: .string(text), at: "state")
            let line = Array("\"\(text)\"".utf8)
            let bytes = line.withUnsafeBytes { bytes -> StateHash? in
                var cursor = LogCursor(bytes)
                return try? StateHash(logCursor: &cursor)
            }
            XCTAssertEqual(bytes, tree, text)
            XCTAssertEqual(tree != nil, text == "sha256:" + digits, text)
        }
    }

    /// A hash is written back exactly as it was read, whether it was read from a line, from text
    /// or through `Codable`: a SHA-256 spelling (kept as its bytes) and any other text (kept as
    /// it is); two hashes are equal exactly when their texts are.
    func testAStateHashIsWrittenBackAsItWasRead() throws {
        var random = SplitMix(state: 26)
        var texts = (0..<200).map { _ in
            "sha256:" + (0..<32).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &random)) }.joined()
        }
        texts += ["sha256:" + String(repeating: "00", count: 32), "sha256:" + String(repeating: "ff", count: 32)]
        texts += texts.prefix(3).map { $0.uppercased() } + ["sha512:abc", "", "sha256:" + String(repeating: "0", count: 63)]
        for text in texts {
            let hash = StateHash(rawValue: text)
            XCTAssertEqual(hash.rawValue, text)
            var written: [UInt8] = []
            hash.appendSpelling(to: &written)
            XCTAssertEqual(String(decoding: written, as: UTF8.self), text)
            XCTAssertEqual(try JSONDecoder().decode(StateHash.self, from: JSONEncoder().encode(hash)).rawValue, text)
            let line = Array("\"\(text)\"".utf8)
            let read = line.withUnsafeBytes { bytes -> StateHash? in
                var cursor = LogCursor(bytes)
                return try? StateHash(logCursor: &cursor)
            }
            if let read { XCTAssertEqual(read, hash, text) }
            XCTAssertEqual(read != nil, text.hasPrefix("sha256:") && text.count == 71 && text == text.lowercased(), text)
        }
        for (first, second) in zip(texts, texts.dropFirst()) {
            XCTAssertEqual(StateHash(rawValue: first) == StateHash(rawValue: second), first == second)
        }
        XCTAssertNotEqual(StateHash(rawValue: texts[0]), StateHash(rawValue: texts[0].uppercased()))
    }
}
