import ActionLog
import AppState
import Effects
import Foundation
import Reducers
import XCTest

@testable import replay

/// A session a front end recorded through `ViewStore`, with a snapshot taken for a bug report,
/// replayed by a build whose reducer changed: the divergence is located at the input, and the
/// state at the snapshot is shown as a recorded-versus-replayed diff.
@MainActor
final class ChangedReducerTests: XCTestCase {
    func testAViewStoreSnapshotShowsHowAChangedReducerDiverges() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("changed-reducer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("view-store.jsonl")
        let storage = ScriptedEffectRunner { effect in
            switch effect {
            case .load(let key): .loaded(key: key, .success(Data(#"["swift"]"#.utf8)))
            case .persist(let key, _): .persisted(key: key, error: nil)
            default: nil
            }
        }
        let launch = try XCTUnwrap(ShowcaseFeature.namedInitialStates["launch"])
        let store = ViewStore<ShowcaseFeature>(
            initialState: launch, runner: storage,
            recorder: try Recorder.opening(log, startingAt: launch, writer: LogWriterInfo(program: "tests")))
        store.send(.launched)
        try await waitUntil { store.isIdle && Array(store.state.favorites.ids) == ["swift"] }
        store.send(.favorites(.toggled(id: "elm")))
        try await waitUntil { store.isIdle }
        store.recordSnapshot()
        store.stopRecording()
        XCTAssertNil(store.recordingError)
        XCTAssertEqual(Array(store.state.favorites.ids), ["swift", "elm"])

        // This build verifies its own log; the deliberately changed one diverges at the toggle
        // (input 3: launched, the favorites read, the toggle), and shows the state at the snapshot.
        let opening = { try LogOpening(url: log) }
        var err = ""
        let output = CommandOutput(standardOutput: { _ in }, standardError: { err += $0 })
        XCTAssertEqual(try ReplayCommand(options: .parse([log.path, "--verify"])).run(ShowcaseFeature.self, opening(), output), .success)
        err = ""
        let code = try ReplayCommand(options: .parse([log.path, "--verify"])).run(ForgetfulShowcase.self, opening(), output)
        XCTAssertEqual(code, ExitCode.difference)
        XCTAssertTrue(err.contains("effects of seq 3 differ"), err)
        XCTAssertTrue(err.contains("the state recorded after input 4 and the replayed one (- recorded, + replayed):"), err)
        XCTAssertTrue(err.contains(#"    - favorites[1]: "elm""#), err)
    }

    private func waitUntil(_ condition: () -> Bool) async throws {
        for _ in 0..<500 where !condition() { try await Task.sleep(for: .milliseconds(10)) }
        XCTAssertTrue(condition())
    }
}

/// Showcase as a build that stopped saving favorites would replay it: the toggle does nothing.
private enum ForgetfulShowcase: Feature {
    static let name = ShowcaseFeature.name
    static let actionSchemaVersion = ShowcaseFeature.actionSchemaVersion
    static let stateSchemaVersion = ShowcaseFeature.stateSchemaVersion
    static var actionUpcasters: [ActionUpcaster] { ShowcaseFeature.actionUpcasters }
    static var namedInitialStates: [String: ShowcaseState] { ShowcaseFeature.namedInitialStates }

    static func reduce(_ state: inout ShowcaseState, _ action: ShowcaseAction) -> [Effect] {
        if case .favorites(.toggled) = action { return [] }
        return ShowcaseFeature.reduce(&state, action)
    }

    static func action(for result: EffectResult) -> ShowcaseAction? { ShowcaseFeature.action(for: result) }
}
