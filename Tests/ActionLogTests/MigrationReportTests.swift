@testable import ActionLog
import XCTest

/// The report counts every case met, read from a line's bytes or from the tree, and lists the
/// cases sorted by their names' UTF-8, each once.
final class MigrationReportTests: XCTestCase {
    func testCasesAreCountedOnceEachAndSortedByTheirBytes() {
        let names = ["tab", "tabSelected", "tab.x", "a", "b", "Z", "_x", "ab", "addressSubmitted", "browser.back", "browser.next", "é"]
        var random = SplitMix(state: 3)
        var met: [String] = []
        for name in names { met += Array(repeating: name, count: Int.random(in: 1...5, using: &random)) }
        met.shuffle(using: &random)
        var report = MigrationReport(format: (2, 2), actionSchema: (3, 3))
        for (position, name) in met.enumerated() {
            let migrated = position % 3 == 0
            if name.utf8.allSatisfy({ $0 < 0x80 }), position.isMultiple(of: 2) {
                _ = Array(name.utf8).withUnsafeBytes { report.count(LogCursorName(bytes: $0), migrated: migrated) }
            } else {
                report.count(name, migrated: migrated)
            }
        }
        XCTAssertEqual(report.cases.map(\.caseName), names.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) })
        for count in report.cases {
            let positions = met.indices.filter { met[$0] == count.caseName }
            XCTAssertEqual(count.migrated, positions.filter { $0 % 3 == 0 }.count, count.caseName)
            XCTAssertEqual(count.unchanged, positions.filter { $0 % 3 != 0 }.count, count.caseName)
        }
    }

    /// Counts taken back newest first leave the report as if only the counts before them were made,
    /// the cases they added gone with them: what a reader working ahead of its walk relies on.
    func testCountsTakenBackNewestFirstLeaveTheEarlierReport() {
        let names = ["tab", "tabSelected", "a", "b", "browser.back", "é"]
        var random = SplitMix(state: 11)
        let met = (0..<60).map { _ in (names[Int.random(in: 0..<names.count, using: &random)], Bool.random(using: &random)) }
        for kept in stride(from: 0, through: met.count, by: 7) {
            var report = MigrationReport(format: (1, 2), actionSchema: (1, 3))
            var earlier = report
            var counted: [MigrationReport.Counted] = []
            for (position, (name, migrated)) in met.enumerated() {
                counted.append(report.count(name, migrated: migrated))
                if position < kept { earlier.count(name, migrated: migrated) }
            }
            for taken in counted[kept...].reversed() { report.uncount(taken) }
            XCTAssertEqual(report, earlier, "kept \(kept)")
            XCTAssertEqual(report.cases.map(\.caseName), earlier.cases.map(\.caseName))
            XCTAssertEqual(report.cases.map(\.migrated), earlier.cases.map(\.migrated))
            XCTAssertEqual(report.cases.map(\.unchanged), earlier.cases.map(\.unchanged))
        }
    }
}
