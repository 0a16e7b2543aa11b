import ActionLog
import Foundation
import XCTest

/// A header as this build writes it is read straight from its bytes to the header the tree reads;
/// any other spelling is left to the tree, which reads every header the log ever had and names
/// what is wrong with it.
final class HeaderCursorTests: XCTestCase {
    private let linux = LogWriterInfo(program: "appcore terminal", version: "1.2", build: "42", os: "Linux 6.1.0", device: "x86_64")

    func testAHeaderThisBuildWritesIsReadAsTheTreeReadsIt() throws {
        let headers = [
            LogHeader(app: "burgers", actionSchema: 3, stateSchema: 2, initial: .named("launch")),
            LogHeader(app: "showcase", actionSchema: 2, stateSchema: 1, initial: .named("launch"), seq: 5000),
            LogHeader(app: "lunch", actionSchema: 1, stateSchema: 4, initial: .state(.object([("tab", .string("favorites"))])), writer: linux),
            LogHeader(app: "films", actionSchema: 2, stateSchema: 1, initial: .named("launch"), writer: LogWriterInfo(program: "MyApp")),
        ]
        for header in headers {
            let line = String(decoding: CanonicalWriter.bytes(of: header.logValue), as: UTF8.self)
            XCTAssertEqual(try XCTUnwrap(cursorRead(line), line), header)
            XCTAssertEqual(try LogHeader(logValue: JSONValue(parsing: Data(line.utf8)), at: "header"), header)
        }
    }

    func testAnyOtherSpellingIsLeftToTheTree() {
        let written = #"{"actionSchema":3,"app":"burgers","format":"appcore.action-log","initial":{"name":"launch"},"stateSchema":2,"type":"header","version":2}"#
        XCTAssertNotNil(cursorRead(written))
        let others = [
            // Format version 1, which has no state schema.
            #"{"actionSchema":3,"app":"burgers","format":"appcore.action-log","initial":{"name":"launch"},"type":"header","version":1}"#,
            // A version this build does not read, and out-of-range numbers.
            written.replacingOccurrences(of: #""version":2"#, with: #""version":3"#),
            written.replacingOccurrences(of: #""actionSchema":3"#, with: #""actionSchema":0"#),
            written.replacingOccurrences(of: #""stateSchema":2"#, with: #""stateSchema":0"#),
            written.replacingOccurrences(of: #""initial""#, with: #""seq":-1,"initial""#),
            // Another file's line, or another line.
            written.replacingOccurrences(of: "appcore.action-log", with: "other.log"),
            written.replacingOccurrences(of: #""type":"header""#, with: #""type":"action""#),
            // White space, a key out of order or not written, a value after the line.
            written.replacingOccurrences(of: #""app":"#, with: #""app": "#),
            written.replacingOccurrences(of: #""version":2}"#, with: #""version":2,"zzz":1}"#),
            written + " ",
            written.replacingOccurrences(of: #"{"name":"launch"}"#, with: #"{"name":"launch","state":{}}"#),
            // A writer's field longer than a writer may write.
            written.replacingOccurrences(of: #""version":2}"#, with: #""version":2,"writer":{"program":"\#(String(repeating: "x", count: 201))"}}"#),
        ]
        for line in others { XCTAssertNil(cursorRead(line), line) }
    }

    private func cursorRead(_ line: String) -> LogHeader? {
        Array(line.utf8).withUnsafeBytes { bytes in
            var cursor = LogCursor(bytes)
            return try? LogHeader(logCursor: &cursor)
        }
    }
}
