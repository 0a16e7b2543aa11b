import ActionLog
import AppState
import XCTest

/// Effect ids made of a prefix and a value, and the value read back.
final class EffectIDPartsTests: XCTestCase {
    func testAnIdIsThePrefixAColonAndTheValue() {
        XCTAssertEqual(EffectID("order", 3).rawValue, "order:3")
        XCTAssertEqual(EffectID("image", "https://example.com/a.png").rawValue, "image:https://example.com/a.png")
    }

    func testTheValueAfterItsPrefix() {
        XCTAssertEqual(EffectID("nearby:12").value(after: "nearby"), "12")
        XCTAssertEqual(EffectID("photo:a:b").value(after: "photo"), "a:b")
        XCTAssertEqual(EffectID("photo:").value(after: "photo"), "")
    }

    func testAnIdWithAnotherPrefixHasNoValue() {
        XCTAssertNil(EffectID("details:1").value(after: "nearby"))
        XCTAssertNil(EffectID("nearby1").value(after: "nearby"))
        XCTAssertNil(EffectID("feed").value(after: "feed:"))
        XCTAssertNil(EffectID("imagery:1").value(after: "image"))
    }
}
