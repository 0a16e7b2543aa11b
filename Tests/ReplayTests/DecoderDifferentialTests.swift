import ActionLog
import AppState
import Foundation
import LogReplay
import Reducers
import XCTest

/// The log's own byte parser and tree encoder against the slow reference route through Foundation's
/// `JSONDecoder` and `JSONEncoder`: every line of every bundled and frozen session decodes to the
/// same tree both ways, and every state the bundled sessions pass through encodes to the same
/// canonical bytes (so the same state hashes) both ways. (The frozen logs' verified checkpoints
/// check the hashes of theirs.)
final class DecoderDifferentialTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private static func logs() throws -> [URL] {
        try ["Sessions", "Tests/Compatibility/v1", "Tests/Compatibility/v2"].flatMap { folder in
            try FileManager.default.contentsOfDirectory(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
                .filter { $0.pathExtension == "jsonl" }.sorted { $0.path < $1.path }
        }
    }

    func testEveryLineDecodesToTheSameTreeBothWays() throws {
        let logs = try Self.logs()
        XCTAssertGreaterThanOrEqual(logs.count, 30, "the bundled sessions, nine frozen format-1 logs, ten frozen format-2 logs (more may be added)")
        var lines = 0
        for log in logs {
            let text = try Data(contentsOf: log)
            for (index, line) in text.split(separator: UInt8(ascii: "\n")).enumerated() {
                let fast = try JSONValue(parsing: Data(line))
                let reference = try JSONValue(referenceParsing: Data(line))
                XCTAssertEqual(fast, reference, "\(log.lastPathComponent):\(index + 1)")
                lines += 1
            }
        }
        XCTAssertGreaterThan(lines, 1000)
    }

    func testEveryStateOfEveryBundledSessionEncodesToTheSameBytesBothWays() throws {
        for log in try Self.logs() where log.path.contains("/Sessions/") {
            let opening = try LogOpening(url: log)
            let feature = try XCTUnwrap(FeatureRegistry.standard.feature(named: opening.header.app))
            let steps = try Self.compareStates(feature, opening)
            XCTAssertGreaterThan(steps, 0, log.lastPathComponent)
        }
    }

    private static func compareStates<F: Feature>(_ feature: F.Type, _ opening: LogOpening) throws -> Int {
        var steps = 0
        var failure: String?
        _ = try Replayer<F>().run(opening) { step in
            steps += 1
            guard failure == nil else { return }
            do {
                let fast = try CanonicalJSON.encode(step.after)
                let reference = try CanonicalJSON.referenceEncode(step.after)
                if fast != reference { failure = "\(opening.url.lastPathComponent):\(step.line ?? 0) encodes differently" }
            } catch {
                failure = "\(opening.url.lastPathComponent):\(step.line ?? 0): \(error)"
            }
        }
        if let failure { XCTFail(failure) }
        return steps
    }
}
