import ActionLog
import AppState
import Foundation
import XCTest

final class StateDiffTests: XCTestCase {
    private func json(_ text: String) throws -> JSONValue { try JSONValue(parsing: Data(text.utf8)) }

    func testNamesEveryChangedPathWithOldAndNewValues() throws {
        let old = try json(#"{"tabs":{"selected":"lunch","count":2},"items":[1,2,3],"gone":true}"#)
        let new = try json(#"{"tabs":{"selected":"favorites","count":2},"items":[1,5],"added":{"x":null}}"#)
        XCTAssertEqual(StateDiff(from: old, to: new).lines(), [
            "+ added: {x: null}",
            "- gone: true",
            "~ items[1]: 2 → 5",
            "- items[2]: 3",
            "~ tabs.selected: \"lunch\" → \"favorites\"",
        ])
    }

    func testAnotherEnumCaseIsOneChangeAndLongValuesAreCut() throws {
        let old = try json(#"{"feed":{"loading":{}}}"#)
        let new = try json(#"{"feed":{"loaded":{"_0":["aaaaaaaaaa","bbbbbbbbbb"]}}}"#)
        XCTAssertEqual(StateDiff(from: old, to: new).lines(), [#"~ feed: loading → loaded(["aaaaaaaaaa", "bbbbbbbbbb"])"#])
        XCTAssertEqual(StateDiff(from: old, to: new).lines(valueWidth: 12), [#"~ feed: loading → loaded(["aa…"#])
    }

    func testArrayInsertionsAndRemovalsReadAsOneChangeEach() throws {
        let window = StateDiff(from: try json(#"{"s":[1,2,3]}"#), to: try json(#"{"s":[2,3,4]}"#))
        XCTAssertEqual(window.lines(), ["- s[0]: 1", "+ s[2]: 4"])
        let front = StateDiff(from: try json(#"["b","c"]"#), to: try json(#"["a","b","c"]"#))
        XCTAssertEqual(front.lines(), [#"+ [0]: "a""#])
        let nested = StateDiff(
            from: try json(#"[{"url":"a","status":"loading"},{"url":"b","status":"loading"}]"#),
            to: try json(#"[{"url":"a","status":"loading"},{"url":"b","status":"loaded"}]"#))
        XCTAssertEqual(nested.lines(), [#"~ [1].status: "loading" → "loaded""#])
    }

    /// Between equal ends, a run of one element against several is matched where that element
    /// recurs, as the longest common subsequence matches it; where it does not, it reads as changed.
    func testOneElementAgainstSeveralIsMatchedWhereItRecurs() throws {
        let shrunk = StateDiff(from: try json(#"["a","b","c"]"#), to: try json(#"["b"]"#))
        XCTAssertEqual(shrunk.lines(), [#"- [0]: "a""#, #"- [2]: "c""#])
        let grown = StateDiff(from: try json(#"["a"]"#), to: try json(#"["x","a","y"]"#))
        XCTAssertEqual(grown.lines(), [#"+ [0]: "x""#, #"+ [2]: "y""#])
        let replaced = StateDiff(from: try json(#"["a"]"#), to: try json(#"["x","y"]"#))
        XCTAssertEqual(replaced.lines(), [#"~ [0]: "a" → "x""#, #"+ [1]: "y""#])
    }

    func testEqualTreesHaveNoDiff() throws {
        let value = try json(#"{"a":[{"b":1.5}],"c":"é😀"}"#)
        XCTAssertTrue(StateDiff(from: value, to: value).isEmpty)
    }

    func testEncodedEnumCasesReadLikeSwift() throws {
        XCTAssertEqual(try json(#"{"pushed":{"_0":{"item":{"_0":"a"}}}}"#).inlineText, #"pushed(item("a"))"#)
        XCTAssertEqual(try json(#"{"poppedTo":{"index":2}}"#).inlineText, "poppedTo(index: 2)")
        XCTAssertEqual(try json(#"{"popped":{}}"#).inlineText, "popped")
        XCTAssertEqual(try json(#"{"a":1,"b":"x\ny"}"#).inlineText, #"{a: 1, b: "x\ny"}"#)
    }

    func testTreeTextIndentsNestedFields() throws {
        let tree = TreeText.render(try json(#"{"b":{"c":[1,{"d":true}]},"a":[]}"#))
        XCTAssertEqual(tree, """
            a: []
            b:
              c: (2)
                [0]: 1
                [1]:
                  d: true
            """)
    }

    func testTreeTextShowsAnEnumCaseInlineOnlyWhenItFits() throws {
        let long = String(repeating: "x", count: 80)
        let tree = TreeText.render(try json(#"{"content":{"loaded":{"value":{"films":[],"title":"\#(long)"}}},"status":{"loading":{"progress":0.5}}}"#))
        XCTAssertEqual(tree, """
            content:
              loaded:
                value:
                  films: []
                  title: "\(long)"
            status: loading(progress: 0.5)
            """)
    }

    /// A long list with one element changed or inserted in the middle reads as that one change:
    /// equal ends are matched first, so the list is not aligned by position past the first edit.
    func testOneEditInALongListIsOneChange() {
        let list = (0..<10_000).map { JSONValue.int(Int64($0)) }
        var changed = list
        changed[5_000] = .int(-1)
        XCTAssertEqual(StateDiff(from: .object([("s", .array(list))]), to: .object([("s", .array(changed))])).lines(), ["~ s[5000]: 5000 → -1"])
        var inserted = list
        inserted.insert(.int(-1), at: 5_000)
        XCTAssertEqual(StateDiff(from: .object([("s", .array(list))]), to: .object([("s", .array(inserted))])).lines(), ["+ s[5000]: -1"])
    }
}
