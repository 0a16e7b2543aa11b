import ActionLog
import Foundation
import XCTest

// The checks every spelling test makes, written once: the exact canonical text of a value, a round
// trip through bytes, a refusal naming its path, and format 1's spelling brought up to date.

/// The canonical text of `value`'s log spelling.
func logText(_ value: some LogCodable) -> String {
    String(decoding: CanonicalWriter.bytes(of: value.logValue), as: UTF8.self)
}

/// Reads `json` as a `T`, as the log reader reads an action.
func decoded<T: LogCodable>(_ type: T.Type, _ json: String) throws -> T {
    try T(logValue: try JSONValue(parsing: Data(json.utf8)), at: "action")
}

/// `value` is spelled exactly `json`, and `json` reads back as `value`.
func assertSpelling<T: LogCodable & Equatable>(_ value: T, _ json: String, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(logText(value), json, file: file, line: line)
    XCTAssertEqual(try decoded(T.self, json), value, json, file: file, line: line)
}

/// Every value reads back from the bytes of its spelling.
func assertRoundTrips<T: LogCodable & Equatable>(_ values: [T], file: StaticString = #filePath, line: UInt = #line) {
    for value in values {
        XCTAssertEqual(try decoded(T.self, logText(value)), value, "\(value)", file: file, line: line)
    }
}

/// Reading `json` as a `T` fails with exactly `expected`.
func assertRefused<T: LogCodable>(
    _ type: T.Type, _ json: String, _ expected: LogDecodingError, file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertThrowsError(try decoded(T.self, json), json, file: file, line: line) { error in
        XCTAssertEqual(error as? LogDecodingError, expected, json, file: file, line: line)
    }
}

/// Format 1's spelling `json` of an action, named by `spelling`.
func formatOneNamed(_ json: String, by spelling: PositionalSpelling) throws -> JSONValue {
    try spelling.named(try JSONValue(parsing: Data(json.utf8)), at: "action")
}
