import ActionLog
import Foundation
import XCTest

@testable import replay

/// `--steps` explains each input: the raw result and what it decoded to, the changes, and the
/// effects the recording wrote, in full.
final class ReplayStepsTests: XCTestCase {
    func testEffectsAreTheRecordedOnesInFull() {
        let result = ReplayRun(ReplayRun.session("places-browse"), "--steps", "--from", "3", "--until", "3")
        XCTAssertEqual(result.code, .success, result.err)
        // The Places nearby search of the spec: location, radius 100 m, and the key, never cut short.
        XCTAssertTrue(result.out.contains("url: \"https://maps.googleapis.com/maps/api/place/nearbysearch/json?location=-33.8670522,151.1957362&radius=100"), result.out)
        let effects = result.out.split(separator: "\n").filter { $0.hasPrefix("    effect:") }
        XCTAssertFalse(effects.isEmpty)
        XCTAssertFalse(effects.contains { $0.contains("…") }, "effects are never cut short")
    }

    func testPersistedJSONIsShownAsJSON() {
        let result = ReplayRun(ReplayRun.session("lunch-tour"), "--steps", "--from", "21", "--until", "21", "--path", "favorites")
        XCTAssertEqual(result.code, .success, result.err)
        XCTAssertEqual(result.out, """
            #21 2026-11-18T11:07:00.000Z heartTapped(restaurant: "Chuy's")
                + favorites[0]: "Chuy's"
                effect: persist(key: "lunch.favorites", valueJSON: ["Chuy's"])

            """)
    }

    func testAResultShowsWhatItDecodedTo() {
        let result = ReplayRun(ReplayRun.session("showcase-favorites"), "--steps", "--until", "4")
        ReplayRun.assertGolden(result.out, "showcase-favorites.steps-1-4.txt")
    }
}

/// Steps say when the reducer refused an action, and why, where the state records it, and list
/// what changed on screen (the app's screen model), marked screen.
final class ReplayStepsExplainTests: XCTestCase {
    private let tabs = ReplayRun.session("showcase-tabs-navigation")

    func testARefusedActionSaysWhy() {
        // Popping an empty stack, and presenting a modal over another, are refused (shared reducers).
        let popped = ReplayRun(tabs, "--steps", "--from", "11", "--until", "11")
        XCTAssertEqual(popped.out, """
            #11 2026-11-18T11:06:50.000Z navigation.navigation.popped
                + lastRefusal: navigation(refusal: nothingToPop)
                refused: navigation(refusal: nothingToPop)

            """)
        let modal = ReplayRun(tabs, "--steps", "--from", "14", "--until", "14")
        XCTAssertTrue(modal.out.hasSuffix("    refused: modal(refusal: alreadyPresenting(modal: \"map\"))\n"), modal.out)
        let accepted = ReplayRun(tabs, "--steps", "--from", "13", "--until", "13")
        XCTAssertFalse(accepted.out.contains("refused"), accepted.out)
    }

    func testScreenChangesAreListedAndMarked() {
        // Going back to the first of three pages: Back turns off; Next was already on.
        let back = ReplayRun(ReplayRun.session("showcase-browser-history"), "--steps", "--from", "12", "--until", "12")
        XCTAssertTrue(back.out.contains("    ~ screen.browser.back.isEnabled: true → false (screen)\n"), back.out)
        XCTAssertFalse(back.out.contains("screen.browser.next"), back.out)
        // Buying a burger disables its button until the order is answered, then the seed's
        // congratulation shows.
        let buy = ReplayRun(ReplayRun.session("burgers-order"), "--steps", "--from", "15", "--until", "16")
        XCTAssertTrue(buy.out.contains("    ~ screen.promoted[0].buy.isEnabled: true → false (screen)\n"), buy.out)
        XCTAssertTrue(buy.out.contains("    ~ screen.promoted[0].buy.isEnabled: false → true (screen)\n"), buy.out)
        XCTAssertTrue(buy.out.contains(#"+ screen.alert: {buttons: ["OK"], message: "Order placed. Your Diner Burger is on its way.", title: "Excellent choice!"} (screen)"#), buy.out)
        let focused = ReplayRun(ReplayRun.session("showcase-browser-history"), "--steps", "--from", "12", "--until", "12", "--path", "browser")
        XCTAssertFalse(focused.out.contains("(screen)"), "a focused listing shows the stored subtree only")
    }
}

/// `--steps --json`: the same steps as data, one JSON object a line.
final class ReplayStepsJSONTests: XCTestCase {
    func testEachStepIsOneObjectWithItsChangesScreenEffectsAndRefusal() throws {
        let whole = ReplayRun(ReplayRun.session("burgers-order"), "--steps", "--json")
        XCTAssertEqual(whole.code, .success, whole.err)
        let lines = try whole.out.split(separator: "\n").map { try JSONValue(parsing: Data($0.utf8)) }
        XCTAssertEqual(lines.map { $0["seq"] }, (1...lines.count).map { JSONValue.int(Int64($0)) }, "one line a step, in order")
        // Buying the Diner Burger (input 15): its Buy turns off, and the order is POSTed.
        let buy = lines[14]
        XCTAssertEqual(buy["input"], .string("action"))
        XCTAssertEqual(buy["action"], .object([("buyTapped", .object([("burger", .int(2))]))]))
        guard case .array(let screen)? = buy["screen"] else { return XCTFail("\(buy)") }
        XCTAssertTrue(screen.contains(.object([("new", .bool(false)), ("old", .bool(true)), ("path", .string("promoted[0].buy.isEnabled"))])))
        guard case .array(let effects)? = buy["effects"] else { return XCTFail("\(buy)") }
        XCTAssertEqual(effects.first?["http"]?["method"], .string("POST"))
        // The answer (input 16) shows the raw result beside the action it decoded to.
        XCTAssertEqual(lines[15]["input"], .string("result"))
        XCTAssertNotNil(lines[15]["result"]?["http"])
        XCTAssertNotNil(lines[15]["action"]?["orderAnswered"])

        let popped = ReplayRun(ReplayRun.session("showcase-tabs-navigation"), "--steps", "--json", "--from", "11", "--until", "11")
        let refused = try JSONValue(parsing: Data(popped.out.utf8))
        XCTAssertEqual(refused["refused"], .object([("navigation", .object([("refusal", .object([("nothingToPop", .object([]))]))]))]))
    }

    /// `--watch PATH --json`: one object a change of the watched subtree.
    func testWatchWritesOneObjectAChange() throws {
        let result = ReplayRun(ReplayRun.session("lunch-tour"), "--watch", "favorites", "--json")
        XCTAssertEqual(result.code, .success, result.err)
        let changes = try result.out.split(separator: "\n").map { try JSONValue(parsing: Data($0.utf8)) }
        // The heart on Chuy's detail (seed 000) saves it: the last change of the favorites.
        XCTAssertEqual(changes.last, .object([
            ("action", .object([("heartTapped", .object([("restaurant", .string("Chuy's"))]))])), ("input", .string("action")),
            ("new", .array([.string("Chuy's")])), ("old", .array([])), ("seq", .int(21)),
        ]))
        XCTAssertEqual(result.err, "favorites: \(changes.count) changes in 40 actions\n")
    }
}
