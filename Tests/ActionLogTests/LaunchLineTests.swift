import ActionLog
import Foundation
import XCTest

/// A launch line marks where a new process took the log up: it follows an input without taking a
/// sequence number, it is refused when it follows another input, and it names who wrote it.
final class LaunchLineTests: XCTestCase {
    private typealias Line = LogLine<String, String>
    private var folder: URL!
    private var url: URL { folder.appendingPathComponent("session.jsonl") }
    private let header = LogHeader(app: "showcase", actionSchema: 2, stateSchema: 1, initial: .named("launch"))
    private let schema = LogSchema(app: "showcase", actionSchema: 2, stateSchema: 1, upcasters: [])
    private let time = Timestamp(milliseconds: 0)
    private let hash = StateHash(rawValue: "sha256:" + String(repeating: "0f", count: 32))
    private let phone = LogWriterInfo(program: "MyApp", version: "1.2", build: "42", os: "iOS 18.1", device: "iPhone15,2")

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("launchline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try FileManager.default.removeItem(at: folder) }

    private let headerLine =
        #"{"actionSchema":2,"app":"showcase","format":"appcore.action-log","initial":{"name":"launch"},"stateSchema":1,"type":"header","version":2}"#

    private func contents() throws -> String { try String(contentsOf: url, encoding: .utf8) }

    /// Writes `lines` after the showcase header, each with its newline.
    private func writeLog(_ lines: [String], header: String? = nil) throws {
        try Data(([header ?? headerLine] + lines).map { $0 + "\n" }.joined().utf8).write(to: url)
    }

    /// A launch line of the initial state `launch` after input `seq`, with `more` fields.
    private func launchLine(seq: Int = 0, _ more: String = "") -> String {
        #"{"type":"launch","seq":\#(seq),"time":"1970-01-01T00:00:00.000Z","initial":{"name":"launch"}\#(more)}"#
    }

    /// Every line of the log at `url`, or the error that stopped the reader.
    private func readAll() throws -> [(line: Int, entry: Line)] {
        let reader = try LogReader<String, String>(LogOpening(url: url), schema: schema)
        var entries: [(line: Int, entry: Line)] = []
        while let next = try reader.next() { entries.append(next) }
        return entries
    }

    private func launches(_ entries: [(line: Int, entry: Line)]) -> [Launch] {
        entries.compactMap { if case .launch(let launch) = $0.entry { launch } else { nil } }
    }

    private func assertRefused(_ expected: LogError.Problem, line: Int, file: StaticString = #filePath, at: UInt = #line) {
        XCTAssertThrowsError(try readAll(), file: file, line: at) { error in
            XCTAssertEqual(error as? LogError, LogError(file: url.path, line: line, problem: expected), file: file, line: at)
        }
    }

    // MARK: Encoding

    func testALaunchLineIsWrittenFieldsInOrder() {
        let launch = Launch(seq: 7, time: Timestamp(milliseconds: 1_500), initial: .named("launch"), state: hash, writer: phone)
        XCTAssertEqual(
            String(decoding: Line.launch(launch).encodedBytes(), as: UTF8.self),
            #"{"type":"launch","seq":7,"time":"1970-01-01T00:00:01.500Z","initial":{"name":"launch"},"#
                + #""state":"sha256:0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f","#
                + #""writer":{"build":"42","device":"iPhone15,2","os":"iOS 18.1","program":"MyApp","version":"1.2"}}"#)
        XCTAssertEqual(Line.launch(launch).seq, 7)
    }

    func testALaunchLineLeavesOutWhatItLacks() {
        let named = Launch(seq: 0, time: time, initial: .named("launch"))
        XCTAssertEqual(
            String(decoding: Line.launch(named).encoded(), as: UTF8.self),
            #"{"type":"launch","seq":0,"time":"1970-01-01T00:00:00.000Z","initial":{"name":"launch"}}"#)
        let inline = Launch(
            seq: 2, time: time, initial: .state(.object([("tab", .string("browser")), ("count", .int(1))])),
            writer: LogWriterInfo(program: "appcore terminal"))
        XCTAssertEqual(
            String(decoding: Line.launch(inline).encoded(), as: UTF8.self),
            #"{"type":"launch","seq":2,"time":"1970-01-01T00:00:00.000Z","initial":{"state":{"count":1,"tab":"browser"}},"#
                + #""writer":{"program":"appcore terminal"}}"#)
    }

    // MARK: Header

    func testAHeaderWithoutWriterIsTodaysHeader() throws {
        XCTAssertEqual(String(decoding: CanonicalWriter.bytes(of: header.logValue), as: UTF8.self), headerLine)
        try writeLog([])
        XCTAssertEqual(try LogOpening(url: url).header, header)
    }

    func testAHeaderNamesItsWriter() throws {
        let linux = LogWriterInfo(program: "appcore terminal", os: "Linux 6.1.0", device: "x86_64")
        let named = LogHeader(app: "showcase", actionSchema: 2, stateSchema: 1, initial: .named("launch"), writer: linux)
        let line =
            #"{"actionSchema":2,"app":"showcase","format":"appcore.action-log","initial":{"name":"launch"},"stateSchema":1,"#
            + #""type":"header","version":2,"writer":{"device":"x86_64","os":"Linux 6.1.0","program":"appcore terminal"}}"#
        XCTAssertEqual(String(decoding: CanonicalWriter.bytes(of: named.logValue), as: UTF8.self), line)
        try LogWriter(url: url, header: named).close()
        XCTAssertEqual(try contents(), line + "\n")
        XCTAssertEqual(try LogOpening(url: url).header, named)
    }

    // MARK: Reading

    func testALaunchLineRoundTripsThroughTheWriterAndTheReader() throws {
        let relaunch = Launch(seq: 1, time: Timestamp(milliseconds: 60_000), initial: .named("launch"), state: hash, writer: phone)
        let writer = try LogWriter(url: url, header: header)
        try writer.append(Line.launch(Launch(seq: 0, time: time, initial: .named("launch"))))
        try writer.append(Line.action(seq: 1, time: time, "a"))
        try writer.append(Line.checkpoint(Checkpoint(seq: 1, state: nil, effects: .array([]))))
        try writer.append(Line.launch(relaunch))
        try writer.append(Line.result(seq: 2, time: relaunch.time, "r"))
        try writer.close()

        let entries = try readAll()
        XCTAssertEqual(entries.map(\.line), [2, 3, 4, 5, 6])
        XCTAssertEqual(entries.map(\.entry.seq), [0, 1, 1, 1, 2])
        XCTAssertEqual(launches(entries), [Launch(seq: 0, time: time, initial: .named("launch")), relaunch])
    }

    func testALaunchAfterAnotherInputIsRefusedNamingTheLine() throws {
        try writeLog([
            #"{"type":"action","seq":1,"time":"1970-01-01T00:00:00.000Z","action":"a"}"#,
            launchLine(seq: 0),
        ])
        assertRefused(.malformed(field: "seq", reason: "a launch after input 0 follows input 1"), line: 3)
    }

    func testTheInputAfterALaunchTakesTheNextNumber() throws {
        try writeLog([
            #"{"type":"action","seq":1,"time":"1970-01-01T00:00:00.000Z","action":"a"}"#,
            launchLine(seq: 1),
            #"{"type":"action","seq":1,"time":"1970-01-01T00:00:00.000Z","action":"b"}"#,
        ])
        assertRefused(.sequenceGap(expected: 2, found: 1), line: 4)
    }

    func testAnUnknownFieldInALaunchLineIsRefusedNamingIt() throws {
        try writeLog([launchLine(#","pid":42"#)])
        assertRefused(.unknownField("pid", field: "", schema: nil), line: 2)
        try writeLog([launchLine(#","writer":{"program":"MyApp","locale":"fr"}"#)])
        assertRefused(.unknownField("locale", field: "writer", schema: nil), line: 2)
    }

    func testAWriterStringOverTwoHundredBytesIsRefused() throws {
        let accented = String(repeating: "é", count: 101)  // 101 characters, 202 bytes
        try writeLog([launchLine(#","writer":{"program":"MyApp","os":"\#(accented)"}"#)])
        assertRefused(.malformed(field: "writer.os", reason: "202 bytes, longer than the 200 bytes a writer's field may hold"), line: 2)

        let longest = String(repeating: "x", count: 200)
        try writeLog([launchLine(#","writer":{"program":"\#(longest)"}"#)])
        XCTAssertEqual(launches(try readAll()).first?.writer, LogWriterInfo(program: longest))

        try writeLog([], header: String(headerLine.dropLast()) + #","writer":{"program":"\#(longest)x"}}"#)
        XCTAssertThrowsError(try LogOpening(url: url)) { error in
            XCTAssertEqual((error as? LogError)?.problem, .malformed(
                field: "header.writer.program", reason: "201 bytes, longer than the 200 bytes a writer's field may hold"))
        }
    }

    func testTheCurrentWriterFitsTheLimit() {
        let current = LogWriterInfo.current(program: String(repeating: "é", count: 150), version: "1.2", build: "42")
        XCTAssertEqual(current.program, String(repeating: "é", count: 100))
        XCTAssertEqual(current.version, "1.2")
        XCTAssertEqual(current.build, "42")
        XCTAssertNotNil(current.os)
        XCTAssertNotNil(current.device)
        for text in [current.os, current.device].compactMap({ $0 }) {
            XCTAssertFalse(text.isEmpty)
            XCTAssertLessThanOrEqual(text.utf8.count, LogWriterInfo.longestField)
        }
    }

    func testAFormatOneLogRefusesALaunchLineNamingIt() throws {
        let formatOne = #"{"actionSchema":2,"app":"showcase","format":"appcore.action-log","initial":{"name":"launch"},"#
            + #""type":"header","version":1}"#
        try writeLog([launchLine()], header: formatOne)
        assertRefused(
            .malformed(field: "type", reason: #"unknown line type "launch" (expected action, result, checkpoint or launch)"#), line: 2)
    }

    func testATornLaunchLineIsReportedLikeAnyOther() throws {
        let whole = [headerLine, #"{"type":"action","seq":1,"time":"1970-01-01T00:00:00.000Z","action":"a"}"#].map { $0 + "\n" }.joined()
        try Data((whole + #"{"type":"launch","seq":1,"time":"1970-01-"#).utf8).write(to: url)
        let reader = try LogReader<String, String>(LogOpening(url: url), schema: schema)
        XCTAssertEqual(try reader.next()?.entry.seq, 1)
        XCTAssertNil(try reader.next())
        XCTAssertEqual(reader.tornTailLine, 3)

        let writer = try LogWriter(url: url, header: header)
        XCTAssertEqual(writer.continuation, LogWriter.Continuation(lastSeq: 1, cutTornLine: 3))
        try writer.close()
        XCTAssertEqual(try contents(), whole)
    }

    // MARK: Continuing

    func testALogWithLaunchLinesIsContinued() throws {
        let first = try LogWriter(url: url, header: header)
        try first.append(Line.action(seq: 1, time: time, "a"))
        try first.append(Line.result(seq: 2, time: time, "r"))
        try first.close()

        let second = try LogWriter(url: url, header: header)
        XCTAssertEqual(second.continuation, LogWriter.Continuation(lastSeq: 2, cutTornLine: nil))
        try second.append(Line.launch(Launch(seq: 2, time: time, initial: .named("launch"), writer: phone)))
        try second.close()

        let third = try LogWriter(url: url, header: header)
        XCTAssertEqual(third.continuation, LogWriter.Continuation(lastSeq: 2, cutTornLine: nil), "a launch takes no number")
        try third.append(Line.launch(Launch(seq: 2, time: time, initial: .named("launch"))))
        try third.append(Line.action(seq: 3, time: time, "b"))
        try third.close()

        XCTAssertEqual(try LogWriter(url: url, header: header).continuation?.lastSeq, 3)
        let entries = try readAll()
        XCTAssertEqual(entries.map(\.entry.seq), [1, 2, 2, 2, 3])
        XCTAssertEqual(launches(entries).map(\.writer), [phone, nil])
    }

    func testTheGroupCommitWriterWritesALaunchLine() throws {
        let writer = GroupCommitWriter(writer: try LogWriter(url: url, header: header))
        try writer.append(.bytes(Line.launch(Launch(seq: 0, time: time, initial: .named("launch"))).encodedBytes()), seq: 0)
        try writer.append(.bytes(Line.action(seq: 1, time: time, "a").encodedBytes()), seq: 1)
        try writer.close()
        XCTAssertEqual(try readAll().map(\.entry.seq), [0, 1])
    }
}
