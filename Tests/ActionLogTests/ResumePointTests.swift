import ActionLog
import Foundation
import TestSupport
import XCTest

/// `ResumePoint.lastSnapshot`: found from the lines' starts alone, with the launches before it.
final class ResumePointTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws { folder = try temporaryFolder("resume") }

    private let lines = [
        #"{"actionSchema":4,"app":"showcase","format":"appcore.action-log","initial":{"name":"launch"},"stateSchema":4,"type":"header","version":2}"#,
        #"{"type":"action","seq":1,"not":"decoded"}"#,
        #"{"type":"checkpoint","seq":1,"snapshot":{"a":1}}"#,
        #"{"type":"launch","seq":1}"#,
        #"{"type":"action","seq":2}"#,
        #"{"type":"checkpoint","seq":2,"effects":[],"snapshot":{"a":2}}"#,
        #"{"type":"action","seq":3}"#,
        #"{"type":"checkpoint","seq":3,"snapshot":{"a":3}}"#,
    ]

    private func write(_ lines: [String]) throws -> URL {
        let url = folder.appendingPathComponent("log.jsonl")
        try (lines.joined(separator: "\n") + "\n").write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    func testTheLastSnapshotAtOrBeforeTheInputWithItsOffsetAndTheLaunchesBeforeIt() throws {
        let url = try write(lines)
        let offset = UInt64(lines[..<5].reduce(0) { $0 + $1.utf8.count + 1 })
        XCTAssertEqual(try ResumePoint.lastSnapshot(in: url, atOrBefore: 2), ResumePoint(seq: 2, line: 6, byteOffset: offset, launchesBefore: 1))
        XCTAssertEqual(try ResumePoint.lastSnapshot(in: url, atOrBefore: 1)?.line, 3)
        XCTAssertEqual(try ResumePoint.lastSnapshot(in: url, atOrBefore: 9)?.seq, 3)
        XCTAssertNil(try ResumePoint.lastSnapshot(in: url, atOrBefore: 0))
    }

    func testALineNotSpelledAsThisBuildWritesItMeansReadingFromTheStart() throws {
        var reordered = lines
        reordered[4] = #"{"seq":2,"type":"action"}"#
        XCTAssertNil(try ResumePoint.lastSnapshot(in: try write(reordered), atOrBefore: 3))
    }

    /// A seq of nineteen digits (past `Int.max`) is no line this build writes: it is read from the
    /// start, which names the line, rather than overflowing while the digits are added up.
    func testASeqOfMoreDigitsThanAnIntHoldsMeansReadingFromTheStart() throws {
        var corrupt = lines
        corrupt[6] = #"{"type":"action","seq":9999999999999999999}"#
        XCTAssertNil(try ResumePoint.lastSnapshot(in: try write(corrupt), atOrBefore: 3))
        corrupt[6] = #"{"type":"action","seq":999999999999999999}"#
        XCTAssertEqual(try ResumePoint.lastSnapshot(in: try write(corrupt), atOrBefore: 3)?.seq, 2, "eighteen digits are a seq past 3")
    }
}
