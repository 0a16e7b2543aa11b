import ActionLog
import Foundation
import XCTest

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The file under a log: one writer at a time, a regular file only, private when created, and a
/// file that exists is taken up, never replaced.
final class LogFileTests: XCTestCase {
    private var folder: URL!
    private var url: URL { folder.appendingPathComponent("session.jsonl") }
    private let header = LogHeader(app: "showcase", actionSchema: 2, stateSchema: 1, initial: .named("launch"))

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("logfile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try FileManager.default.removeItem(at: folder) }

    private func refusal(_ open: () throws -> LogWriter) -> String {
        do {
            _ = try open()
            return "(opened)"
        } catch {
            return "\(error)"
        }
    }

    func testASecondWriterIsRefusedUntilTheFirstCloses() throws {
        let first = try LogWriter(url: url, header: header)
        XCTAssertTrue(refusal { try LogWriter(url: url, header: header) }.contains("another writer has this log open"))
        try first.append(LogLine<String, String>.action(seq: 1, time: Timestamp(milliseconds: 0), "a"))
        try first.close()
        let second = try LogWriter(url: url, header: header)
        XCTAssertEqual(second.continuation?.lastSeq, 1, "the second writer goes on after the first")
        try second.close()
    }

    func testANewLogIsPrivate() throws {
        try LogWriter(url: url, header: header).close()
        let mode = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int)
        XCTAssertEqual(mode & 0o777, 0o600)
    }

    func testAnEmptyFileIsTakenUpNotReplaced() throws {
        XCTAssertTrue(FileManager.default.createFile(atPath: url.path, contents: nil, attributes: [.posixPermissions: 0o640]))
        let before = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? Int)
        try LogWriter(url: url, header: header).close()
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        XCTAssertEqual(attributes[.systemFileNumber] as? Int, before, "the same file")
        XCTAssertEqual((attributes[.posixPermissions] as? Int).map { $0 & 0o777 }, 0o640, "its mode kept")
        XCTAssertEqual(try LogOpening(url: url).header, header)
    }

    func testANamedPipeIsRefusedAndLeftAsItIs() throws {
        XCTAssertEqual(mkfifo(url.path, 0o600), 0)
        XCTAssertTrue(refusal { try LogWriter(url: url, header: header) }.contains("is not a regular file"))
        let type = try FileManager.default.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType
        XCTAssertNotEqual(type, .typeRegular, "the pipe is still a pipe")
    }

    func testASymbolicLinkIsRefusedEvenWhenItDangles() throws {
        let target = folder.appendingPathComponent("elsewhere.jsonl")
        try FileManager.default.createSymbolicLink(at: url, withDestinationURL: target)
        XCTAssertTrue(refusal { try LogWriter(url: url, header: header) }.contains("is a symbolic link"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: target.path), "nothing was created through the link")
    }
}
