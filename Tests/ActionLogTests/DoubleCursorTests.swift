import ActionLog
import XCTest

/// A number is read from a line's bytes as its tree reads it, the numbers JSON cannot spell
/// (written `"nan"`, `"inf"`, `"-inf"`) included; any other string is left to the tree, which
/// refuses it.
final class DoubleCursorTests: XCTestCase {
    func testNumbersAndTheirSpelledOutNamesReadAsTheTreeReadsThem() throws {
        for spelling in ["0", "-0", "12", "-3.25", "1e300", "640", #""nan""#, #""inf""#, #""-inf""#] {
            let tree = try Double(logValue: try JSONValue(parsing: Data(spelling.utf8)), at: "x")
            let fromCursor = try XCTUnwrap(read(spelling), spelling)
            XCTAssertEqual(fromCursor.logValue, tree.logValue, spelling)
        }
        for spelling in [#""NaN""#, #""infinity""#, #""""#, #""1""#, "true"] {
            XCTAssertNil(read(spelling), spelling)
            XCTAssertThrowsError(try Double(logValue: try JSONValue(parsing: Data(spelling.utf8)), at: "x"), spelling)
        }
    }

    /// `spelling` read by the cursor as a `Double`; `nil` when the cursor leaves it.
    private func read(_ spelling: String) -> Double? {
        Array(spelling.utf8).withUnsafeBytes { bytes in
            var cursor = LogCursor(bytes)
            return try? Double(logCursor: &cursor)
        }
    }
}
