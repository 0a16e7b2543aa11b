import ActionLog
import AppState
import Foundation
import LogReplay
import Reducers
import XCTest

/// A checkpoint's recorded effects are compared with the step's as this build spells them, byte
/// for byte, and through their trees when the bytes differ: any spelling of the same effects
/// matches, and effects that differ diverge with the message they always had.
final class RecordedEffectsSpellingTests: XCTestCase {
    private var files: LogFiles!

    override func setUpWithError() throws { files = try LogFiles() }
    override func tearDown() { files.remove() }

    /// A heart on `swift` with its checkpoint recording `effects`, then storage's answer to the
    /// write: it must answer an effect in flight, so the recorded effects must be the replay's.
    private func replay(recording effects: String) throws -> Replayer<ShowcaseFeature>.Outcome {
        let url = try files.write([
            LogFiles.showcaseHeader,
            LogFiles.action(1, #"{"favorites.toggled":{"id":"swift"}}"#), LogFiles.checkpoint(1, effects: effects),
            LogFiles.result(2, #"{"persisted":{"key":"showcase.favorites"}}"#), LogFiles.checkpoint(2),
        ])
        return try Replayer<ShowcaseFeature>(verify: true).run(LogOpening(url: url))
    }

    func testTheSameEffectsMatchHoweverTheyAreSpelled() throws {
        for effects in [
            // As this build writes them.
            #"[{"persist":{"key":"showcase.favorites","value":"[\"swift\"]"}}]"#,
            // Other key order, white space, other escapes of the same text.
            #"[{"persist":{"value":"[\"swift\"]","key":"showcase.favorites"}}]"#,
            #"[ {"persist": {"key": "showcase.favorites", "value": "[\"swift\"]"}} ]"#,
            #"[{"persist":{"key":"showcase.favorites","value":"[\u0022swift\u0022]"}}]"#,
            #"[{"persist":{"key":"showcase.favorites","value":"[\"sw\u0069ft\"]"}}]"#,
        ] {
            let outcome = try replay(recording: effects)
            XCTAssertNil(outcome.divergence, effects)
            XCTAssertEqual(outcome.checkpointsVerified, 2, effects)
            XCTAssertEqual(outcome.state.favorites.ids.elements, ["swift"], effects)
        }
    }

    func testEffectsThatDifferDivergeWithTheMessageTheyAlwaysHad() throws {
        let replayed = #"[{"persist":{"key":"showcase.favorites","value":"[\"swift\"]"}}]"#
        let recorded = #"[{"persist":{"key":"showcase.favorites","value":"[\"elm\"]"}}]"#
        for spelling in [recorded, #"[ {"persist": {"value": "[\"elm\"]", "key": "showcase.favorites"}} ]"#] {
            let outcome = try replay(recording: spelling)
            XCTAssertEqual(
                outcome.divergence, Divergence(seq: 1, line: 3, kind: .effects(recorded: recorded, replayed: replayed)), spelling)
        }
        // None recorded where the replay writes the favorites, as `LogEvolutionTests` has it.
        XCTAssertEqual(
            try replay(recording: "[]").divergence, Divergence(seq: 1, line: 3, kind: .effects(recorded: "[]", replayed: replayed)))
    }

    /// A tab chosen, which returns no effect, its checkpoint recording `effects`, then storage's
    /// answer to a write.
    private func tabChosen(recording effects: String) throws -> URL {
        try files.write([
            LogFiles.showcaseHeader,
            LogFiles.action(1, #"{"navigation.tabSelected":{"tab":"browser"}}"#), LogFiles.checkpoint(1, effects: effects),
            LogFiles.result(2, #"{"persisted":{"key":"showcase.favorites"}}"#), LogFiles.checkpoint(2),
        ])
    }

    func testNoEffectReplayedWhereSomeWereRecordedDivergesAndTheRecordedOnesRun() throws {
        let recorded = #"[{"persist":{"key":"showcase.favorites","value":"[\"swift\"]"}}]"#
        let url = try tabChosen(recording: recorded)
        XCTAssertEqual(
            try Replayer<ShowcaseFeature>(verify: true).run(LogOpening(url: url)).divergence,
            Divergence(seq: 1, line: 3, kind: .effects(recorded: recorded, replayed: "[]")))
        // A plain replay follows the log: the recorded write is in flight, and storage answers it.
        let plain = try Replayer<ShowcaseFeature>().run(LogOpening(url: url))
        XCTAssertEqual(plain.lastSeq, 2)
        XCTAssertEqual(plain.state.navigation.selected, .browser)
    }

    func testNoEffectMatchesNoneRecordedHoweverItIsSpelled() throws {
        for effects in ["[]", "[ ]", "[\t]"] {
            let url = try files.write([
                LogFiles.showcaseHeader,
                LogFiles.action(1, #"{"navigation.tabSelected":{"tab":"browser"}}"#), LogFiles.checkpoint(1, effects: effects),
            ])
            let outcome = try Replayer<ShowcaseFeature>(verify: true).run(LogOpening(url: url))
            XCTAssertNil(outcome.divergence, effects)
            XCTAssertEqual(outcome.checkpointsVerified, 1, effects)
        }
        // Storage's answer to a write none recorded answers nothing in flight.
        XCTAssertThrowsError(try Replayer<ShowcaseFeature>().run(LogOpening(url: try tabChosen(recording: "[]"))))
    }
}
