import AppState
import Foundation
import XCTest

final class CanonicalJSONTests: XCTestCase {
    private struct Sample: Codable, Equatable {
        var zebra = 1
        var apple = "a/b"
        var middle: [String: Int] = ["y": 2, "x": 1, "w": 0]
    }

    func testKeysAreSortedAndSlashesKept() throws {
        let text = String(decoding: try CanonicalJSON.encode(Sample()), as: UTF8.self)
        XCTAssertEqual(text, #"{"apple":"a/b","middle":{"w":0,"x":1,"y":2},"zebra":1}"#)
    }

    func testEqualValuesHashAlikeWhateverTheirHistory() throws {
        var built = Sample()
        built.middle = [:]
        for (key, value) in [("w", 0), ("y", 2), ("x", 1)] { built.middle[key] = value }
        XCTAssertEqual(try StateHash(of: built), try StateHash(of: Sample()))
        XCTAssertEqual(
            try StateHash(of: Sample()).rawValue,
            "sha256:" + SHA256.hex(of: Data(#"{"apple":"a/b","middle":{"w":0,"x":1,"y":2},"zebra":1}"#.utf8)))
    }

    func testResultEncodesAsOneKeyObject() throws {
        let values: [Result<Int, LoadError>] = [.success(3), .failure(.badStatus(500))]
        let text = String(decoding: try CanonicalJSON.encode(values), as: UTF8.self)
        XCTAssertEqual(text, #"[{"success":3},{"failure":{"badStatus":{"_0":500}}}]"#)
        XCTAssertEqual(try JSONDecoder().decode([Result<Int, LoadError>].self, from: Data(text.utf8)), values)
        XCTAssertThrowsError(try JSONDecoder().decode(Result<Int, LoadError>.self, from: Data("{}".utf8)))
    }
}
