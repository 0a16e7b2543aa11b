import ActionLog
import AppState
import Foundation
import XCTest

/// Effects written straight to bytes are the bytes the canonical writer writes for their trees:
/// the bytes a checkpoint line records, which a replay compares with its own.
final class EffectLogSpellingTests: XCTestCase {
    func testEveryEffectIsSpelledAsItsTreeIsWritten() throws {
        let url = try XCTUnwrap(URL(string: "https://example.com/a?b=c"))
        let texts = ["", "plain", #"["swift","elm"]"#, "back\\slash", "line\nfeed\ttab\rreturn", "\u{8}\u{c}\u{1}\u{1f}\u{7f}", "é 😀 /"]
        var effects: [Effect] = [
            .http(HTTPRequest(id: "feed", method: .get, url: url, headers: [.init(name: "Accept", value: "a\"b")], body: "{}", timeout: 2.5, maxBytes: 10)),
            .http(HTTPRequest(id: "order", method: .post, url: url, body: "{\"id\":1}")),
            .http(HTTPRequest(id: "a", url: url, headers: [.init(name: "A", value: "1"), .init(name: "B", value: "")], timeout: .infinity)),
            .loadImage(id: "image:1", url: AddressText(url)),
            .readBundledFile(id: "file", name: "feed.json", maxBytes: 100),
            .persist(key: "k", value: nil),
            .persist(key: "k", value: Data([0xFF, 0xFE])),
            .persist(key: "k", value: Data([0x61, 0x00])),
            .timer(id: "t", milliseconds: 0), .timer(id: "t", milliseconds: -5), .timer(id: "t", milliseconds: Int.max),
        ]
        for text in texts {
            effects += [
                .persist(key: StorageKey(rawValue: text), value: Data(text.utf8)), .load(key: StorageKey(rawValue: text)),
                .cancel(id: EffectID(rawValue: text)), .timer(id: EffectID(rawValue: text), milliseconds: 250),
            ]
        }
        for effect in effects {
            XCTAssertEqual(
                String(decoding: [effect].logSpelling, as: UTF8.self),
                String(decoding: CanonicalWriter.bytes(of: .array([effect.logValue])), as: UTF8.self))
        }
        XCTAssertEqual(effects.logSpelling, Array(CanonicalWriter.bytes(of: .array(effects.map(\.logValue)))))
        XCTAssertEqual([Effect]().logSpelling, Array("[]".utf8))
    }
}
