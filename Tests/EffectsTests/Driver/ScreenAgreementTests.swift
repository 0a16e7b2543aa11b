import ActionLog
import AppState
import Foundation
import LogReplay
import Reducers
import ScreenText
import XCTest

@testable import appcore

/// One screen for every front end: at every step of every bundled session, the driver answers the
/// screen the library computes, `replay --steps` lists exactly its changes, and the terminal draws
/// its tab and first rows. The sessions' states come from replaying them here, in process.
final class ScreenAgreementTests: XCTestCase {
    @MainActor
    func testTheDriverReplayAndTheTerminalShowTheSameScreenAtEveryStep() async throws {
        let sessions = SessionHarness.repositoryRoot.appendingPathComponent("Sessions")
        let logs = try FileManager.default.contentsOfDirectory(at: sessions, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "jsonl" }.sorted { $0.path < $1.path }
        XCTAssertGreaterThanOrEqual(logs.count, 11, "every bundled session (more may be added)")
        var checked = 0
        for log in logs {
            switch try LogOpening(url: log).header.app {
            case LunchFeature.name: checked += try check(LunchTerminal.self, log) { $0.list?.rows.first?.name }
            case DiningFeature.name: checked += try check(DiningTerminal.self, log) { $0.banner?.title }
            case PlacesFeature.name: checked += try check(PlacesTerminal.self, log) { $0.list?.rows.first?.name }
            case BurgersFeature.name: checked += try check(BurgersTerminal.self, log) { $0.alert?.title ?? ($0.promoted + $0.regular).first?.name }
            case FilmsFeature.name: checked += try check(FilmsTerminal.self, log) { $0.list?.rows.first?.title ?? $0.details?.title }
            default: checked += try check(ShowcaseFeature.self, log)
            }
        }
        XCTAssertGreaterThan(checked, 200, "steps compared")
    }

    /// Compares the three front ends at every step of `log`; `firstItem` is the text of the first
    /// row (or the banner, or the alert over the list) the terminal must show. Returns the number of steps compared.
    @MainActor
    private func check<T: TerminalApp>(_ app: T.Type, _ log: URL, firstItem: (T.F.Screen) -> String?) throws -> Int {
        try check(T.F.self, log) { screen in
            var frame = TerminalFrame(width: 120)
            T().draw(screen, into: &frame, height: 60)
            let drawn = frame.lines.map { $0.map(\.text).joined() }.joined(separator: "\n")
            let json = try JSONValue(encoding: screen)
            for bar in ["tabBar", "segments"] {
                if case .string(let selected)? = json[bar]?["selected"] { XCTAssertTrue(drawn.contains(selected), "\(selected) in\n\(drawn)") }
            }
            if let item = firstItem(screen) { XCTAssertTrue(drawn.contains(item), "\(item) in\n\(drawn)") }
        }
    }

    private func check<F: Feature>(_ feature: F.Type, _ log: URL, terminal: (F.Screen) throws -> Void = { _ in }) throws -> Int {
        let name = log.lastPathComponent
        let steps = try stepsListing(log)
        var count = 0
        _ = try Replayer<F>().run(LogOpening(url: log)) { step in
            count += 1
            let expected = F.screenDiff(from: step.before, to: step.after).lines().map { "\($0) (screen)" }
            XCTAssertEqual(steps[step.seq] ?? [], expected, "replay --steps, \(name) #\(step.seq)")
            XCTAssertEqual(try driverScreen(F.name, log, until: step.seq), F.screenValue(of: step.after), "the driver, \(name) #\(step.seq)")
            try terminal(F.screen(of: step.after))
        }
        return count
    }

    /// The `(screen)` lines `replay --steps` prints for each input of `log`, by sequence number.
    private func stepsListing(_ log: URL) throws -> [Int: [String]] {
        let output = try run(try AppcoreExecutable.url(named: "replay"), [log.path, "--steps"], input: "")
        var lines: [Int: [String]] = [:]
        var seq = 0
        for line in output.split(separator: "\n").map(String.init) {
            if line.hasPrefix("#"), let number = Int(line.dropFirst().prefix { $0.isNumber }) { seq = number }
            if line.hasSuffix(" (screen)") { lines[seq, default: []].append(line.trimmingCharacters(in: .whitespaces)) }
        }
        return lines
    }

    /// The screen `appcore drive --replay log --until seq` answers to `{"command":"screen"}`.
    private func driverScreen(_ app: String, _ log: URL, until seq: Int) throws -> JSONValue? {
        let folder = try SessionHarness.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try run(
            try AppcoreExecutable.url(), ["drive", "--app", app, "--replay", log.path, "--until", "\(seq)", "--data", folder.path],
            input: #"{"command":"screen"}"# + "\n")
        return try JSONValue(parsing: Data(output.utf8))["screen"]
    }

    private func run(_ executable: URL, _ arguments: [String], input: String) throws -> String {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let data = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
