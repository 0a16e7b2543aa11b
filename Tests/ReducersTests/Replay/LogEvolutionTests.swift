import ActionLog
import AppState
import Foundation
import LogReplay
import Reducers
import XCTest

/// Logs of older formats and schemas replay through the upcasters, with a report of what was
/// migrated; results are decoded again at replay; checkpoints cover effects too.
final class LogEvolutionTests: XCTestCase {
    private var files: LogFiles!

    override func setUpWithError() throws { files = try LogFiles() }
    override func tearDown() { files.remove() }

    func testAFormatOneLogIsUpcastAndTheMigrationIsReportedPerCase() throws {
        let url = try files.write([
            LogFiles.formatOneShowcaseHeader,
            LogFiles.action(1, #"{"launched":{}}"#),
            LogFiles.action(2, #"{"navigation":{"_0":{"navigation":{"_0":{"pushed":{"_0":{"item":{"_0":"a"}}}}}}}}"#),
            LogFiles.action(3, #"{"favorites":{"_0":{"toggled":{"_0":"swift"}}}}"#),
            LogFiles.action(4, #"{"favorites":{"_0":{"toggled":{"_0":"elm"}}}}"#),
        ])
        let outcome = try Replayer<ShowcaseFeature>().run(LogOpening(url: url))
        XCTAssertEqual(outcome.state.navigation.current.screens, [.item(id: "a")])
        XCTAssertEqual(outcome.state.favorites.ids.elements, ["swift", "elm"])
        XCTAssertEqual(outcome.migration.format.from, 1)
        XCTAssertEqual(outcome.migration.format.to, 2)
        XCTAssertEqual(outcome.migration.cases, [
            MigrationReport.CaseCount(caseName: "favorites.toggled", migrated: 2, unchanged: 0),
            MigrationReport.CaseCount(caseName: "launched", migrated: 0, unchanged: 1),
            MigrationReport.CaseCount(caseName: "navigation.navigation.pushed", migrated: 1, unchanged: 0),
        ])
    }

    func testTheFilmsSchemaStepRenamesTheCaseAndFillsItsDefault() throws {
        let header = #"{"actionSchema":2,"app":"films","format":"appcore.action-log","initial":{"name":"launch"},"stateSchema":1,"type":"header","version":2}"#
        let url = try files.write([header, LogFiles.action(1, #"{"rowTapped":{"film":7}}"#), LogFiles.action(2, #"{"returnTapped":{}}"#)])
        var actions: [FilmsAction] = []
        let outcome = try Replayer<FilmsFeature>().run(LogOpening(url: url)) { step in step.action.map { actions.append($0) } }
        XCTAssertEqual(actions, [.rowTapped(film: FilmID(7)), .returnedToList(via: .button)])
        XCTAssertEqual(outcome.state.navigation.screens, [])
        XCTAssertEqual(outcome.migration.cases, [
            MigrationReport.CaseCount(caseName: "returnedToList", migrated: 1, unchanged: 0),
            MigrationReport.CaseCount(caseName: "rowTapped", migrated: 0, unchanged: 1),
        ])
    }

    func testAnActionAnUpcasterCannotConvertNamesLinePathAndStep() throws {
        let header = #"{"actionSchema":2,"app":"films","format":"appcore.action-log","initial":{"name":"launch"},"stateSchema":1,"type":"header","version":2}"#
        let url = try files.write([header, LogFiles.action(1, #"{"returnTapped":{"animated":true}}"#)])
        XCTAssertThrowsError(try Replayer<FilmsFeature>().run(LogOpening(url: url))) { error in
            XCTAssertEqual(error as? LogError, LogError(file: url.path, line: 2, problem: .malformed(
                field: "action.returnTapped",
                reason: "cannot bring the action from schema 2 to 3: action.returnTapped: returnTapped had no fields in schema 2")))
        }
    }

    func testCheckpointsOfAnotherStateSchemaAreNotComparableAndTheReplayStillEnds() throws {
        let header = LogFiles.showcaseHeader.replacingOccurrences(
            of: #""stateSchema":\#(ShowcaseFeature.stateSchemaVersion)"#, with: #""stateSchema":1"#)
        let wrong = "sha256:" + String(repeating: "0", count: 64)
        let url = try files.write([
            header, LogFiles.action(1, #"{"navigation.tabSelected":{"tab":"browser"}}"#), LogFiles.checkpoint(1, state: wrong),
            LogFiles.action(2, #"{"navigation.tabSelected":{"tab":"favorites"}}"#), LogFiles.checkpoint(2, state: wrong),
        ])
        let outcome = try Replayer<ShowcaseFeature>(verify: true).run(LogOpening(url: url))
        XCTAssertNil(outcome.divergence)
        XCTAssertEqual(outcome.checkpointsNotComparable, 2)
        XCTAssertEqual(outcome.lastSeq, 2)
        XCTAssertEqual(outcome.state.navigation.selected, .favorites)
    }

    func testAResultIsDecodedByTheFeatureAtReplay() throws {
        let url = try files.write([
            LogFiles.showcaseHeader,
            LogFiles.action(1, #"{"launched":{}}"#), LogFiles.checkpoint(1, effects: #"[{"load":{"key":"showcase.favorites"}}]"#),
            LogFiles.result(2, #"{"loaded":{"key":"showcase.favorites","value":"[\"rust\",\"swift\"]"}}"#), LogFiles.checkpoint(2),
        ])
        var decoded: [ShowcaseAction?] = []
        let outcome = try Replayer<ShowcaseFeature>(verify: true).run(LogOpening(url: url)) { decoded.append($0.action) }
        XCTAssertNil(outcome.divergence)
        XCTAssertEqual(decoded, [.launched, .favorites(.restored(ids: ["rust", "swift"]))])
        XCTAssertEqual(outcome.state.favorites.ids.elements, ["rust", "swift"])
    }

    func testAnInputWhoseEffectsDifferDiverges() throws {
        let url = try files.write([
            LogFiles.showcaseHeader, LogFiles.action(1, #"{"favorites.toggled":{"id":"swift"}}"#), LogFiles.checkpoint(1, effects: "[]"),
        ])
        let outcome = try Replayer<ShowcaseFeature>(verify: true).run(LogOpening(url: url))
        XCTAssertEqual(outcome.divergence, Divergence(
            seq: 1, line: 3,
            kind: .effects(recorded: "[]", replayed: #"[{"persist":{"key":"showcase.favorites","value":"[\"swift\"]"}}]"#)))
    }
}
