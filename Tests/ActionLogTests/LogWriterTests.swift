import ActionLog
import Foundation
import XCTest

/// Opening an existing log continues it: never truncated, a torn tail cut and reported, sequence
/// numbers going on, and a log of another app or schema refused and left untouched.
final class LogWriterTests: XCTestCase {
    private typealias Line = LogLine<String, String>
    private var folder: URL!
    private var url: URL { folder.appendingPathComponent("session.jsonl") }
    private let header = LogHeader(app: "showcase", actionSchema: 2, stateSchema: 1, initial: .named("launch"))
    private let time = Timestamp(milliseconds: 0)

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("logwriter-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try FileManager.default.removeItem(at: folder) }

    private func contents() throws -> String { try String(contentsOf: url, encoding: .utf8) }

    private let headerLine =
        #"{"actionSchema":2,"app":"showcase","format":"appcore.action-log","initial":{"name":"launch"},"stateSchema":1,"type":"header","version":2}"#

    func testANewLogStartsWithItsHeader() throws {
        let writer = try LogWriter(url: url, header: header)
        XCTAssertNil(writer.continuation)
        try writer.append(Line.action(seq: 1, time: time, "a"))
        try writer.append(Line.checkpoint(Checkpoint(seq: 1, state: nil, effects: .array([]))))
        try writer.close()
        XCTAssertEqual(try contents(), """
            \(headerLine)
            {"type":"action","seq":1,"time":"1970-01-01T00:00:00.000Z","action":"a"}
            {"type":"checkpoint","seq":1,"effects":[]}

            """)
    }

    func testAnExistingLogIsContinuedNotReplaced() throws {
        let first = try LogWriter(url: url, header: header)
        try first.append(Line.action(seq: 1, time: time, "a"))
        try first.append(Line.result(seq: 2, time: time, "r"))
        try first.close()
        let before = try contents()

        let second = try LogWriter(url: url, header: header)
        XCTAssertEqual(second.continuation, LogWriter.Continuation(lastSeq: 2, cutTornLine: nil))
        try second.append(Line.action(seq: 3, time: time, "b"))
        try second.close()
        XCTAssertEqual(try contents(), before + #"{"type":"action","seq":3,"time":"1970-01-01T00:00:00.000Z","action":"b"}"# + "\n")
    }

    func testATornLastLineIsCutAndReported() throws {
        let whole = headerLine + "\n" + #"{"type":"action","seq":1,"time":"1970-01-01T00:00:00.000Z","action":"a"}"# + "\n"
        try Data((whole + #"{"type":"action","seq":2,"ti"#).utf8).write(to: url)
        let writer = try LogWriter(url: url, header: header)
        XCTAssertEqual(writer.continuation, LogWriter.Continuation(lastSeq: 1, cutTornLine: 3))
        try writer.append(Line.action(seq: 2, time: time, "b"))
        try writer.close()
        XCTAssertEqual(try contents(), whole + #"{"type":"action","seq":2,"time":"1970-01-01T00:00:00.000Z","action":"b"}"# + "\n")
    }

    func testALogOfAnotherAppOrSchemaIsRefusedAndLeftUntouched() throws {
        try LogWriter(url: url, header: header).close()
        let before = try Data(contentsOf: url)
        let lunch = LogHeader(app: "lunch", actionSchema: 2, stateSchema: 1, initial: .named("launch"))
        XCTAssertThrowsError(try LogWriter(url: url, header: lunch)) { error in
            XCTAssertEqual((error as? LogError)?.problem, .wrongApp(found: "showcase", expected: "lunch"))
        }
        let newer = LogHeader(app: "showcase", actionSchema: 3, stateSchema: 1, initial: .named("launch"))
        XCTAssertThrowsError(try LogWriter(url: url, header: newer)) { error in
            XCTAssertTrue("\(error)".contains("continue in a new file"), "\(error)")
        }
        XCTAssertEqual(try Data(contentsOf: url), before)
    }

    func testTheGroupCommitWriterNeverWritesALineAReaderWouldRefuse() throws {
        let writer = GroupCommitWriter(writer: try LogWriter(url: url, header: header), maximumLineBytes: 100)
        let long = Array(Line.action(seq: 1, time: time, String(repeating: "x", count: 100)).encoded())
        XCTAssertThrowsError(try writer.append(.bytes(long), seq: 1)) { error in
            XCTAssertTrue("\(error)".contains("is longer than the 100 bytes a reader accepts: it is not written"), "\(error)")
        }
        try writer.append(.bytes(Array(Line.action(seq: 1, time: time, "a").encoded())), seq: 1)
        try writer.close()
        XCTAssertEqual(try contents(), headerLine + "\n" + #"{"type":"action","seq":1,"time":"1970-01-01T00:00:00.000Z","action":"a"}"# + "\n")
    }
}
