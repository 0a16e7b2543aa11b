import ActionLog
import AppState
import Foundation
import LogReplay
import Reducers
import XCTest

/// The reading rules of `docs/log-format.md` that no writer of the format breaks, so a line that
/// breaks one is refused, naming its line and field: integers spelled as integers, checkpoints
/// only after an input, results only for effects in flight, bodies within `maxBytes`.
final class StrictReadingTests: XCTestCase {
    private var files: LogFiles!
    private let push = #"{"navigation.navigation.pushed":{"screen":{"item":{"id":"a"}}}}"#
    private let launch = #"{"type":"launch","seq":1,"time":"2026-11-18T11:06:41.000Z","initial":{"name":"launch"}}"#

    override func setUpWithError() throws { files = try LogFiles() }
    override func tearDown() { files.remove() }

    /// A GET of `id` whose answer may hold at most `maxBytes` bytes, as a checkpoint spells it.
    private func request(_ id: String, maxBytes: Int = 5_000_000) -> String {
        #"{"http":{"id":"\#(id)","maxBytes":\#(maxBytes),"method":"GET","timeout":30,"url":"https://example.com/\#(id)"}}"#
    }

    /// A `200` answer to `id` with `body`.
    private func answer(_ seq: Int, _ id: String, body: String = "{}") -> String {
        LogFiles.result(seq, #"{"http":{"body":"\#(body)","id":"\#(id)","status":200}}"#)
    }

    /// The refusal reading `lines` ends with: its line, field and reason.
    private func refusal(_ lines: [String], file: StaticString = #filePath, line: UInt = #line) throws -> (line: Int?, field: String?, text: String) {
        let url = try files.write(lines, name: "\(UUID().uuidString).jsonl")
        do {
            _ = try Replayer<ShowcaseFeature>().run(LogOpening(url: url))
        } catch {
            guard case .malformed(let field, _) = error.problem else { return (error.line, nil, "\(error)") }
            return (error.line, field, "\(error)")
        }
        XCTFail("the log was read", file: file, line: line)
        return (nil, nil, "")
    }

    private func assertReads(_ lines: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let url = try files.write(lines, name: "\(UUID().uuidString).jsonl")
        XCTAssertNoThrow(try Replayer<ShowcaseFeature>().run(LogOpening(url: url)), file: file, line: line)
    }

    // MARK: Integers

    func testSeqAndVersionAreIntegersSpelledWithDigitsAlone() throws {
        for spelling in ["1.0", "1e0", "1E+0", "10e-1"] {
            let input = try refusal([LogFiles.showcaseHeader, LogFiles.action(1, push).replacingOccurrences(of: #""seq":1"#, with: #""seq":\#(spelling)"#)])
            XCTAssertEqual(input.line, 2, spelling)
            XCTAssertEqual(input.field, "seq", spelling)
            XCTAssertTrue(input.text.hasSuffix(":2: field seq: expected an integer spelled with digits alone, found 1.0"), input.text)
        }
        let checkpoint = try refusal([LogFiles.showcaseHeader, LogFiles.action(1, push), #"{"type":"checkpoint","seq":1.0,"effects":[]}"#])
        XCTAssertEqual(checkpoint.line, 3)
        XCTAssertEqual(checkpoint.field, "seq")
        let version = try refusal([LogFiles.showcaseHeader.replacingOccurrences(of: #""version":2"#, with: #""version":2.0"#)])
        XCTAssertEqual(version.line, 1)
        XCTAssertEqual(version.field, "header.version")
        XCTAssertTrue(version.text.hasSuffix(":1: field header.version: expected an integer spelled with digits alone, found 2.0"), version.text)
        let negativeZero = try refusal([LogFiles.showcaseHeader.replacingOccurrences(of: #""type":"header""#, with: #""seq":-0,"type":"header""#)])
        XCTAssertEqual(negativeZero.field, "header.seq")
        XCTAssertTrue(negativeZero.text.hasSuffix("found -0.0"), negativeZero.text)
        let schema = try refusal([LogFiles.showcaseHeader.replacingOccurrences(of: #""actionSchema":\#(ShowcaseFeature.actionSchemaVersion)"#, with: #""actionSchema":\#(ShowcaseFeature.actionSchemaVersion)e0"#)])
        XCTAssertEqual(schema.field, "header.actionSchema")
    }

    // MARK: Checkpoints

    func testACheckpointComesOnlyAfterAnInputOfItsProcess() throws {
        let beforeAnyInput = try refusal([LogFiles.showcaseHeader, LogFiles.checkpoint(0)])
        XCTAssertEqual(beforeAnyInput.line, 2)
        XCTAssertEqual(beforeAnyInput.field, "seq")
        XCTAssertTrue(
            beforeAnyInput.text.hasSuffix(
                ":2: field seq: a checkpoint for input 0 before any input of its process: a checkpoint follows the input it records"),
            beforeAnyInput.text)
        let afterALaunch = try refusal([
            LogFiles.showcaseHeader, LogFiles.action(1, push), LogFiles.checkpoint(1), launch, LogFiles.checkpoint(1),
        ])
        XCTAssertEqual(afterALaunch.line, 5)
        XCTAssertEqual(afterALaunch.field, "seq")
        try assertReads([LogFiles.showcaseHeader, LogFiles.action(1, push), LogFiles.checkpoint(1), launch, LogFiles.action(2, push), LogFiles.checkpoint(2)])
    }

    // MARK: Results

    func testAResultAnswersOnlyAnEffectInFlight() throws {
        let asked = [LogFiles.showcaseHeader, LogFiles.action(1, push), LogFiles.checkpoint(1, effects: "[\(request("feed"))]")]
        try assertReads(asked + [answer(2, "feed")])
        let neverRequested = try refusal(asked + [answer(2, "other")])
        XCTAssertEqual(neverRequested.line, 4)
        XCTAssertEqual(neverRequested.field, "result.http.id")
        XCTAssertTrue(
            neverRequested.text.hasSuffix(
                #":4: field result.http.id: "other" answers no effect in flight: none was requested, or it was answered, "#
                    + "cancelled or replaced already, or it waits for an earlier storage effect"),
            neverRequested.text)
        let answeredTwice = try refusal(asked + [answer(2, "feed"), LogFiles.checkpoint(2), answer(3, "feed")])
        XCTAssertEqual(answeredTwice.line, 6)
        XCTAssertEqual(answeredTwice.field, "result.http.id")
        let cancelled = try refusal(
            asked + [LogFiles.action(2, push), LogFiles.checkpoint(2, effects: #"[{"cancel":{"id":"feed"}}]"#), answer(3, "feed")])
        XCTAssertEqual(cancelled.line, 6)
        let relaunched = try refusal(asked + [launch, answer(2, "feed")])
        XCTAssertEqual(relaunched.line, 5, "a new process never gets the answers of the old one's effects")
        let storage = #"[{"load":{"key":"a"}},{"persist":{"key":"a","value":"1"}}]"#
        let outOfOrder = try refusal([
            LogFiles.showcaseHeader, LogFiles.action(1, push), LogFiles.checkpoint(1, effects: storage),
            LogFiles.result(2, #"{"persisted":{"key":"a"}}"#),
        ])
        XCTAssertEqual(outOfOrder.field, "result.persisted.key", "storage runs one effect at a time, in order")
        try assertReads([
            LogFiles.showcaseHeader, LogFiles.action(1, push), LogFiles.checkpoint(1, effects: storage),
            LogFiles.result(2, #"{"loaded":{"key":"a"}}"#), LogFiles.checkpoint(2), LogFiles.result(3, #"{"persisted":{"key":"a"}}"#),
        ])
    }

    func testWhereTheLogRecordsNoEffectsThoseTheStepReturnedStandIn() throws {
        let favorites = LogFiles.result(2, #"{"loaded":{"key":"showcase.favorites"}}"#)
        try assertReads([LogFiles.showcaseHeader, LogFiles.action(1, #"{"launched":{}}"#), favorites])
        let unasked = try refusal([LogFiles.showcaseHeader, LogFiles.action(1, push), favorites])
        XCTAssertEqual(unasked.line, 3)
        XCTAssertEqual(unasked.field, "result.loaded.key")
        let skipped = try files.write([LogFiles.showcaseHeader, LogFiles.action(1, #"{"launched":{}}"#), favorites], name: "skip.jsonl")
        XCTAssertNoThrow(
            try Replayer<ShowcaseFeature>(skipping: { $0 == 1 }).run(LogOpening(url: skipped)),
            "a what-if that leaves the input out does not know what the log's writer was returned")
    }

    func testASegmentTakesAnswersToEffectsRequestedBeforeItBegan() throws {
        let segmentHeader = LogFiles.showcaseHeader.replacingOccurrences(of: #""type":"header""#, with: #""seq":7,"type":"header""#)
        try assertReads([segmentHeader, answer(8, "feed")])
        let afterItsLaunch = try refusal([segmentHeader, LogFiles.action(8, push), LogFiles.checkpoint(8), launch.replacingOccurrences(of: #""seq":1"#, with: #""seq":8"#), answer(9, "feed")])
        XCTAssertEqual(afterItsLaunch.line, 5, afterItsLaunch.text)
    }

    // MARK: Bodies

    func testAnHTTPBodyIsWithinTheMaxBytesOfItsRequest() throws {
        let asked = [LogFiles.showcaseHeader, LogFiles.action(1, push), LogFiles.checkpoint(1, effects: "[\(request("feed", maxBytes: 10))]")]
        try assertReads(asked + [answer(2, "feed", body: "0123456789")])
        let tooLarge = try refusal(asked + [answer(2, "feed", body: "0123456789A")])
        XCTAssertEqual(tooLarge.line, 4)
        XCTAssertEqual(tooLarge.field, "result.http.body")
        XCTAssertTrue(
            tooLarge.text.hasSuffix(":4: field result.http.body: 11 bytes, more than the 10 (maxBytes) of the request on line 3"),
            tooLarge.text)
    }
}
