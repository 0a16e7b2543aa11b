import Foundation
import XCTest

extension XCTestCase {
    /// A new empty folder in the system's temporary folder, named `prefix` and a UUID, removed when
    /// the test ends: each test works in a folder of its own.
    public func temporaryFolder(_ prefix: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }
}
