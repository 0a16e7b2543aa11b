import ActionLog
import Foundation
import XCTest

/// A log may follow an input of its session (a segment of a rolling recording): its header says
/// which, and its first input is the next one.
final class HeaderSeqTests: XCTestCase {
    private var folder: URL!
    private var url: URL { folder.appendingPathComponent("segment.jsonl") }
    private let schema = LogSchema(app: "showcase", actionSchema: 2, stateSchema: 1, upcasters: [])

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("header-seq-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try FileManager.default.removeItem(at: folder) }

    private func header(seq: Int) -> LogHeader {
        LogHeader(app: "showcase", actionSchema: 2, stateSchema: 1, initial: .named("launch"), seq: seq)
    }

    func testTheHeaderSpellsTheInputItFollowsOnlyWhenThereIsOne() {
        XCTAssertEqual(
            String(decoding: CanonicalWriter.bytes(of: header(seq: 5000).logValue), as: UTF8.self),
            #"{"actionSchema":2,"app":"showcase","format":"appcore.action-log","initial":{"name":"launch"},"seq":5000,"stateSchema":1,"type":"header","version":2}"#)
        XCTAssertFalse(String(decoding: CanonicalWriter.bytes(of: header(seq: 0).logValue), as: UTF8.self).contains("seq"))
    }

    func testTheFirstInputFollowsTheHeadersSeqAndTheWriterGoesOnFromThere() throws {
        let writer = try LogWriter(url: url, header: header(seq: 41))
        try writer.append(LogLine<String, String>.action(seq: 42, time: Timestamp(milliseconds: 0), "a"))
        try writer.close()
        let reader = try LogReader<String, String>(LogOpening(url: url), schema: schema)
        XCTAssertEqual(try reader.next()?.entry.seq, 42)
        XCTAssertEqual(try LogWriter(url: url, header: header(seq: 41)).continuation?.lastSeq, 42)

        let early = try LogWriter(url: folder.appendingPathComponent("early.jsonl"), header: header(seq: 41))
        try early.append(LogLine<String, String>.action(seq: 1, time: Timestamp(milliseconds: 0), "a"))
        try early.close()
        let gap = try LogReader<String, String>(LogOpening(url: folder.appendingPathComponent("early.jsonl")), schema: schema)
        XCTAssertThrowsError(try gap.next()) { error in
            XCTAssertEqual((error as? LogError)?.problem, .sequenceGap(expected: 42, found: 1))
        }
    }

    func testANegativeSeqIsRefusedNamingTheField() throws {
        let line = #"{"actionSchema":2,"app":"showcase","format":"appcore.action-log","initial":{"name":"launch"},"seq":-3,"stateSchema":1,"type":"header","version":2}"#
        try Data((line + "\n").utf8).write(to: url)
        XCTAssertThrowsError(try LogOpening(url: url)) { error in
            XCTAssertTrue("\(error)".contains("seq"), "\(error)")
        }
    }
}
