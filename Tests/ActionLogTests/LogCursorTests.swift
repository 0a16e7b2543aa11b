import ActionLog
import Foundation
import XCTest

/// `LogReader` reads a line in this build's spelling straight from its bytes (`LogCursor`), and
/// any other spelling through the tree, with the same value or the same error as the tree alone.
final class LogCursorTests: XCTestCase {
    private var folder: URL!
    private let schema = LogSchema(app: "showcase", actionSchema: 2, stateSchema: 1, upcasters: [])
    private let header = #"{"actionSchema":2,"app":"showcase","format":"appcore.action-log","initial":{"name":"launch"},"stateSchema":1,"type":"header","version":2}"#
    private let time = "2026-11-18T11:06:40.000Z"

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("log-cursor-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try FileManager.default.removeItem(at: folder) }

    /// The first line after the header read with the cursor and through the tree alone: each
    /// outcome (the line's encoding, or the error), and how many lines the cursor read.
    private func read(_ line: String) throws -> (cursor: Result<[UInt8], LogError>, tree: Result<[UInt8], LogError>, fromCursor: Int) {
        let url = folder.appendingPathComponent("\(UUID().uuidString).jsonl")
        try Data((header + "\n" + line + "\n").utf8).write(to: url)
        func outcome(_ reader: LogReader<[String], String>) -> Result<[UInt8], LogError> {
            Result { () throws(LogError) in try reader.next()?.entry.encodedBytes() ?? [] }
        }
        let cursor = try LogReader<[String], String>(LogOpening(url: url), schema: schema)
        let tree = try LogReader<[String], String>(LogOpening(url: url), schema: schema)
        tree.readsFromCursor = false
        return (outcome(cursor), outcome(tree), cursor.linesReadFromCursor)
    }

    func testLinesInThisBuildsSpellingAreReadFromTheCursor() throws {
        for line in [
            #"{"type":"action","seq":1,"time":"\#(time)","action":["a","b\"\u00e9"]}"#,
            #"{"type":"result","seq":1,"time":"\#(time)","result":"r"}"#,
            #"{"type":"launch","seq":0,"time":"\#(time)","initial":{"name":"launch"}}"#,
            #"{"type":"launch","seq":0,"time":"\#(time)","initial":{"state":{"tab":1}},"state":"sha256:\#(String(repeating: "0a", count: 32))","writer":{"program":"appcore","version":"1.0"}}"#,
        ] {
            let (cursor, tree, fromCursor) = try read(line)
            XCTAssertEqual(fromCursor, 1, line)
            XCTAssertEqual(cursor, tree, line)
            XCTAssertNotEqual((try? cursor.get()) ?? [], [], line)
        }
    }

    func testEveryOtherSpellingIsReadThroughTheTreeAlike() throws {
        let lines = [
            #"{"seq":1,"type":"action","time":"\#(time)","action":["a"]}"#,
            #"{"type":"action","seq":1,"time":"\#(time)","action":["a"],"extra":1}"#,
            #"{"type":"action","seq":1,"seq":1,"time":"\#(time)","action":["a"]}"#,
            #"{"typ\u0065":"action","seq":1,"time":"\#(time)","action":["a"]}"#,
            #"{"type":"action","seq":1.0,"time":"\#(time)","action":["a"]}"#,
            #"{"type":"action","seq":1,"time":"2026-13-18T11:06:40.000Z","action":["a"]}"#,
            #"{"type":"action","seq":1,"time":"\#(time)","action":["a",]}"#,
            #"{"type":"action","seq":1,"time":"\#(time)","action":[1]}"#,
            #"{"type":"action","seq":1,"time":"\#(time)","action":["a"]} x"#,
            #"{"type":"action","seq":1,"time":"\#(time)","action":["\ud800"]}"#,
            #"{"type":"action","seq":1,"time":"\#(time)"}"#,
            #"{"type":"launch","seq":0,"initial":{"name":"launch"},"time":"\#(time)"}"#,
            #"{"type":"launch","seq":0,"time":"\#(time)","initial":{"name":"launch"},"writer":{"program":"appcore"},"state":null}"#,
            // White space between tokens: this build writes none.
            #" { "type" : "action" , "seq" : 1 , "time" : "\#(time)" , "action" : [ ] } "#,
        ]
        for line in lines {
            let (cursor, tree, fromCursor) = try read(line)
            XCTAssertEqual(fromCursor, 0, line)
            XCTAssertEqual(cursor, tree, line)
        }
        // The first reads through the tree to the same action; the others fail naming the field.
        XCTAssertEqual(try read(lines[0]).tree.get(), try read(#"{"type":"action","seq":1,"time":"\#(time)","action":["a"]}"#).cursor.get())
        guard case .failure(let error) = try read(lines[1]).cursor else { return XCTFail("an unknown field was read") }
        XCTAssertEqual(error.line, 2)
        XCTAssertTrue("\(error)".contains("extra"), "\(error)")
    }

    /// Integers spelled any way, and names with a byte the cursor does not read (a quote, a
    /// backslash, a control character, a byte beyond ASCII) at every position of a word: the
    /// reader gives what the tree alone gives.
    func testIntegerAndNameSpellingsReadAsTheTreeReadsThem() throws {
        var lines = ["0", "-0", "01", "-1", "1e0", "1.5", "-", "123456789012345678", "1234567890123456789", "99999999999999999999"].map {
            #"{"type":"action","seq":\#($0),"time":"\#(time)","action":["a"]}"#
        }
        for position in 0..<time.utf8.count {
            for odd in ["é", #"\""#, #"\u0041"#, "\t"] {
                var spelled = Array(time)
                spelled[position...position] = ArraySlice(odd)
                lines.append(#"{"type":"action","seq":1,"time":"\#(String(spelled))","action":["a"]}"#)
            }
        }
        for line in lines {
            let (cursor, tree, _) = try read(line)
            XCTAssertEqual(cursor, tree, line)
        }
        // 18 digits are read by the cursor (then refused as a gap after input 0, as by the tree).
        XCTAssertEqual(try read(lines[7]).fromCursor, 1)
    }

    /// A body is read as the bytes of its text, unescaped and checked as a `String` would be, with
    /// no `String` made: the same bytes as the text's UTF-8, and a miss wherever reading the text
    /// misses.
    func testABodyIsReadAsTheUTF8OfItsText() {
        func read(_ line: [UInt8], _ key: StaticString, asText: Bool) -> Result<Data?, LogCursor.Miss> {
            line.withUnsafeBytes { bytes in
                var cursor = LogCursor(bytes)
                return Result { () throws(LogCursor.Miss) in
                    try cursor.beginObject()
                    return asText ? try cursor.optional(key, as: String.self).map { Data($0.utf8) } : try cursor.optionalBytes(key)
                }
            }
        }
        let lines: [[UInt8]] = [
            Array(#"{"body":"a\"b\u00e9\n \/ é 😀 \ud83d\ude00"}"#.utf8), Array(#"{"body":"plain { \"x\": 1 }"}"#.utf8),
            Array(#"{"body":""}"#.utf8), Array(#"{"other":"x"}"#.utf8), Array(#"{"body":1}"#.utf8),
            Array(#"{"body":"\ud800"}"#.utf8), Array(#"{"body":"\q"}"#.utf8), Array(#"{"body":"open"#.utf8),
            Array(#"{"body":"a"#.utf8) + [0xFF] + Array(#""}"#.utf8), Array(#"{"body":"\n"#.utf8) + [0xC3] + Array(#""}"#.utf8),
        ]
        for line in lines {
            let text = String(decoding: line, as: UTF8.self)
            let bytes = read(line, "body", asText: false)
            XCTAssertEqual(try? bytes.get(), try? read(line, "body", asText: true).get(), text)
            XCTAssertEqual((try? bytes.get()) == nil, (try? read(line, "body", asText: true).get()) == nil, text)
        }
        XCTAssertEqual(try read(lines[0], "body", asText: false).get(), Data("a\"b\u{e9}\n / é 😀 😀".utf8))
        XCTAssertNil(try read(lines[3], "body", asText: false).get())
    }

    /// A log of one input, then `line`, in a file of its own.
    private func logAfterAnInput(_ line: String) throws -> URL {
        let url = folder.appendingPathComponent("\(UUID().uuidString).jsonl")
        let input = #"{"type":"action","seq":1,"time":"\#(time)","action":["a"]}"#
        try Data((header + "\n" + input + "\n" + line + "\n").utf8).write(to: url)
        return url
    }

    /// The checkpoint `line` after an input, read with the cursor (the reader expecting the
    /// effects spelled `expected`) and through the tree alone: each outcome.
    private func readCheckpoint(
        _ line: String, expecting expected: String? = nil
    ) throws -> (cursor: Result<Checkpoint?, LogError>, tree: Result<Checkpoint?, LogError>) {
        let url = try logAfterAnInput(line)
        func outcome(_ reader: LogReader<[String], String>) -> Result<Checkpoint?, LogError> {
            Result { () throws(LogError) in
                _ = try reader.next()
                reader.expect(effectsSpelledAs: expected.map { Array($0.utf8) })
                guard case .checkpoint(let checkpoint)? = try reader.next()?.entry else { return nil }
                return checkpoint
            }
        }
        let cursor = try LogReader<[String], String>(LogOpening(url: url), schema: schema)
        let tree = try LogReader<[String], String>(LogOpening(url: url), schema: schema)
        tree.readsFromCursor = false
        return (outcome(cursor), outcome(tree))
    }

    /// A checkpoint's effects are kept as the bytes the line spells them with when the cursor reads
    /// the line, and checked as the parser checks them: the same checkpoint, or the same error, as
    /// the tree gives; any spelling the cursor does not take goes through the tree alike.
    func testACheckpointsEffectsAreKeptAsSpelledAndReadAsTheTreeReadsThem() throws {
        func checkpoint(_ effects: String) -> String { #"{"type":"checkpoint","seq":1,"effects":\#(effects)}"# }
        let compact = #"[{"persist":{"key":"k","value":"[\"a\",\"\u00e9\\n\"]"}},{"timer":{"id":"t","milliseconds":-1.5e3}},true,null]"#
        let kept = try XCTUnwrap(readCheckpoint(checkpoint(compact)).cursor.get())
        XCTAssertEqual(kept.effectsSpelling, Array(compact.utf8))
        XCTAssertEqual(kept.effects, try JSONValue(parsing: Data(compact.utf8), integers: .bySpelling))
        XCTAssertEqual(try readCheckpoint(checkpoint(compact)).tree.get(), kept)
        for effects in [
            compact, "[]", #"[{}]"#, #"[{"b":1,"a":2}]"#, #"[{"a":1,"a":1}]"#, #"[{"a\u0062":1}]"#, #"[ {"a":1} ]"#,
            #"[{"a":1,}]"#, #"[1,]"#, #"[01]"#, #"["\ud800"]"#, #"["\q"]"#, #"[tru]"#, #"[1"#, #"{"a":[[[]]]}"#,
            #"["\#u{1}"]"#, #"[nul]"#,
        ] {
            let (cursor, tree) = try readCheckpoint(checkpoint(effects))
            XCTAssertEqual(cursor, tree, effects)
        }
        guard case .failure(let error) = try readCheckpoint(checkpoint(#"[{"a":1,"a":1}]"#)).cursor else {
            return XCTFail("a key twice was read")
        }
        XCTAssertEqual(error.line, 3)
        XCTAssertTrue("\(error)".contains("duplicate key"), "\(error)")
    }

    /// A replay expects the checkpoint after an input to spell the effects it returned: when the
    /// line spells them alike, the expected bytes themselves are kept (one buffer, not a copy);
    /// when not, the line's own bytes are, checked as ever; either way the checkpoint, or the
    /// error, is the one the tree gives.
    func testACheckpointSpellingTheExpectedEffectsKeepsTheExpectedBytes() throws {
        let effects = #"[{"persist":{"key":"k","value":"[\"a\"]"}},{"timer":{"id":"t","milliseconds":5}}]"#
        let line = #"{"type":"checkpoint","seq":1,"effects":\#(effects)}"#

        let reader = try LogReader<[String], String>(LogOpening(url: try logAfterAnInput(line)), schema: schema)
        _ = try reader.next()
        let expected = Array(effects.utf8)
        reader.expect(effectsSpelledAs: expected)
        guard case .checkpoint(let kept)? = try reader.next()?.entry else { return XCTFail("no checkpoint") }
        let keptBytes = try XCTUnwrap(kept.effectsSpelling)
        XCTAssertEqual(keptBytes, expected)
        XCTAssertEqual(keptBytes.withUnsafeBufferPointer(\.baseAddress), expected.withUnsafeBufferPointer(\.baseAddress), "the expected bytes, not a copy")

        let unlike = [String(effects.dropLast()) + ",1]", String(effects.dropLast(2)) + "]", "[]", #"[{"timer":{"id":"t","milliseconds":5}}]"#]
        for expecting in [effects, nil] + unlike {
            for spelled in [line, #"{"type":"checkpoint","seq":1,"effects":\#(effects)x}"#, #"{"type":"checkpoint","seq":1,"effects":\#(effects),"effects":[]}"#] {
                let (cursor, tree) = try readCheckpoint(spelled, expecting: expecting)
                XCTAssertEqual(cursor, tree, "\(spelled), expecting \(expecting ?? "nothing")")
                if spelled == line { XCTAssertEqual(try cursor.get()?.effectsSpelling, expected) }
            }
        }
    }
}
