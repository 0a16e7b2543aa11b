import Foundation
import XCTest

/// The built `appcore` executable, beside the test binary (the test target depends on it).
enum AppcoreExecutable {
    static func url() throws -> URL {
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0])
        let candidates = [testBinary.deletingLastPathComponent(), testBinary.deletingLastPathComponent().deletingLastPathComponent()]
            .map { $0.appendingPathComponent("appcore") }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw XCTSkip("the appcore executable is not beside the test binary (looked in \(candidates.map(\.path)))")
        }
        return found
    }
}
