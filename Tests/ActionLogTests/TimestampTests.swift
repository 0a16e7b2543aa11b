import ActionLog
import Foundation
import XCTest

final class TimestampTests: XCTestCase {
    func testTextForm() {
        XCTAssertEqual(Timestamp(milliseconds: 0).description, "1970-01-01T00:00:00.000Z")
        XCTAssertEqual(Timestamp(milliseconds: 1_795_000_000_000).description, "2026-11-18T11:06:40.000Z")
        XCTAssertEqual(Timestamp(milliseconds: 1_709_251_199_999).description, "2024-02-29T23:59:59.999Z")
        XCTAssertEqual(Timestamp(milliseconds: -1000).description, "1969-12-31T23:59:59.000Z")
    }

    func testParsingRoundTrips() {
        for milliseconds: Int64 in [0, 1, 999, 1_709_251_199_999, 1_795_000_000_250, -1000, 4_102_444_800_000] {
            let time = Timestamp(milliseconds: milliseconds)
            XCTAssertEqual(Timestamp(time.description), time)
        }
        XCTAssertEqual(Timestamp("2026-11-18T11:06:40Z")?.milliseconds, 1_795_000_000_000)
        XCTAssertEqual(Timestamp("2000-02-29T00:00:00Z")?.description, "2000-02-29T00:00:00.000Z")
        XCTAssertEqual(Timestamp("2024-02-29T23:59:59.999Z")?.milliseconds, 1_709_251_199_999)
    }

    func testParsingRefusesOtherText() {
        for text in ["", "2026-11-18", "2026-13-01T00:00:00Z", "2026-11-18T24:00:00Z", "2026-11-18T11:06:40.000",
                     "2026-11-18 11:06:40Z", "2026-11-18T11:06:4a.000Z", "2026-11-18T11:06:40,000Z",
                     "2026-02-29T00:00:00Z", "2026-04-31T00:00:00Z", "1900-02-29T00:00:00Z", "2026-11-00T00:00:00Z"] {
            XCTAssertNil(Timestamp(text), text)
        }
    }

    /// A log reader keeps the last line's day (`Timestamp.LastDay`): read one after another, each
    /// text gives what it gives alone, whether its date is the last one's or not, and a text whose
    /// date repeats the last one's but whose time is wrong is refused all the same.
    func testTimesReadOneAfterAnotherKeepingTheLastDayReadAsAlone() {
        let texts = [
            "2026-11-18T11:06:40.000Z", "2026-11-18T11:06:41.250Z", "2026-11-18T24:00:00.000Z", "2026-11-18X11:06:40.000Z",
            "2026-11-18T11:06:4a.000Z", "2026-11-18T23:59:59Z", "2026-11-19T00:00:00.000Z", "2026-02-29T00:00:00.000Z",
            "2026-11-19T00:00:00.001Z", "2024-02-29T23:59:59.999Z", "2024-02-29T23:59:59.999", "1969-12-31T23:59:59.000Z",
            "2026-11-18", "2026-11-1", "", "2026-11-18T11:06:40.000Z",
        ]
        var lastDay = Timestamp.LastDay()
        for text in texts {
            let read = text.utf8CString.withUnsafeBytes { bytes in
                Timestamp(utf8: UnsafeRawBufferPointer(rebasing: bytes.dropLast()), lastDay: &lastDay)
            }
            XCTAssertEqual(read, Timestamp(text), text)
        }
        var fresh = Timestamp.LastDay()
        let first = "2026-11-18T11:06:40.000Z".utf8CString.withUnsafeBytes { bytes in
            Timestamp(utf8: UnsafeRawBufferPointer(rebasing: bytes.dropLast()), lastDay: &fresh)
        }
        XCTAssertEqual(first?.milliseconds, 1_795_000_000_000)
    }

    func testDecodingNamesTheBadValue() {
        let data = Data("[\"yesterday\"]".utf8)
        XCTAssertThrowsError(try JSONDecoder().decode([Timestamp].self, from: data)) { error in
            XCTAssertTrue("\(error)".contains("yesterday"), "\(error)")
        }
    }
}
