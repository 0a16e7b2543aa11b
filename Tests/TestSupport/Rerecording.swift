import Foundation
import XCTest

/// Writing sessions and golden files again: `RECORD_SESSIONS=1` for sessions, `UPDATE_GOLDEN=1`
/// for golden files. A test that writes one fails by design, so that a run with the variable
/// never passes as a check: review the diff, then run again without the variable.
public enum Rerecording {
    /// When `variable` is set, writes `fresh` over `committed` and fails the test with
    /// "re-recorded; review the diff"; otherwise does nothing.
    public static func writeIfAsked(
        _ fresh: Data, to committed: URL, variable: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        guard ProcessInfo.processInfo.environment[variable] != nil else { return }
        try fresh.write(to: committed, options: .atomic)
        XCTFail("re-recorded; review the diff of \(committed.lastPathComponent), then run again without \(variable)", file: file, line: line)
    }
}
