#if canImport(Testing)
    import Testing
#endif
#if canImport(XCTest)
    import XCTest
#endif

/// A failed expectation of a `TestStore`: what differed, and the line of the test that expected it.
public struct TestFailure: Sendable {
    /// What differed, as the test runner shows it.
    public var message: String
    /// The test file's `#fileID`, for Swift Testing's source location.
    public var fileID: StaticString
    /// The test file's `#filePath`, where XCTest and Swift Testing point.
    public var filePath: StaticString
    /// The line of the assertion (for a store released with unasserted effects, the store's).
    public var line: UInt
    /// The column of the assertion, for Swift Testing's source location.
    public var column: UInt

    /// A failure with `message` at the given place in a test.
    public init(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        self.message = message
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// Records `failure` with the runner of the test in progress: an issue of the Swift Testing
    /// test when one runs, an XCTest failure otherwise. This is every store's reporter unless a
    /// test passes its own (to check the store's messages).
    public static func record(_ failure: TestFailure) {
        #if canImport(Testing)
            if Test.current != nil {
                let location = SourceLocation(
                    fileID: "\(failure.fileID)", filePath: "\(failure.filePath)", line: Int(failure.line), column: Int(failure.column))
                Issue.record(Comment(rawValue: failure.message), sourceLocation: location)
                return
            }
        #endif
        #if canImport(XCTest)
            XCTFail(failure.message, file: failure.filePath, line: failure.line)
        #else
            print("\(failure.filePath):\(failure.line): error: \(failure.message)")
        #endif
    }
}
