import ActionLog
import AppState
import Foundation
import Reducers
import TestSupport
import XCTest

@testable import replay

/// An app added the way `docs/development.md` says, in files of its own and one line of the list
/// of apps (here `FeatureRegistry.standard.adding`): `replay` reads, verifies and measures its
/// logs with nothing else changed.
final class ToyAppTests: XCTestCase {
    /// A counter: taps count up, reset goes back to zero, and a reset at zero is refused.
    enum Counter: Feature {
        struct State: Codable, Equatable, Sendable {
            var count = 0
            var lastRefusal: Refusal?
        }

        enum Refusal: Codable, Equatable, Sendable { case nothingToReset }

        enum Action: LogCodable, Equatable, Sendable {
            case tapped
            case resetTapped

            var logValue: JSONValue {
                switch self {
                case .tapped: .logCase("tapped")
                case .resetTapped: .logCase("resetTapped")
                }
            }

            init(logValue: JSONValue, at path: String) throws(LogDecodingError) {
                self = try LogCase.decode(logValue, at: path) { (c) throws(LogDecodingError) -> Self in
                    switch c.name {
                    case "tapped": return .tapped
                    case "resetTapped": return .resetTapped
                    default: throw c.unknown()
                    }
                }
            }
        }

        static let name = "counter"
        static let actionSchemaVersion = 1
        static let stateSchemaVersion = 1
        static var namedInitialStates: [String: State] { ["launch": State()] }

        static func reduce(_ state: inout State, _ action: Action) -> [Effect] {
            state.lastRefusal = nil
            switch action {
            case .tapped: state.count += 1
            case .resetTapped where state.count == 0: state.lastRefusal = .nothingToReset
            case .resetTapped: state.count = 0
            }
            return []
        }

        static func action(for result: EffectResult) -> Action? { nil }

        static var coverage: FeatureCoverage<Counter> {
            FeatureCoverage(
                actions: ["tapped", "resetTapped"], refusals: ["nothingToReset"], effects: [], results: [],
                rules: [SeedRule("counter.reset", "Reset brings the count back to zero.") { $0.before.count > 0 && $0.after.count == 0 }])
        }
    }

    private var folder: URL!
    private let apps = FeatureRegistry.standard.adding(Counter.self)

    override func setUpWithError() throws { folder = try temporaryFolder("toy-app") }

    /// A log of `actions`, each followed by its checkpoint: the hash of the count the counter
    /// must reach, worked out here, not by the reducer.
    private func log(_ name: String, _ actions: [Counter.Action], counts: [Int]) throws -> URL {
        var lines = [String(decoding: CanonicalWriter.bytes(of: Counter.logHeader(initial: .named("launch")).logValue), as: UTF8.self)]
        for (index, (action, count)) in zip(actions, counts).enumerated() {
            let seq = index + 1
            let action = String(decoding: CanonicalWriter.bytes(of: action.logValue), as: UTF8.self)
            lines.append(#"{"type":"action","seq":\#(seq),"time":"2026-11-26T10:00:0\#(seq).000Z","action":\#(action)}"#)
            let refusal: Counter.Refusal? = index > 0 && count == 0 && counts[index - 1] == 0 ? .nothingToReset : nil
            let hash = try StateHash(of: Counter.State(count: count, lastRefusal: refusal))
            lines.append(#"{"type":"checkpoint","seq":\#(seq),"state":"\#(hash)","effects":[]}"#)
        }
        let url = folder.appendingPathComponent("\(name).jsonl")
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: url)
        return url
    }

    func testReplayVerifiesAndShowsTheToyAppsLogs() throws {
        let log = try log("counting", [.tapped, .tapped, .tapped, .resetTapped, .resetTapped, .tapped], counts: [1, 2, 3, 0, 0, 1])
        let verified = ReplayRun(["verify", folder.path], apps: apps)
        XCTAssertEqual(verified.code, .success, verified.out + verified.err)
        XCTAssertTrue(verified.out.contains("1 logs, 6 actions, 6 checkpoints verified"), verified.out)
        let state = try JSONValue(parsing: Data(ReplayRun([log.path, "--until", "3", "--json"], apps: apps).out.utf8))
        XCTAssertEqual(state, .object([("count", .int(3))]))

        // A build without the app names it as unknown, with the apps it knows.
        let unknown = ReplayRun([log.path])
        XCTAssertEqual(unknown.code, .badInput)
        XCTAssertTrue(unknown.err.contains("counter"), unknown.err)
    }

    func testCoverageListsTheToyAppsCasesAndRules() throws {
        _ = try log("taps", [.tapped, .tapped], counts: [1, 2])
        let partial = ReplayRun(["coverage", folder.path, "--app", "counter"], apps: apps)
        XCTAssertEqual(partial.code, .difference)
        XCTAssertTrue(partial.out.contains("never: resetTapped"), partial.out)
        XCTAssertTrue(partial.out.contains("never: counter.reset: \"Reset brings the count back to zero.\""), partial.out)

        _ = try log("resets", [.tapped, .resetTapped, .resetTapped], counts: [1, 0, 0])
        let whole = ReplayRun(["coverage", folder.path, "--app", "counter"], apps: apps)
        XCTAssertEqual(whole.code, .success, whole.out)
        XCTAssertTrue(whole.out.contains("counter.reset: \(folder.path)/resets.jsonl #2"), whole.out)
    }
}
