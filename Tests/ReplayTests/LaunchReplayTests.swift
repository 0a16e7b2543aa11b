import ActionLog
import AppState
import Effects
import Foundation
import Reducers
import XCTest

@testable import replay

/// A log that spans processes: each launch line starts the fold again from its own initial
/// state, and `replay` shows, verifies and stops at launches.
final class LaunchReplayTests: XCTestCase {
    private var folder: URL!
    private var log: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("launches-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        log = folder.appendingPathComponent("relaunched.jsonl")
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    /// Two processes of Showcase on one log: the first selects the browser tab, the second (a
    /// relaunch, from the launch state, whose selected tab is home) selects favorites.
    private func recordTwoProcesses() async throws {
        let launch = try XCTUnwrap(ShowcaseFeature.namedInitialStates["launch"])
        for (tab, program) in [(ShowcaseTab.browser, "first"), (.favorites, "second")] {
            let store = Store<ShowcaseFeature>(
                initialState: launch, runner: ScriptedEffectRunner { _ in nil }, clock: SteppingClock(start: InputLogStart.time),
                recorder: try Recorder.opening(log, startingAt: launch, writer: LogWriterInfo(program: program, version: "1.0")))
            await store.send(.navigation(.tabSelected(tab: tab)))
            await store.stopRecording()
            let error = await store.recordingError
            XCTAssertNil(error)
        }
    }

    func testEachLaunchStartsFromItsOwnInitialStateAndIsVerified() async throws {
        try await recordTwoProcesses()
        let lines = try String(contentsOf: log, encoding: .utf8).split(separator: "\n")
        XCTAssertTrue(lines[0].contains(#""writer":{"program":"first","version":"1.0"}"#), String(lines[0]))
        let launchLine = try XCTUnwrap(lines.firstIndex { $0.hasPrefix(#"{"type":"launch","seq":1,"#) })
        XCTAssertTrue(lines[launchLine].contains(#""initial":{"name":"launch"}"#))
        XCTAssertTrue(lines[launchLine].contains(#""writer":{"program":"second","version":"1.0"}"#))

        let verified = ReplayRun(log.path, "--verify", "--path", "navigation.selected")
        XCTAssertEqual(verified.code, .success, verified.err)
        XCTAssertTrue(verified.out.hasSuffix(":\n\"favorites\"\n"), verified.out)
        // Compared: input 1's effects, the first process's last state, the launch's initial state,
        // input 2's effects, the second process's last state.
        XCTAssertEqual(verified.err, "verified: 5 checkpoints, 2 actions, 2 launches\n")

        let first = ReplayRun(log.path, "--until", "launch:1", "--path", "navigation.selected", "--json")
        XCTAssertEqual(first.out, "\"browser\"\n", "the state the first process last had")
        XCTAssertEqual(ReplayRun(log.path, "--until", "launch:3").code, .badInput)

        let steps = ReplayRun(log.path, "--steps")
        XCTAssertTrue(steps.out.contains("— launch 2 "), steps.out)
        XCTAssertTrue(steps.out.contains("(line \(launchLine + 1)): a new process from the state named launch by second 1.0"), steps.out)
        XCTAssertTrue(steps.out.contains(#"~ navigation.selected: "home" → "favorites""#), "the second process starts on home: \(steps.out)")

        let page = folder.appendingPathComponent("timeline.html")
        XCTAssertEqual(ReplayRun(log.path, "--html", page.path).code, .success)
        XCTAssertTrue(try String(contentsOf: page, encoding: .utf8).contains(#""launch":"— launch 2 "#), "the timeline marks the launch")
    }

    func testALaunchNamingAnUnknownStateIsAnErrorNamingTheLineAndTheName() async throws {
        try await recordTwoProcesses()
        let text = try String(contentsOf: log, encoding: .utf8).split(separator: "\n").map { line in
            line.hasPrefix(#"{"type":"launch""#)
                ? line.replacingOccurrences(of: #""initial":{"name":"launch"}"#, with: #""initial":{"name":"afterUpdate"}"#) : String(line)
        }.joined(separator: "\n") + "\n"
        try text.write(to: log, atomically: true, encoding: .utf8)
        let result = ReplayRun(log.path)
        XCTAssertEqual(result.code, .badInput)
        let line = try XCTUnwrap(text.split(separator: "\n").firstIndex { $0.hasPrefix(#"{"type":"launch""#) }) + 1
        XCTAssertTrue(result.err.contains("\(log.path):\(line)"), result.err)
        XCTAssertTrue(result.err.contains("afterUpdate"), result.err)
    }
}

/// The start time of the recordings above.
private enum InputLogStart {
    static let time = Timestamp(milliseconds: 1_795_000_000_000)
}
