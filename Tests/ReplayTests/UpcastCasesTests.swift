import ActionLog
import AppState
import Foundation
import Reducers
import XCTest

/// An older log's actions that no upcaster can rewrite are read straight from their lines' bytes;
/// the ones a step names (`ActionUpcaster.rewrittenCases`), and every action under a step that
/// names none, go through the tree, where the steps run. Shown on the bundled Showcase session
/// `showcase-favorites` (action schema 5) read as if this build were at schema 6.
final class UpcastCasesTests: XCTestCase {
    private static let session = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sessions/showcase-favorites.jsonl")

    /// A step 5 → 6 that gives every heart to `elm`, and names the case it rewrites.
    private static let heartsToElm = ActionUpcaster.rewritingCases(from: 5, summary: "hearts given to elm", [
        "favorites.toggled": { _, _ in .logCase("favorites.toggled", ["id": "elm"]) },
    ])

    /// The same step, naming no case: it may rewrite any action.
    private static let heartsToElmUnnamed = ActionUpcaster(from: 5, summary: "hearts given to elm") { (action, path) throws(LogDecodingError) in
        try heartsToElm.upcast(action, at: path)
    }

    func testOnlyTheNamedCasesGoThroughTheTreeAndTheirStep() throws {
        let read = try Self.read(adding: Self.heartsToElm)
        XCTAssertEqual(read.hearts, ["elm", "elm", "elm", "elm"], "every heart rewritten by the step")
        XCTAssertEqual(read.fromCursor, read.lines - 4, "every line but the four hearts read from the cursor")
        // The first heart is elm's already: the step leaves it as it was, and it counts unchanged.
        let hearts = read.migration.cases.first { $0.caseName == "favorites.toggled" }
        XCTAssertEqual(hearts?.migrated, 3)
        XCTAssertEqual(hearts?.unchanged, 1)
        XCTAssertEqual(read.migration.cases.first { $0.caseName == "launched" }?.unchanged, 1)
        let tree = try Self.read(adding: Self.heartsToElm, fromCursor: false)
        XCTAssertEqual(read.entries, tree.entries, "the same lines as the tree reads them")
        XCTAssertEqual(read.migration, tree.migration)
        XCTAssertEqual(tree.fromCursor, 0)
    }

    func testAStepThatNamesNoCaseSendsEveryActionThroughTheTree() throws {
        let read = try Self.read(adding: Self.heartsToElmUnnamed)
        XCTAssertEqual(read.hearts, ["elm", "elm", "elm", "elm"])
        XCTAssertEqual(read.fromCursor, read.lines - 5, "the five actions through the tree; results and checkpoints from the cursor")
        XCTAssertEqual(read.entries, try Self.read(adding: Self.heartsToElm).entries)
    }

    func testAStepThatOnlyAddsSpellingsReadsEveryLineFromTheCursor() throws {
        let read = try Self.read(adding: .addingOnly(from: 5, summary: "a case added"))
        XCTAssertEqual(read.hearts, ["elm", "swift", "haskell", "swift"], "the session's own hearts")
        XCTAssertEqual(read.fromCursor, read.lines)
        XCTAssertEqual(read.migration.cases.map(\.migrated).reduce(0, +), 0)
    }

    /// Every app's steps that name the cases they rewrite leave every other action as it is: each
    /// action of every bundled, regression and frozen log of the app, in whatever schema it was
    /// written, passed through each such step it is not named by, comes out the same.
    func testEveryStepNamingItsCasesLeavesEveryOtherActionAsItIs() throws {
        let root = Self.session.deletingLastPathComponent().deletingLastPathComponent()
        let folders = ["Sessions", "Sessions/regressions"]
            + (try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Tests/Compatibility").path))
            .map { "Tests/Compatibility/" + $0 }
        var actionsByApp: [String: [JSONValue]] = [:]
        for folder in folders {
            let url = root.appendingPathComponent(folder)
            guard let logs = try? FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil) else { continue }
            for log in logs where log.pathExtension == "jsonl" {
                let lines = try Data(contentsOf: log).split(separator: UInt8(ascii: "\n")).map { try JSONValue(parsing: Data($0)) }
                guard let app = lines.first?["app"].flatMap({ if case .string(let app) = $0 { app } else { nil } }) else { continue }
                actionsByApp[app, default: []] += lines.compactMap { $0["type"] == .string("action") ? $0["action"] : nil }
            }
        }
        // Only steps naming some case are checked: one that only adds spellings changes nothing.
        var checkedByStep: [String: Int] = [:]
        for app in FeatureRegistry.standard.names {
            let steps = try XCTUnwrap(FeatureRegistry.standard.feature(named: app)).logSchema.upcasters
            for step in steps {
                guard let named = step.rewrittenCases, !named.isEmpty else { continue }
                let label = "\(app) step from \(step.from)"
                checkedByStep[label] = 0
                for action in actionsByApp[app] ?? [] {
                    guard case .object(let members) = action, let name = members.first?.key, !named.contains(name) else { continue }
                    XCTAssertEqual(try step.upcast(action, at: "action"), action, "\(label): \(name)")
                    checkedByStep[label, default: 0] += 1
                }
            }
        }
        XCTAssertGreaterThanOrEqual(checkedByStep.count, 2, "Films' return gesture and the taps named by case at least")
        for (step, checked) in checkedByStep.sorted(by: { $0.key < $1.key }) {
            XCTAssertGreaterThan(checked, 50, "\(step): the actions it is not named by, from every log of its app")
        }
    }

    /// The session read by a Showcase schema 6 whose last step is `step`.
    private static func read(adding step: ActionUpcaster, fromCursor: Bool = true) throws -> (
        entries: [[UInt8]], hearts: [String], lines: Int, fromCursor: Int, migration: MigrationReport
    ) {
        let schema = LogSchema(
            app: ShowcaseFeature.name, actionSchema: 6, stateSchema: ShowcaseFeature.stateSchemaVersion,
            upcasters: ShowcaseFeature.actionUpcasters + [step])
        let reader = try LogReader<ShowcaseAction, EffectResult>(LogOpening(url: session), schema: schema)
        reader.readsFromCursor = fromCursor
        var entries: [[UInt8]] = [], hearts: [String] = []
        while let (_, entry) = try reader.next() {
            entries.append(entry.encodedBytes())
            if case .action(_, _, .favorites(.toggled(let id))) = entry { hearts.append(id.rawValue) }
        }
        return (entries, hearts, entries.count, reader.linesReadFromCursor, reader.migration)
    }
}
