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

    /// Issue 24: a folder given with `--data` was used whatever it was. The app trusts what it
    /// reads back from there, so a link, a folder of another user or one others can write to is
    /// refused with its reason (exit 2), and a missing one is made private.
    func testAGivenDataFolderMustBeThisUsersOwn() throws {
        let folder = try SessionHarness.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let mine = folder.appendingPathComponent("mine")
        try FileManager.default.createDirectory(at: mine, withIntermediateDirectories: false)
        let link = folder.appendingPathComponent("link")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: mine)
        let shared = folder.appendingPathComponent("shared")
        try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o777])
        let file = folder.appendingPathComponent("file")
        try Data().write(to: file)
        var refused = [(link, "is a symbolic link"), (shared, "can be written by other users (mode 777)"), (file, "is not a folder")]
        if geteuid() == 0 {
            let others = folder.appendingPathComponent("others")
            try FileManager.default.createDirectory(at: others, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
            XCTAssertEqual(chown(others.path, 65534, 65534), 0)
            refused.append((others, "belongs to user 65534, not to this user (0)"))
        }
        for (path, reason) in refused {
            let session = try DriverSession(try AppcoreExecutable.url(), ["drive", "--app", "showcase", "--data", path.path])
            session.closeInput()
            XCTAssertEqual(session.waitForExit(), 2, path.lastPathComponent)
            XCTAssertTrue(session.errorText.contains(reason), "\(path.lastPathComponent): \(session.errorText)")
        }

        let missing = folder.appendingPathComponent("new/data")
        let session = try DriverSession(try AppcoreExecutable.url(), ["drive", "--app", "showcase", "--data", missing.path])
        session.send(#"{"launched":{}}"#)
        session.closeInput()
        XCTAssertEqual(session.waitForExit(), 0)
        XCTAssertEqual(try Self.mode(of: missing), 0o700)
    }

    private static func mode(of url: URL) throws -> Int {
        let permissions = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? NSNumber
        return try XCTUnwrap(permissions).intValue & 0o777
    }
}
