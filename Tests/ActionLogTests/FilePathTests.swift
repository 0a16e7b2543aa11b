import ActionLog
import Foundation
import XCTest

/// `URL.filePath`, the path a log is opened by and its errors name, is the path Foundation's
/// `URL.path` gives, for every kind of file address a caller may hand over.
final class FilePathTests: XCTestCase {
    func testEveryKindOfFileAddressGivesFoundationsPath() throws {
        let folder = URL(fileURLWithPath: "/tmp/logs", isDirectory: true)
        let addresses: [URL] = [
            URL(fileURLWithPath: "/tmp/logs/session.jsonl"),
            URL(fileURLWithPath: "/tmp/two words/session.jsonl"),
            URL(fileURLWithPath: "/tmp/100%/session.jsonl"),
            URL(fileURLWithPath: "/tmp/caf\u{E9}/s\u{E9}ance.jsonl"),
            URL(fileURLWithPath: "/tmp/logs/", isDirectory: true),
            URL(fileURLWithPath: "/", isDirectory: true),
            URL(fileURLWithPath: "Sessions/lunch-tour.jsonl"),
            URL(fileURLWithPath: "session.jsonl", relativeTo: folder),
            folder.appendingPathComponent("a?b#c.jsonl"),
            try XCTUnwrap(URL(string: "file:///tmp/two%20words/session.jsonl")),
            try XCTUnwrap(URL(string: "file:///tmp/logs/session.jsonl")),
        ]
        for address in addresses {
            XCTAssertEqual(address.filePath, address.path, "\(address)")
        }
    }

    func testALogInAFolderWithASpaceIsOpenedAndNamedByItsPath() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("file path \(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("not a log.jsonl")
        try Data("hello\n".utf8).write(to: url)
        XCTAssertThrowsError(try LogOpening(url: url)) { error in
            XCTAssertEqual((error as? LogError)?.file, url.path)
            XCTAssertTrue(url.path.contains("file path "), url.path)
        }
    }
}
