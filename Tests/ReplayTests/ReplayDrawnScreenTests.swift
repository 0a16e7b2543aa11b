import ActionLog
import AppState
import Foundation
import LogReplay
import Reducers
import ScreenText
import XCTest

@testable import replay

/// `replay LOG` prints the last screen drawn as the terminal draws it, with the terminal's own
/// drawing code.
final class ReplayDrawnScreenTests: XCTestCase {
    private let tour = ReplayRun.session("lunch-tour")

    func testTheLunchTourEndsOnTheFavoritesTabShowingChuys() throws {
        let result = ReplayRun(tour)
        XCTAssertEqual(result.code, .success)
        XCTAssertEqual(result.err, "")
        let lines = result.out.components(separatedBy: "\n")
        XCTAssertEqual(Array(lines.prefix(2)), ["lunch: 40 inputs, 1 launch", "the screen after input 40:"])
        XCTAssertEqual(lines[2], "Lunch Tyme  m [Map]")
        XCTAssertEqual(lines[3], " 1 lunch  2 internets [3 favorites]")
        let chuys = try Self.restaurant(named: "Chuy's")
        XCTAssertTrue(lines.contains { $0.hasPrefix("> ♥ \(chuys.name)  \(chuys.category)  image ") }, result.out)
        XCTAssertTrue(result.out.contains("Chuy's  Tex Mex"), result.out)
        XCTAssertFalse(result.out.contains("\u{1B}"), "no escape codes")
        XCTAssertTrue(result.out.hasSuffix("q quit\n\nmore: --state (the whole state), --steps (each input and what it changed), --verify (check the recorded checkpoints), --html FILE (a timeline to step through), --help\n"), result.out)
    }

    func testTheDrawnScreenIsWhatTheTerminalsDrawingMakesOfTheReplayedState() throws {
        let state = try Replayer<LunchFeature>().run(LogOpening(url: URL(fileURLWithPath: tour))).state
        var frame = TerminalFrame(width: 80)
        LunchDrawing().draw(LunchFeature.screen(of: state), into: &frame, height: 1000)
        let drawn = frame.lines.map { line in
            String(line.map(\.text).joined().reversed().drop { $0 == " " }.reversed())
        }
        let lines = ReplayRun(tour).out.components(separatedBy: "\n")
        XCTAssertEqual(Array(lines.dropFirst(2).prefix(drawn.count)), drawn)
        XCTAssertEqual(lines[2 + drawn.count], "", "a blank line before more:")
        XCTAssertTrue(lines[3 + drawn.count].hasPrefix("more: "))
    }

    /// The showcase, which the terminal does not draw, still prints its screen as a tree.
    func testTheShowcaseScreenIsATree() {
        let out = ReplayRun(ReplayRun.session("showcase-tabs-navigation")).out
        XCTAssertTrue(out.contains("tabBar:\n  selected: \"favorites\"\n"), out)
    }

    /// The restaurant of the seed's feed called `name`: its name and category.
    private static func restaurant(named name: String) throws -> (name: String, category: String) {
        let data = try Data(contentsOf: ReplayRun.root.appendingPathComponent("Fixtures/lunch/restaurants.json"))
        let feed = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        let restaurants = try XCTUnwrap(feed["restaurants"] as? [[String: Any]])
        let restaurant = try XCTUnwrap(restaurants.first { $0["name"] as? String == name })
        return (name, try XCTUnwrap(restaurant["category"] as? String))
    }
}
