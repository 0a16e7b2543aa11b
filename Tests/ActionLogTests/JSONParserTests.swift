import ActionLog
import Foundation
import XCTest

/// The byte parser's strictness: what the reference route refuses it refuses, duplicate keys too,
/// and its errors say where.
final class JSONParserTests: XCTestCase {
    private func parse(_ text: String) throws -> JSONValue { try JSONValue(parsing: Data(text.utf8)) }

    private func refusal(_ text: String) -> JSONSyntaxError? {
        do {
            _ = try parse(text)
            return nil
        } catch { return error as? JSONSyntaxError }
    }

    func testReadsEveryKindOfValueLikeTheReference() throws {
        let samples = [
            #"{"b":[1,-2,0.5,1e2,1.0,-0,12345678901234567890],"a":"x\u00e9\ud83d\ude00\n\"\/","c":null,"d":true,"e":false}"#,
            #" [ {} , [] , "" , -9223372036854775808 , 9223372036854775807 ] "#,
            #"{"é":"ünïcödé","z":{"y":{"x":[]}}}"#,
        ]
        for sample in samples {
            XCTAssertEqual(try parse(sample), try JSONValue(referenceParsing: Data(sample.utf8)), sample)
        }
        XCTAssertEqual(try parse(#"{"n":[1.0,1e2,0.25]}"#), .object([("n", .array([.int(1), .int(100), .double(0.25)]))]))
    }

    func testRefusesWhatIsNotJSON() {
        // Foundation's reader lets trailing commas pass; the log's own reader does not.
        for text in [#"{"a":1,}"#, "[1,]"] { XCTAssertNotNil(refusal(text), text) }
        for text in ["", "{", "01", "1.", "-", "+1", "tru", #""a"#, "\"\u{01}\"", #""\x""#, "[1] 2", "NaN", #""\ud800""#, "1e999"] {
            XCTAssertNotNil(refusal(text), text)
            XCTAssertThrowsError(try JSONValue(referenceParsing: Data(text.utf8)), text)
        }
    }

    func testRefusesDuplicateKeysNamingTheirPath() {
        let error = refusal(#"{"action":{"tabSelected":{"tab":"a","tab":"b"}}}"#)
        XCTAssertEqual(error?.path, "action.tabSelected")
        XCTAssertEqual(error?.reason, #"duplicate key "tab""#)
        XCTAssertEqual(refusal(#"{"b":1,"a":2,"b":3}"#)?.reason, #"duplicate key "b""#)
    }

    func testErrorsNameThePathInsideArrays() {
        let error = refusal(#"{"effects":[{"load":{}},{"load":tru}]}"#)
        XCTAssertEqual(error?.path, "effects[1].load")
    }

    func testRefusesBytesThatAreNotUTF8() {
        XCTAssertNotNil(try? JSONValue(parsing: Data([0x22, 0xC3, 0xA9, 0x22])))
        XCTAssertThrowsError(try JSONValue(parsing: Data([0x22, 0xC3, 0x28, 0x22])))
    }

    func testRefusesNestingDeeperThanTheLimit() {
        XCTAssertNotNil(refusal(String(repeating: "[", count: 600) + String(repeating: "]", count: 600)))
        XCTAssertNil(refusal(String(repeating: "[", count: 100) + String(repeating: "]", count: 100)))
    }
}
