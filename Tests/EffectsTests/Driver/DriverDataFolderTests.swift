import ActionLog
import Foundation
import XCTest

/// Without `--data`, the driver keeps its store in a private folder of its own: made with a new
/// name and mode 0700 (nothing planted beforehand is followed), files written 0600, and the
/// folder removed when the driver ends.
final class DriverDataFolderTests: XCTestCase {
    func testTheDefaultDataFolderIsPrivateAndRemovedAtExit() async throws {
        let temporary = FileManager.default.temporaryDirectory
        func dataFolders() throws -> Set<String> {
            Set(try FileManager.default.contentsOfDirectory(atPath: temporary.path).filter { $0.hasPrefix("appcore-data-") })
        }
        let before = try dataFolders()
        let session = try DriverSession(try AppcoreExecutable.url(), ["drive", "--app", "showcase"])
        session.send(#"{"launched":{}}"#)
        session.send(#"{"favorites.toggled":{"id":"swift"}}"#)
        try await waitUntil("the favorites are stored") { !session.results("persisted").isEmpty }
        let made = try XCTUnwrap(try dataFolders().subtracting(before).first, "a new data folder")
        let folder = temporary.appendingPathComponent(made)
        XCTAssertEqual(try Self.mode(of: folder), 0o700)
        let store = folder.appendingPathComponent("store")
        XCTAssertEqual(try Self.mode(of: store), 0o700)
        for file in try FileManager.default.contentsOfDirectory(atPath: store.path) {
            XCTAssertEqual(try Self.mode(of: store.appendingPathComponent(file)), 0o600, file)
        }
        session.closeInput()
        XCTAssertEqual(session.waitForExit(), 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path), "removed at exit")
    }

    private static func mode(of url: URL) throws -> Int {
        let permissions = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? NSNumber
        return try XCTUnwrap(permissions).intValue & 0o777
    }
}
