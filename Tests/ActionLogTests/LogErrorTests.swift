import ActionLog
import XCTest

/// An error names the file and the line, and stays readable whatever the damaged line holds.
final class LogErrorTests: XCTestCase {
    func testAProblemOfMegabytesIsShownCut() {
        let name = String(repeating: "x", count: 2_000_000)
        let error = LogError(file: "a.jsonl", line: 3, problem: .unknownField(name, field: "action", schema: 1))
        XCTAssertTrue(error.description.hasPrefix(#"a.jsonl:3: unknown field "xxx"#), String(error.description.prefix(80)))
        XCTAssertTrue(error.description.hasSuffix("… (2000081 bytes in all)"), "the size of the whole text: \(error.description.suffix(30))")
        XCTAssertLessThan(error.description.count, 1_100)
    }

    func testAShortProblemIsShownWhole() {
        let error = LogError(file: "a.jsonl", line: 2, problem: .sequenceGap(expected: 2, found: 4))
        XCTAssertEqual(error.description, "a.jsonl:2: sequence number 4 where 2 was expected")
    }
}
