import ActionLog
import AppState
import Foundation
import LogReplay
import Reducers
import XCTest

/// `appcore drive` as any front end would use it: a separate process spoken to through JSON lines,
/// with the real runtime against the local server; the log it records replays to the state it
/// reached.
final class DriverProcessTests: XCTestCase {
    func testLunchIsDrivenThroughJSONLinesAndItsLogReplaysToTheSameState() async throws {
        let hosts = try startHosts(routes: LiveHosts.lunchRoutes)
        let log = hosts.folder.appendingPathComponent("driven.jsonl")
        let maps = hosts.urlMap.rules.flatMap { ["--map", "\($0.prefix)=\($0.replacement)"] }
        let session = try DriverSession(try AppcoreExecutable.url(), [
            "drive", "--app", "lunch", "--log", log.path, "--data", hosts.folder.appendingPathComponent("data").path, "--state",
        ] + maps)
        session.send(#"{"launched":{}}"#)
        try await waitUntil("the real feed arrives from the local server") {
            session.lines.contains { $0["result"]?["http"] != nil }
        }
        session.send(#"{"restaurantTapped":{"restaurant":"Chuy's"}}"#)
        session.send(#"{"heartTapped":{"restaurant":"Chuy's"}}"#)
        session.send(#"{"teleported":{}}"#)
        session.send(#"{"tabSelected":{"tab":"favorites"}}"#)
        session.input.fileHandleForWriting.closeFile()
        XCTAssertEqual(session.waitForExit(), 0, "a closed standard input ends the session")

        let lines = session.lines
        XCTAssertEqual(lines.first?["action"], .object([("launched", .object([]))]))
        XCTAssertTrue(lines.contains { $0 == .object([("error", .string(#"action: unknown case "teleported""#)), ("line", .int(4))]) })
        let feed = try XCTUnwrap(lines.first { $0["result"]?["http"] != nil })
        XCTAssertEqual(feed["result"]?["http"]?["status"], .int(200))
        // The seed's feed has 15 restaurants; the favorite is the tapped one, shown on its tab.
        let last = try XCTUnwrap(lines.last { $0["state"] != nil }?["state"])
        guard case .array(let restaurants)? = last["feed"]?["loaded"]?["value"] else { return XCTFail("no feed in \(last)") }
        XCTAssertEqual(restaurants.count, 15)
        XCTAssertEqual(last["favorites"], .array([.string("Chuy's")]))
        XCTAssertEqual(last["navigation"]?["selected"], .string("favorites"))

        let replayed = try Replayer<LunchFeature>(verify: true).run(LogOpening(url: log))
        XCTAssertNil(replayed.divergence)
        XCTAssertNil(replayed.tornTailLine)
        XCTAssertEqual(try JSONValue(encoding: replayed.state), last, "the log replays to the state the driver reached")
    }

    func testSIGTERMClosesTheLogValid() async throws {
        let folder = try SessionHarness.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("interrupted.jsonl")
        let session = try DriverSession(try AppcoreExecutable.url(), ["drive", "--app", "showcase", "--log", log.path, "--data", folder.path])
        session.send(#"{"navigation.tabSelected":{"tab":"browser"}}"#)
        try await waitUntil("the first input is answered") { !session.lines.isEmpty }
        session.process.terminate()
        XCTAssertEqual(session.waitForExit(), 143)
        let replayed = try Replayer<ShowcaseFeature>(verify: true).run(LogOpening(url: log))
        XCTAssertEqual(replayed.lastSeq, 1)
        XCTAssertNil(replayed.tornTailLine)
        XCTAssertEqual(replayed.state.navigation.selected, .browser)
    }

    /// Every example exchange of docs/driver-protocol.md (one per app), line for line.
    func testTheDocumentedExampleExchanges() throws {
        let doc = try String(
            contentsOf: SessionHarness.repositoryRoot.appendingPathComponent("docs/driver-protocol.md"), encoding: .utf8)
        func block(after marker: Range<String.Index>) throws -> (lines: [String], end: String.Index) {
            let start = try XCTUnwrap(doc.range(of: "\n```\n", range: marker.upperBound..<doc.endIndex)).upperBound
            let end = try XCTUnwrap(doc.range(of: "\n```", range: start..<doc.endIndex)).lowerBound
            return (doc[start..<end].split(separator: "\n").map(String.init), end)
        }
        var apps: [String] = []
        var cursor = doc.startIndex
        while let marker = doc.range(of: "<!-- input: ", range: cursor..<doc.endIndex) {
            let argumentsEnd = try XCTUnwrap(doc.range(of: " -->", range: marker.upperBound..<doc.endIndex))
            let arguments = doc[marker.upperBound..<argumentsEnd.lowerBound].split(separator: " ").map(String.init)
            let input = try block(after: argumentsEnd)
            let outputMarker = try XCTUnwrap(doc.range(of: "<!-- output -->", range: input.end..<doc.endIndex))
            let output = try block(after: outputMarker)
            cursor = output.end
            apps.append(arguments[1])

            let folder = try SessionHarness.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let session = try DriverSession(try AppcoreExecutable.url(), ["drive"] + arguments + ["--data", folder.path])
            for line in input.lines { session.send(line) }
            session.closeInput()
            XCTAssertEqual(session.waitForExit(), 0)
            XCTAssertEqual(session.lines, try output.lines.map { try JSONValue(parsing: Data($0.utf8)) }, "the \(arguments[1]) example")
        }
        XCTAssertEqual(apps.sorted(), FeatureRegistry.standard.names.sorted(), "an example for every app")
    }
}
