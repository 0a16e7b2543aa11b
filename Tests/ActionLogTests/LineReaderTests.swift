import ActionLog
import Foundation
import XCTest

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

final class LineReaderTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("linereader-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try FileManager.default.removeItem(at: folder) }

    private func lines(of text: String, chunkSize: Int, maximumLineLength: Int = 1024) throws -> [LineReader.Line] {
        let url = folder.appendingPathComponent("log.jsonl")
        try Data(text.utf8).write(to: url)
        let reader = try LineReader(url: url, chunkSize: chunkSize, maximumLineLength: maximumLineLength)
        var result: [LineReader.Line] = []
        while let line = reader.next() { result.append(line) }
        return result
    }

    func testSplitsLinesAcrossChunkBoundaries() throws {
        for chunkSize in [1, 2, 3, 7, 64] {
            let read = try lines(of: "alpha\nbe\n\ngamma-delta\n", chunkSize: chunkSize)
            XCTAssertEqual(read.map { String(decoding: $0.bytes, as: UTF8.self) }, ["alpha", "be", "", "gamma-delta"])
            XCTAssertEqual(read.map(\.number), [1, 2, 3, 4])
            XCTAssertTrue(read.allSatisfy(\.isComplete))
        }
    }

    func testLastLineWithoutNewlineIsReportedTorn() throws {
        let read = try lines(of: "one\n{\"type\":\"act", chunkSize: 4)
        XCTAssertEqual(read.count, 2)
        XCTAssertTrue(read[0].isComplete)
        XCTAssertFalse(read[1].isComplete)
        XCTAssertEqual(read[1].number, 2)
    }

    func testALineLongerThanTheLimitIsCutAndEndsTheReading() throws {
        let read = try lines(of: "short\n" + String(repeating: "x", count: 100) + "\nnever read\n", chunkSize: 7, maximumLineLength: 20)
        XCTAssertEqual(read.count, 2)
        XCTAssertEqual(read[1].number, 2)
        XCTAssertTrue(read[1].isTooLong)
        XCTAssertEqual(read[1].bytes.count, 20)
    }

    func testEmptyFileHasNoLines() throws {
        XCTAssertTrue(try lines(of: "", chunkSize: 8).isEmpty)
    }

    func testMissingFileIsAnError() {
        XCTAssertThrowsError(try LineReader(url: folder.appendingPathComponent("absent.jsonl"))) { error in
            XCTAssertEqual((error as? LogError)?.problem, .unreadable)
        }
    }

    func testADirectoryIsRefusedByItsKind() throws {
        XCTAssertThrowsError(try LineReader(url: folder)) { error in
            XCTAssertEqual((error as? LogError)?.problem, .io("is a directory, not a log file (for standard input, use -)"))
        }
    }

    func testANamedPipeIsRefusedAtOnceInsteadOfBlocking() throws {
        let fifo = folder.appendingPathComponent("pipe.jsonl")
        XCTAssertEqual(mkfifo(fifo.path, 0o600), 0)
        XCTAssertThrowsError(try LineReader(url: fifo)) { error in
            XCTAssertEqual(
                (error as? LogError)?.problem, .io("is a named pipe or socket, not a log file (for standard input, use -)"))
        }
    }
}
