import ActionLog
import AppState
import Foundation
import LogReplay
import Reducers
import XCTest

/// `appcore drive` as a front end in another language uses it: every answer line says what changed
/// on screen and how far the log is written, commands read the screen or the state, write a
/// snapshot and flush, and Places gets its key from the environment as the terminal does.
final class DriverScreenTests: XCTestCase {
    func testPlacesTakesItsKeyFromTheEnvironmentAndPagesToTwentyFive() async throws {
        let key = "driver-key-7f3a"
        let server = try LocalServer(arguments: ["--plugin", "places", "--plugin-option", "places:key=\(key)"])
        addTeardownBlock { server.stop() }
        let folder = try SessionHarness.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("places.jsonl")
        let session = try DriverSession(try AppcoreExecutable.url(), [
            "drive", "--app", "places", "--log", log.path, "--data", folder.path,
            "--map", "https://maps.googleapis.com/=http://127.0.0.1:\(server.port)/",
        ], environment: ["PLACES_API_KEY": key])
        session.send(#"{"launched":{"configuration":{"hasAPIKey":true,"service":"https://maps.googleapis.com"}}}"#)
        session.send(#"{"locationPermissionChanged":{"permission":"granted"}}"#)
        session.send(#"{"locationUpdated":{"position":{"latitude":-33.8670522,"longitude":151.1957362}}}"#)
        // Google's first page holds 20 places; the seed's list holds the top 25.
        try await waitUntil("the first page is on screen") { Self.rows(in: session) == 20 }
        session.send(#"{"rowsBecameVisible":{"rows":{"first":15,"last":19}}}"#)
        try await waitUntil("the next page fills the list") { Self.rows(in: session) == 25 }
        session.closeInput()
        XCTAssertEqual(session.waitForExit(), 0)

        let requests = try server.requests(path: "/maps/api/place/nearbysearch/json")
        XCTAssertEqual(requests.map { $0.params["key"] ?? [] }, [[key], [key]], "the key went with both pages")
        XCTAssertNil(try Data(contentsOf: log).range(of: Data(key.utf8)), "the log holds no key")
        let replayed = try Replayer<PlacesFeature>(verify: true).run(LogOpening(url: log))
        XCTAssertNil(replayed.divergence)
        XCTAssertEqual(replayed.state.list.rows.count, 25)
    }

    func testCommandsReadTheScreenAndStateAndReportWhatIsWritten() throws {
        let folder = try SessionHarness.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("showcase.jsonl")
        let session = try DriverSession(try AppcoreExecutable.url(), ["drive", "--app", "showcase", "--log", log.path, "--data", folder.path])
        for line in [
            #"{"command":"screen"}"#,
            #"{"navigation.tabSelected":{"tab":"browser"}}"#,
            #"{"command":"state","path":"navigation.selected"}"#,
            #"{"command":"snapshot"}"#,
            #"{"command":"dance"}"#,
            #"{"heartTapped":{"restaurant":"Chuy's"}}"#,
            "not json",
            #"{"command":"state","path":"no.such.path"}"#,
            #"{"command":"flush"}"#,
        ] { session.send(line) }
        session.closeInput()
        XCTAssertEqual(session.waitForExit(), 0)
        let lines = session.lines
        XCTAssertEqual(lines.count, 9, "one line for each line sent")
        // The launch screen: the home tab selected, nothing pushed, no browser shown.
        XCTAssertEqual(lines[0]["command"], .string("screen"))
        XCTAssertEqual(lines[0]["screen"]?["tabBar"]?["selected"], .string("home"))
        XCTAssertNil(lines[0]["screen"]?["browser"])
        // Selecting the browser tab: the screen now shows the browser, Back and Next disabled.
        let tapped = lines[1]
        XCTAssertEqual(tapped["seq"], .int(1))
        XCTAssertEqual(tapped["line"], .int(2), "the input line it answers")
        XCTAssertEqual(tapped["writtenSeq"].map { if case .int = $0 { true } else { false } }, true)
        guard case .array(let changes)? = tapped["screen"] else { return XCTFail("no screen changes in \(tapped)") }
        XCTAssertTrue(changes.contains(.object([("new", .string("browser")), ("old", .string("home")), ("path", .string("tabBar.selected"))])))
        let browser = try XCTUnwrap(changes.first { $0["path"] == .string("browser") }?["new"])
        XCTAssertEqual(browser["back"]?["isEnabled"], .bool(false))
        XCTAssertEqual(browser["next"]?["isEnabled"], .bool(false))
        XCTAssertEqual(lines[2], .object([("command", .string("state")), ("path", .string("navigation.selected")), ("state", .string("browser"))]))
        XCTAssertEqual(lines[3], .object([("command", .string("snapshot")), ("writtenSeq", .int(1))]))
        XCTAssertEqual(lines[4]["line"], .int(5))
        XCTAssertEqual(lines[4]["error"], .string(#"unknown command "dance"; the commands are screen, state, snapshot and flush"#))
        XCTAssertEqual(lines[5], .object([("error", .string(#"action: unknown case "heartTapped""#)), ("line", .int(6))]), "an action of another app")
        XCTAssertEqual(lines[6], .object([("error", .string("not valid JSON")), ("line", .int(7))]))
        XCTAssertEqual(lines[7], .object([("error", .string("the state has no path no.such.path")), ("line", .int(8))]))
        XCTAssertEqual(lines[8], .object([("command", .string("flush")), ("writtenSeq", .int(1))]))

        let text = try String(contentsOf: log, encoding: .utf8)
        XCTAssertTrue(text.contains(#""snapshot":{"#), "the snapshot command wrote one")
        XCTAssertNil(try Replayer<ShowcaseFeature>(verify: true).run(LogOpening(url: log)).divergence)
    }

    func testAKeyFileThatCannotBeUsedStopsAtStartWithNothingRecorded() throws {
        let folder = try SessionHarness.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let empty = folder.appendingPathComponent("empty-key")
        try Data("\n".utf8).write(to: empty)
        for (file, reason) in [(folder.appendingPathComponent("missing-key").path, "which cannot be read"), (empty.path, "whose first line holds no key")] {
            let log = folder.appendingPathComponent("never.jsonl")
            let process = Process()
            process.executableURL = try AppcoreExecutable.url()
            process.arguments = ["drive", "--app", "places", "--log", log.path, "--data", folder.path]
            process.environment = ProcessInfo.processInfo.environment.merging(["PLACES_API_KEY_FILE": file, "PLACES_API_KEY": ""]) { $1 }
            let errors = Pipe()
            process.standardError = errors
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 2)
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            XCTAssertEqual(message, "error: PLACES_API_KEY_FILE names \(file), \(reason)\n")
            XCTAssertFalse(FileManager.default.fileExists(atPath: log.path), "nothing recorded")
        }
    }

    /// The driver spells states by name: opened on every bundled session, neither the state nor
    /// the screen it answers holds a positional key (`_0`).
    func testNoStateOrScreenOfABundledSessionHasAPositionalKey() throws {
        let sessions = SessionHarness.repositoryRoot.appendingPathComponent("Sessions")
        let logs = try FileManager.default.contentsOfDirectory(at: sessions, includingPropertiesForKeys: nil).filter { $0.pathExtension == "jsonl" }
        XCTAssertGreaterThanOrEqual(logs.count, 11, "every bundled session (more may be added)")
        for log in logs {
            let folder = try SessionHarness.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let app = try LogOpening(url: log).header.app
            let session = try DriverSession(try AppcoreExecutable.url(), ["drive", "--app", app, "--replay", log.path, "--data", folder.path])
            session.send(#"{"command":"state"}"#)
            session.send(#"{"command":"screen"}"#)
            session.closeInput()
            XCTAssertEqual(session.waitForExit(), 0, log.lastPathComponent)
            let text = session.lines.map { String(decoding: CanonicalWriter.bytes(of: $0), as: UTF8.self) }.joined(separator: "\n")
            XCTAssertEqual(session.lines.count, 2, log.lastPathComponent)
            XCTAssertNil(text.range(of: #"\b_[0-9]+\b"#, options: .regularExpression), log.lastPathComponent)
        }
    }

    /// The rows the Places screen lists, as the latest `screen` command answered; asks again.
    private static func rows(in session: DriverSession) -> Int? {
        session.send(#"{"command":"screen"}"#)
        guard case .array(let rows)? = session.lines.last(where: { $0["command"] == .string("screen") })?["screen"]?["list"]?["rows"] else {
            return nil
        }
        return rows.count
    }
}
