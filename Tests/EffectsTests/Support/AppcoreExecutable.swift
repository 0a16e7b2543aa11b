import Foundation
import TestSupport
import XCTest

/// The built executables of this package, beside the test binary: `appcore` (the test target
/// depends on it) and the others `swift build --build-tests` builds, such as `replay`.
enum AppcoreExecutable {
    static func url() throws -> URL { try url(named: "appcore") }

    static func url(named name: String) throws -> URL {
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0])
        let candidates = [testBinary.deletingLastPathComponent(), testBinary.deletingLastPathComponent().deletingLastPathComponent()]
            .map { $0.appendingPathComponent(name) }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw skipUnlessCI("the \(name) executable is not beside the test binary (looked in \(candidates.map(\.path)))")
        }
        return found
    }
}
