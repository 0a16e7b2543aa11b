import Foundation
import TestSupport
import XCTest

/// An executable of this package, built beside the test binary (`swift build --build-tests` builds
/// every product); the test is skipped when it is not there.
enum BuiltExecutable {
    static func url(named name: String) throws -> URL {
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0])
        let candidates = [
            testBinary.deletingLastPathComponent(),
            testBinary.deletingLastPathComponent().deletingLastPathComponent(),
            Bundle.main.bundleURL.deletingLastPathComponent(),
        ].map { $0.appendingPathComponent(name) }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw skipUnlessCI("the \(name) executable is not beside the test binary (looked in \(candidates.map(\.path)))")
        }
        return found
    }
}
