import ActionLog
import AppState
import Foundation
import XCTest

/// Every app's typed effect ids: the log's spelling of each case (as the bundled and frozen logs
/// hold it), read back to the same case, and any other text read as no id of that app.
final class TypedEffectIDTests: XCTestCase {
    private func assertSpelled<ID: TypedEffectID>(_ id: ID, _ text: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(id.effectID.rawValue, text, file: file, line: line)
        XCTAssertEqual(ID(EffectID(rawValue: text)), id, "read back", file: file, line: line)
    }

    func testEachAppsIdsAreSpelledAsTheLogsHoldThem() throws {
        let image = try XCTUnwrap(AddressText("https://s3.amazonaws.com/br-codingexams/Images/chuys.png"))
        assertSpelled(LunchEffectID.feed, "feed")
        assertSpelled(LunchEffectID.image(image), "image:https://s3.amazonaws.com/br-codingexams/Images/chuys.png")
        assertSpelled(BurgersEffectID.feed, "feed")
        assertSpelled(BurgersEffectID.order(3), "order:3")
        assertSpelled(BurgersEffectID.image(image), "image:https://s3.amazonaws.com/br-codingexams/Images/chuys.png")
        assertSpelled(FilmsEffectID.list(.userRatings), "list:userRatings")
        assertSpelled(FilmsEffectID.poster(FilmID(862)), "image:862")
        assertSpelled(PlacesEffectID.nearby(12), "nearby:12")
        assertSpelled(PlacesEffectID.details(1), "details:1")
        assertSpelled(PlacesEffectID.pageRetry(2), "page-retry:2")
        assertSpelled(PlacesEffectID.photo("ChIJ:with:colons"), "photo:ChIJ:with:colons")
    }

    func testOtherTextIsNoIdOfTheApp() {
        for text in ["feed:1", "image", "images:https://a.example", "order", "order:x", "#3", ""] {
            XCTAssertNil(BurgersEffectID(EffectID(rawValue: text)), text)
        }
        for text in ["list:everything", "list", "image:x", "image:", "feed"] {
            XCTAssertNil(FilmsEffectID(EffectID(rawValue: text)), text)
        }
        for text in ["nearby", "nearby:", "nearby:1.5", "details:one", "nearby1", "photo", "feed"] {
            XCTAssertNil(PlacesEffectID(EffectID(rawValue: text)), text)
        }
        XCTAssertNil(LunchEffectID(EffectID(rawValue: "feed:")), "a feed id has no value")
        XCTAssertNil(LunchEffectID(EffectID(rawValue: "order:3")))
    }

    /// An id is split at its first colon that is a character of its own, as `String` finds it:
    /// read by bytes where the text is ASCII, by characters where a colon is joined to a mark.
    func testAnIdIsSplitAtItsFirstColonCharacter() {
        let texts = [
            "feed", "image:862", "photo:ChIJ:with:colons", ":", "a:", ":b", "é:x", "a:é", "a:\u{301}b:c", "\u{600}:x:y", "\u{600}:x",
            "a\u{301}:b", "\r\n:x", "😀:y", "a:\u{200D}:b", "",
        ]
        for text in texts {
            let spelling = EffectID.Spelling(EffectID(rawValue: text))
            let colon = text.firstIndex(of: ":")
            XCTAssertEqual(spelling.kind, colon.map { String(text[..<$0]) } ?? text, text.debugDescription)
            XCTAssertEqual(spelling.value, colon.map { String(text[text.index(after: $0)...]) }, text.debugDescription)
            XCTAssertEqual(spelling.effectID.rawValue, text, "spelled back: \(text.debugDescription)")
        }
    }
}
