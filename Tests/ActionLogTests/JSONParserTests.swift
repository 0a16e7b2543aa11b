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

    func testReadingBySpellingKeepsOnlyIntegerSpellingsIntegers() throws {
        let byValue = try parse("[1,-1,1.0,1e0,-0,0.5]")
        XCTAssertEqual(byValue, .array([.int(1), .int(-1), .int(1), .int(1), .int(0), .double(0.5)]))
        let bySpelling = try JSONValue(parsing: Data("[1,-1,1.0,1e0,-0,0.5,0]".utf8), integers: .bySpelling)
        XCTAssertEqual(bySpelling, .array([.int(1), .int(-1), .double(1), .double(1), .double(-0.0), .double(0.5), .int(0)]))
        guard case .array(let items) = bySpelling, case .double(let negativeZero) = items[4] else { return XCTFail() }
        XCTAssertEqual(negativeZero.sign, .minus)
    }

    /// A decimal is read as the double nearest it, the one Foundation's conversion gives, bit for
    /// bit: short ones (read without that conversion) and long ones, signed, with zeros anywhere;
    /// integers halfway between two doubles and next to halfway, where rounding is decided by the
    /// last bit; and the Lunch feed's 16- and 17-digit coordinates.
    func testDecimalsReadAsTheNearestDouble() throws {
        var random = SplitMix(state: 11)
        var texts = [
            "0.0", "-0.0", "0.1", "0.3", "2.675", "32.950787", "-96.821118", "999999999999999.9", "0.000000000000001",
            "9007199254740993.0", "9007199254740995.0", "9999999999999999999.0", "0.9999999999999999999", "0.0000000000000000001",
            "32.951435866666664", "-96.83843538333333", "32.99908456526653", "-96.8406629562378",
        ]
        for _ in 0..<2_000 {
            // Doubles from 2^54 to 2^63 are 4 to 2048 apart: the integer halfway between two of
            // them is a tie (to the even one), and its neighbours are not.
            let power = Int.random(in: 54...62, using: &random)
            let spacing: UInt64 = 1 << (power - 52)
            let halfway = (UInt64(1) << power) + spacing * UInt64.random(in: 0..<(1 << 20), using: &random) + spacing / 2
            for integer in [halfway - 1, halfway, halfway + 1] {
                let spelling = String(integer)
                let point = Int.random(in: 1...spelling.count, using: &random)
                texts.append(spelling + ".0")
                // The same digits with a point inside them: a fraction with up to 19 digits.
                texts.append(String(spelling.prefix(point)) + "." + (point == spelling.count ? "0" : String(spelling.dropFirst(point))))
            }
        }
        for _ in 0..<20_000 {
            let length = Int.random(in: 1...19, using: &random)
            var digits = (0..<length).map { _ in String(Int.random(in: 0...9, using: &random)) }
            if Int.random(in: 0...3, using: &random) == 0 { digits[0] = "0" }
            let point = Int.random(in: 1...length, using: &random)
            let whole = digits[..<point].joined().replacingOccurrences(of: "^0+(?=.)", with: "", options: .regularExpression)
            let fraction = digits[point...].joined()
            texts.append((Bool.random(using: &random) ? "-" : "") + whole + "." + (fraction.isEmpty ? "0" : fraction))
        }
        for text in texts {
            guard case .array(let items) = try JSONValue(parsing: Data("[\(text)]".utf8), integers: .bySpelling), case .double(let read)? = items.first
            else { return XCTFail(text) }
            XCTAssertEqual(read.bitPattern, try XCTUnwrap(Double(text)).bitPattern, text)
        }
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

    /// The path is that of the value being read when the error is met: a key of an object, an
    /// item of an array (also right after the item, where a comma is missing, and the item expected
    /// after a comma), nothing at the root; a key with an escape or beyond ASCII is named by its
    /// text. A duplicate key is named at the object holding it, where its value ends.
    func testErrorsNameTheValueBeingRead() {
        let cases: [(text: String, path: String, offset: Int)] = [
            (#"[{"a":[1,{"b":x}]}]"#, "[0].a[1].b", 14),
            (#"{"a":[1 2]}"#, "a[0]", 8),
            (#"[[1],[2,3}]"#, "[1][1]", 9),
            (#"{"a":{"b":1 "c":2}}"#, "a", 12),
            (#"{"a":{"b":1,"b":2}}"#, "a", 17),
            (#"{"x\"y":{"é":[true,fals]}}"#, #"x"y.é[1]"#, 20),
            (#"{"a":1,"b":"\q"}"#, "b", 14),
            (#"[1,2,"#, "[2]", 5),
            (#"{"a":[[[]]],"b":[{}, {"c":[0, -]}]}"#, "b[1].c[1]", 31),
        ]
        for (text, path, offset) in cases {
            let error = refusal(text)
            XCTAssertEqual(error?.path, path, text)
            XCTAssertEqual(error?.offset, offset, text)
        }
        XCTAssertEqual(refusal(#"{"a":1 "b":2}"#)?.reason, "expected , or } after a member")
        XCTAssertEqual(refusal("[1 2]")?.reason, "expected , or ] after an item")
    }

    /// A member a shape leaves out is checked with the same errors, path and offset included, as
    /// when it is read.
    func testErrorsInsideMembersLeftOutNameTheSamePath() {
        let shape = JSONShape.object("kept")
        for text in [#"{"kept":1,"b":{"c":[1,tru]}}"#, #"{"b":[{"x":1},{"y":[}]}"#, #"{"b":{"c":{"d":1 "e":2}}}"#, #"{"b":[1,2,"#] {
            var errors: [JSONSyntaxError?] = []
            for shape in [JSONShape.whole, shape] {
                do {
                    _ = try JSONValue(parsing: Data(text.utf8), shape: shape)
                    errors.append(nil)
                } catch { errors.append(error) }
            }
            XCTAssertNotNil(errors[0], text)
            XCTAssertEqual(errors[1], errors[0], text)
        }
    }

    /// Found by the long fuzz runs: a line of 64 MiB of digits took seconds to read and convert
    /// and came back as a 64 MiB error message. A number is refused as soon as it passes 1,000
    /// characters, and errors quote at most the start of what they cite.
    func testAHugeNumberOrKeyIsRefusedWithAShortMessage() throws {
        let digits = String(repeating: "7", count: 5_000_000)
        let number = try XCTUnwrap(refusal(#"{"seq":\#(digits)}"#))
        XCTAssertEqual(number.path, "seq")
        XCTAssertEqual(number.reason, "a number is longer than 1000 characters")
        XCTAssertEqual(refusal("[0.\(String(repeating: "5", count: 2_000))]")?.reason, "a number is longer than 1000 characters")
        let key = String(repeating: "k", count: 100_000)
        let duplicate = try XCTUnwrap(refusal(#"{"\#(key)":1,"\#(key)":2}"#))
        XCTAssertLessThan(duplicate.description.count, 200, duplicate.description)
        XCTAssertTrue(duplicate.reason.hasSuffix("… (100000 bytes)\""), duplicate.reason)
        XCTAssertEqual(try parse("[\(String(repeating: "1", count: 300))]"), .array([.double(1.1111111111111111e299)]), "long numbers up to the limit are read")
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
