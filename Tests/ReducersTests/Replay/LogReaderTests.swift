import ActionLog
import AppState
import Foundation
import LogReplay
import Reducers
import XCTest

/// Bad input never crashes the reader: each case gets an error naming file, line and field.
final class LogReaderTests: XCTestCase {
    private var files: LogFiles!
    private let push = #"{"navigation.navigation.pushed":{"screen":{"item":{"id":"a"}}}}"#

    override func setUpWithError() throws { files = try LogFiles() }
    override func tearDown() { files.remove() }

    private func replay(_ url: URL, verify: Bool = false) throws -> Replayer<ShowcaseFeature>.Outcome {
        try Replayer<ShowcaseFeature>(verify: verify).run(LogOpening(url: url))
    }

    private func assertError(_ url: URL, line: Int?, _ problem: LogError.Problem, file: StaticString = #filePath, lineNumber: UInt = #line) {
        XCTAssertThrowsError(try replay(url), file: file, line: lineNumber) { error in
            XCTAssertEqual(error as? LogError, LogError(file: url.path, line: line, problem: problem), file: file, line: lineNumber)
        }
    }

    func testTornLastLineIsIgnoredAndReported() throws {
        let url = try files.write([LogFiles.showcaseHeader, LogFiles.action(1, push), #"{"type":"action","seq":2,"ti"#], torn: true)
        let outcome = try replay(url)
        XCTAssertEqual(outcome.lastSeq, 1)
        XCTAssertEqual(outcome.tornTailLine, 3)
        XCTAssertEqual(outcome.state.navigation.current.screens, [.item(id: "a")])
    }

    func testMalformedLineInTheMiddleNamesLineAndField() throws {
        let badTime = #"{"type":"action","seq":2,"time":"yesterday","action":{"launched":{}}}"#
        let url = try files.write([LogFiles.showcaseHeader, LogFiles.action(1, push), badTime, LogFiles.action(3, push)])
        XCTAssertThrowsError(try replay(url)) { error in
            let logError = error as? LogError
            XCTAssertEqual(logError?.line, 3)
            guard case .malformed(let field, let reason)? = logError?.problem else { return XCTFail("\(error)") }
            XCTAssertEqual(field, "time")
            XCTAssertTrue(reason.contains("yesterday"), reason)
            XCTAssertTrue("\(error)".hasPrefix("\(url.path):3: field time:"), "\(error)")
        }
        let missing = try files.write([LogFiles.showcaseHeader, #"{"type":"action","seq":1,"action":{"launched":{}}}"#], name: "missing.jsonl")
        assertError(missing, line: 2, .malformed(field: "time", reason: "missing"))
        let notJSON = try files.write([LogFiles.showcaseHeader, "{nope"], name: "notjson.jsonl")
        XCTAssertThrowsError(try replay(notJSON)) { error in
            XCTAssertEqual((error as? LogError)?.line, 2)
        }
        let wrongType = try files.write(
            [LogFiles.showcaseHeader, LogFiles.action(1, #"{"modal.presented":{"modal":7}}"#)], name: "type.jsonl")
        assertError(wrongType, line: 2, .malformed(field: "action.modal.presented.modal", reason: "expected a string, found an integer"))
    }

    func testUnknownActionCaseIsNamed() throws {
        let url = try files.write([LogFiles.showcaseHeader, LogFiles.action(1, #"{"teleported":{"planet":"mars"}}"#)])
        assertError(url, line: 2, .unknownAction(caseName: "teleported", field: "action", schema: 5))
        let nested = try files.write(
            [LogFiles.showcaseHeader, LogFiles.action(1, #"{"browser.zoomed":{}}"#)], name: "nested.jsonl")
        assertError(nested, line: 2, .unknownAction(caseName: "zoomed", field: "action.browser", schema: 5))
        let field = try files.write(
            [LogFiles.showcaseHeader, LogFiles.action(1, #"{"browser.backTapped":{"twice":true}}"#)], name: "field.jsonl")
        assertError(field, line: 2, .unknownField("twice", field: "action.browser.backTapped", schema: 5))
        XCTAssertThrowsError(try replay(field)) { error in
            XCTAssertEqual(
                "\(error)",
                "\(field.path):2: unknown field \"twice\" in action.browser.backTapped (action schema 5); the log may come from a newer build")
        }
    }

    func testNewerFormatVersionIsRefusedSayingWhichVersionIsRead() throws {
        let header = LogFiles.showcaseHeader.replacingOccurrences(of: #""version":2"#, with: #""version":3"#)
        let url = try files.write([header])
        assertError(url, line: 1, .unsupportedVersion(found: 3, supported: 2))
        XCTAssertThrowsError(try replay(url)) { error in
            XCTAssertTrue("\(error)".contains("reads versions 1 to 2"), "\(error)")
        }
    }

    func testLogOfAnotherAppIsRefused() throws {
        let header = LogFiles.showcaseHeader.replacingOccurrences(of: "showcase", with: "lunch")
        assertError(try files.write([header]), line: 1, .wrongApp(found: "lunch", expected: "showcase"))
    }

    func testNewerActionSchemaIsRefused() throws {
        let header = LogFiles.showcaseHeader.replacingOccurrences(of: #""actionSchema":5"#, with: #""actionSchema":9"#)
        assertError(try files.write([header]), line: 1, .schemaTooNew(found: 9, supported: 5))
        XCTAssertThrowsError(try replay(try files.write([header]))) { error in
            XCTAssertTrue("\(error)".contains("schema version 9, newer than this build's 5"), "\(error)")
        }
    }

    func testEmptyMissingHeaderAndBinaryFilesGetClearErrors() throws {
        let empty = files.folder.appendingPathComponent("empty.jsonl")
        try Data().write(to: empty)
        assertError(empty, line: nil, .empty)
        assertError(try files.write([LogFiles.action(1, push)], name: "noheader.jsonl"), line: 1, .missingHeader)
        assertError(try files.write([#"{"hello":"world"}"#], name: "other.jsonl"), line: 1, .missingHeader)
        let binary = files.folder.appendingPathComponent("binary.jsonl")
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0xFF, 0xFE]).write(to: binary)
        assertError(binary, line: 1, .notText)
        let badByte = try files.write([LogFiles.showcaseHeader, "{\"type\":\"action\",\u{0}}"], name: "nul.jsonl")
        assertError(badByte, line: 2, .notText)
    }

    func testSequenceGapsAndUnknownInitialStatesAreRefused() throws {
        let gap = try files.write([LogFiles.showcaseHeader, LogFiles.action(1, push), LogFiles.action(3, push)])
        assertError(gap, line: 3, .sequenceGap(expected: 2, found: 3))
        let header = LogFiles.showcaseHeader.replacingOccurrences(of: #""name":"launch""#, with: #""name":"moon""#)
        assertError(try files.write([header], name: "initial.jsonl"), line: 1, .unknownInitialState("moon", known: ["launch"]))
    }

    func testAnInlineInitialStateIsFoldedFrom() throws {
        var start = ShowcaseFeature.namedInitialStates["launch"]!
        start.navigation.selected = .favorites
        let state = String(decoding: try CanonicalJSON.encode(start), as: UTF8.self)
        let header = LogFiles.showcaseHeader.replacingOccurrences(of: #"{"name":"launch"}"#, with: #"{"state":\#(state)}"#)
        let outcome = try replay(try files.write([header, LogFiles.action(1, push)]))
        XCTAssertEqual(outcome.state.navigation.selected, .favorites)
        XCTAssertEqual(outcome.state.navigation.current.screens, [.item(id: "a")])
    }

    func testVerifyNamesTheFirstDivergingCheckpoint() throws {
        var state = ShowcaseFeature.namedInitialStates["launch"]!
        var lines = [LogFiles.showcaseHeader]
        for seq in 1...3 {
            _ = ShowcaseFeature.reduce(&state, .navigation(.navigation(.pushed(screen: .item(id: "a")))))
            lines.append(LogFiles.action(seq, push))
            let hash = seq == 2 ? "sha256:" + String(repeating: "0", count: 64) : try StateHash(of: state).rawValue
            lines.append(LogFiles.checkpoint(seq, state: hash))
        }
        let outcome = try replay(try files.write(lines), verify: true)
        XCTAssertEqual(outcome.divergence?.seq, 2)
        XCTAssertEqual(outcome.divergence?.line, 5)
        XCTAssertEqual(outcome.checkpointsVerified, 1)
    }

    func testAnInlineInitialStateThatBreaksAnInvariantIsRefusedNotCrashedOn() throws {
        var start = ShowcaseFeature.namedInitialStates["launch"]!
        start.navigation.selected = .favorites
        let state = String(decoding: try CanonicalJSON.encode(start), as: UTF8.self)
            .replacingOccurrences(of: #""cursor":0"#, with: #""cursor":3"#)
        let header = LogFiles.showcaseHeader.replacingOccurrences(of: #"{"name":"launch"}"#, with: #"{"state":\#(state)}"#)
        let url = try files.write([header, LogFiles.action(1, #"{"browser.refreshTapped":{}}"#)])
        XCTAssertThrowsError(try replay(url)) { error in
            guard case .malformed(let field, let reason)? = (error as? LogError)?.problem else { return XCTFail("\(error)") }
            XCTAssertEqual(field, "initial.state.browser.cursor")
            XCTAssertEqual(reason, "cursor 3 is outside the 1 entries")
        }
    }

    func testAnInlineInitialStateWithACounterAtItsLimitIsRefusedNotTrappedOn() throws {
        let start = ShowcaseFeature.namedInitialStates["launch"]!
        let state = String(decoding: try CanonicalJSON.encode(start), as: UTF8.self)
            .replacingOccurrences(of: #""nextEntryID":2"#, with: #""nextEntryID":9223372036854775807"#)
        let header = LogFiles.showcaseHeader.replacingOccurrences(of: #"{"name":"launch"}"#, with: #"{"state":\#(state)}"#)
        let url = try files.write([header, LogFiles.action(1, #"{"browser.addressSubmitted":{"address":"https://a.b"}}"#)])
        assertError(url, line: 1, .malformed(
            field: "initial.state.browser.nextEntryID",
            reason: "9223372036854775807 is out of range: a state's integers stay within ±2^53, which every JSON reader holds exactly"))
    }

    func testACheckpointMustFollowTheActionItNames() throws {
        let url = try files.write([
            LogFiles.showcaseHeader, LogFiles.action(1, push), LogFiles.checkpoint(7),
        ])
        XCTAssertThrowsError(try replay(url, verify: true)) { error in
            XCTAssertEqual(
                error as? LogError,
                LogError(file: url.path, line: 3, problem: .malformed(field: "seq", reason: "a checkpoint for input 7 follows input 1")))
        }
        let badHash = try files.write([LogFiles.showcaseHeader, LogFiles.action(1, push), LogFiles.checkpoint(1, state: "sha256:00")], name: "hash.jsonl")
        assertError(badHash, line: 3, .malformed(field: "state", reason: #"expected sha256: and 64 lower-case hex digits, got "sha256:00""#))
    }

    func testABadHeaderFieldIsNamed() throws {
        let noSchema = LogFiles.showcaseHeader.replacingOccurrences(of: #""actionSchema":5,"#, with: "")
        assertError(try files.write([noSchema], name: "noschema.jsonl"), line: 1, .malformed(field: "header.actionSchema", reason: "missing"))
        let textVersion = LogFiles.showcaseHeader.replacingOccurrences(of: #""version":2"#, with: #""version":"2""#)
        assertError(
            try files.write([textVersion], name: "textversion.jsonl"), line: 1,
            .malformed(field: "header.version", reason: "expected an integer, found a string"))
        let zero = LogFiles.showcaseHeader.replacingOccurrences(of: #""version":2"#, with: #""version":0"#)
        assertError(try files.write([zero], name: "zero.jsonl"), line: 1, .malformed(field: "header.version", reason: "0 is not a format version"))
        let negative = LogFiles.showcaseHeader.replacingOccurrences(of: #""actionSchema":5"#, with: #""actionSchema":-5"#)
        assertError(
            try files.write([negative], name: "negative.jsonl"), line: 1,
            .malformed(field: "header.actionSchema", reason: "-5 is not a schema version"))
        let tornHeader = try files.write([LogFiles.showcaseHeader], torn: true, name: "tornheader.jsonl")
        assertError(tornHeader, line: 1, .malformed(field: nil, reason: "the header line has no newline: a write torn by a crash"))
    }
}
