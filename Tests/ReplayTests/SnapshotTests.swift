import ActionLog
import AppState
import Effects
import Foundation
import Reducers
import XCTest

@testable import replay

/// State snapshots: the recorder writes the whole state every K inputs and on demand; `--until N`
/// starts from the nearest one before N; a divergence shows the diff at the first one after it.
final class SnapshotTests: XCTestCase {
    private var folder: URL!
    private var log: URL!

    /// Records a showcase session of 8 inputs (the favorites load answered at 2) with a snapshot
    /// every 3 inputs and one on demand after input 5.
    override func setUp() async throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapshots-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        log = folder.appendingPathComponent("snapshots.jsonl")
        let runner = ScriptedEffectRunner { effect in
            if case .load(let key) = effect { return .loaded(key: key, .success(nil)) }
            return nil
        }
        _ = try await SessionRecording.record(ShowcaseFeature.self, to: log, runner: runner, snapshotInterval: 3) { store in
            await store.send(.launched)
            await store.send(.navigation(.navigation(.pushed(screen: .item(id: "alpha")))))
            await store.send(.navigation(.tabSelected(tab: .browser)))
            await store.send(.navigation(.navigation(.pushed(screen: .settings))))
            await store.recordSnapshot()
            await store.send(.navigation(.tabSelected(tab: .home)))
            await store.send(.navigation(.navigation(.pushed(screen: .item(id: "beta")))))
            await store.send(.navigation(.tabSelected(tab: .favorites)))
        }
    }

    override func tearDown() async throws { try? FileManager.default.removeItem(at: folder) }

    private func lines() throws -> [String] {
        try String(contentsOf: log, encoding: .utf8).split(separator: "\n").map(String.init)
    }

    func testTheRecorderWritesSnapshotsAtTheIntervalAndOnDemand() throws {
        let snapshots = try lines().filter { $0.contains(#","snapshot":{"#) }
        XCTAssertEqual(snapshots.map { $0.prefix(29) }, [
            #"{"type":"checkpoint","seq":3,"#, #"{"type":"checkpoint","seq":5,"#, #"{"type":"checkpoint","seq":6,"#,
        ])
        XCTAssertFalse(snapshots[1].contains(#""effects""#), "the snapshot on demand is a checkpoint of its own")
        let verified = ReplayRun(log.path, "--verify")
        XCTAssertEqual(verified.code, .success, verified.err)
        XCTAssertEqual(verified.err, "verified: 9 checkpoints, 8 actions\n")
        // Each snapshot is the state the replay reaches there.
        let snapshotAt6 = try XCTUnwrap(snapshots[2].components(separatedBy: #","snapshot":"#).last?.dropLast())
        XCTAssertEqual(ReplayRun(log.path, "--until", "6", "--json").out, snapshotAt6 + "\n")
    }

    /// Before the first input the header holds the state, and a checkpoint follows only an input
    /// (a reader refuses one before): a snapshot asked for then writes nothing.
    func testASnapshotBeforeAnyInputWritesNothing() async throws {
        let early = folder.appendingPathComponent("early.jsonl")
        _ = try await SessionRecording.record(ShowcaseFeature.self, to: early, runner: ScriptedEffectRunner { _ in nil }) { store in
            await store.recordSnapshot()
            await store.send(.navigation(.tabSelected(tab: .browser)))
        }
        let written = try String(contentsOf: early, encoding: .utf8).split(separator: "\n")
        XCTAssertFalse(written.contains { $0.hasPrefix(#"{"type":"checkpoint","seq":0"#) }, written.joined(separator: "\n"))
        let verified = ReplayRun(early.path, "--verify")
        XCTAssertEqual(verified.code, .success, verified.err)
    }

    func testUntilStartsFromTheNearestSnapshot() throws {
        let result = ReplayRun(log.path, "--until", "7", "--json")
        XCTAssertEqual(result.code, .success, result.err)
        let line = try XCTUnwrap(lines().firstIndex { $0.hasPrefix(#"{"type":"checkpoint","seq":6,"#) }) + 1
        XCTAssertEqual(result.err, "started from the state recorded after input 6 (\(log.path):\(line))\n")
        let hash = try XCTUnwrap(lines().first { $0.hasPrefix(#"{"type":"checkpoint","seq":7,"#) }?.components(separatedBy: "\"")[9])
        XCTAssertEqual("sha256:" + SHA256.hex(of: Data(result.out.dropLast().utf8)), hash, "the state after 7, as recorded")
        XCTAssertEqual(ReplayRun(log.path, "--until", "2").err, "", "no snapshot before 3: the replay starts at the beginning")
    }

    /// From a snapshot on, the lines before it are not read again (`--until`, `--steps --from`):
    /// an input before it that no longer decodes stops a replay that reaches it, and not one that
    /// starts after it.
    func testUntilAndStepsFromDoNotReadTheLinesBeforeTheSnapshot() throws {
        let intact = ReplayRun(log.path, "--until", "7", "--json")
        XCTAssertEqual(intact.code, .success, intact.err)
        let intactSteps = ReplayRun(log.path, "--steps", "--from", "7")
        XCTAssertEqual(intactSteps.code, .success, intactSteps.err)
        XCTAssertTrue(intactSteps.out.contains("#7") && !intactSteps.out.contains("#6 "), intactSteps.out)
        let damaged = try lines().map { line in
            line.hasPrefix(#"{"type":"action","seq":4,"#) ? line.replacingOccurrences(of: "tabSelected", with: "tabShoved") : line
        }
        try (damaged.joined(separator: "\n") + "\n").write(to: log, atomically: true, encoding: .utf8)
        let line = try XCTUnwrap(lines().firstIndex { $0.hasPrefix(#"{"type":"action","seq":4,"#) }) + 1
        let throughIt = ReplayRun(log.path, "--until", "4", "--json")
        XCTAssertNotEqual(throughIt.code, .success)
        XCTAssertTrue(throughIt.err.contains("\(log.path):\(line):"), "the damaged line is named: \(throughIt.err)")
        let afterIt = ReplayRun(log.path, "--until", "7", "--json")
        XCTAssertEqual(afterIt.code, .success, afterIt.err)
        XCTAssertEqual(afterIt.out, intact.out)
        XCTAssertTrue(ReplayRun(log.path, "--until", "7").out.hasPrefix("showcase: 7 inputs, 1 launch\n"), "the summary counts as before")
        let steps = ReplayRun(log.path, "--steps", "--from", "7")
        XCTAssertEqual(steps.code, .success, steps.err)
        XCTAssertEqual(steps.out, intactSteps.out)
        let snapshotLine = try XCTUnwrap(lines().firstIndex { $0.hasPrefix(#"{"type":"checkpoint","seq":6,"#) }) + 1
        XCTAssertEqual(steps.err, "started from the state recorded after input 6 (\(log.path):\(snapshotLine))\n")
        XCTAssertNotEqual(ReplayRun(log.path, "--steps", "--from", "5").code, .success, "from the snapshot at 3, input 4 is read")
    }

    func testAStartingSnapshotIsUsedAsRecorded() throws {
        // A snapshot edited by hand shows that the replay starts from it rather than folding before it.
        let edited = try lines().map { line in
            line.hasPrefix(#"{"type":"checkpoint","seq":6,"#) ? line.replacingOccurrences(of: #""item":{"id":"alpha"}"#, with: #""item":{"id":"zeta"}"#) : line
        }
        try (edited.joined(separator: "\n") + "\n").write(to: log, atomically: true, encoding: .utf8)
        XCTAssertTrue(ReplayRun(log.path, "--until", "7", "--path", "navigation.tabs[0].stack.screens", "--json").out.contains("zeta"))
        XCTAssertFalse(ReplayRun(log.path, "--path", "navigation.tabs[0].stack.screens", "--json").out.contains("zeta"))
    }

    func testADivergenceShowsTheDiffAtTheNextSnapshot() throws {
        // This build replays input 5 as another screen than the recording's: the checkpoint of 5
        // diverges, and the snapshot taken on demand after it shows how.
        let changed = try lines().map { line in
            line.hasPrefix(#"{"type":"action","seq":5,"#) ? line.replacingOccurrences(of: #"{"settings":{}}"#, with: #"{"item":{"id":"omega"}}"#) : line
        }
        try (changed.joined(separator: "\n") + "\n").write(to: log, atomically: true, encoding: .utf8)
        let result = ReplayRun(log.path, "--verify")
        XCTAssertEqual(result.code, .difference)
        XCTAssertTrue(result.err.hasSuffix("""
            the state recorded after input 5 and the replayed one (- recorded, + replayed):
                ~ navigation.tabs[1].stack.screens[0]: settings → item(id: "omega")

            """), result.err)
    }

    func testASnapshotThatDoesNotDecodeIsNotComparableAndTheReplayGoesOn() throws {
        let broken = try lines().map { line in
            line.hasPrefix(#"{"type":"checkpoint","seq":6,"#) ? line.replacingOccurrences(of: #""selected":"home""#, with: #""selected":42"#) : line
        }
        try (broken.joined(separator: "\n") + "\n").write(to: log, atomically: true, encoding: .utf8)
        let result = ReplayRun(log.path, "--until", "7", "--path", "navigation.selected", "--json")
        XCTAssertEqual(result.code, .success, result.err)
        let line = try XCTUnwrap(lines().firstIndex { $0.hasPrefix(#"{"type":"checkpoint","seq":6,"#) }) + 1
        XCTAssertTrue(result.err.hasPrefix("warning: \(log.path):\(line): field snapshot.navigation.selected"), result.err)
        XCTAssertTrue(result.err.contains("not comparable"), result.err)
        XCTAssertEqual(result.out, "\"home\"\n", "folded from the start: input 6 selected the home tab")
    }
}
