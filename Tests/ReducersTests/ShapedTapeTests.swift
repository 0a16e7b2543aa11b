import ActionLog
import Foundation
import XCTest

@testable import AppState

/// A wire model reads the tape of its shape (`jsonShape`) as it reads the tape of the whole
/// document: every real feed and every response body of the bundled sessions gives the same value
/// both ways, and the tape never takes a document the tree (`JSONValue`) refuses. A member the
/// shape forgot would read as missing here.
final class ShapedTapeTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every fixture and every body a bundled session's results hold.
    private func documents() throws -> [Data] {
        var documents: [Data] = []
        let files = FileManager.default.enumerator(at: Self.root.appendingPathComponent("Fixtures"), includingPropertiesForKeys: nil)
        while let url = files?.nextObject() as? URL {
            if url.pathExtension == "json" { documents.append(try Data(contentsOf: url)) }
        }
        let sessions = try FileManager.default.contentsOfDirectory(at: Self.root.appendingPathComponent("Sessions"), includingPropertiesForKeys: nil)
        for session in sessions where session.pathExtension == "jsonl" {
            for line in try String(contentsOf: session, encoding: .utf8).split(separator: "\n") {
                guard let value = try? JSONValue(parsing: Data(line.utf8)) else { continue }
                documents += Self.bodies(in: value)
            }
        }
        return documents
    }

    private static func bodies(in value: JSONValue) -> [Data] {
        switch value {
        case .object(let members):
            return members.flatMap { member -> [Data] in
                if member.key == "body", case .string(let text) = member.value { return [Data(text.utf8)] }
                return bodies(in: member.value)
            }
        case .array(let items): return items.flatMap(bodies(in:))
        default: return []
        }
    }

    /// How many of `documents` are a `T`, checking that each reads alike both ways (compared by
    /// the `value` it holds).
    private func assertReadsAlike<T: JSONNodeDecodable, Value: Equatable>(
        _ type: T.Type, _ documents: [Data], trailingCommas: Bool = false, file: StaticString = #filePath, line: UInt = #line,
        comparing value: (T) -> Value
    ) -> Int {
        var count = 0
        for document in documents {
            let tree = try? JSONValue(parsing: document, integers: .bySpelling, allowsTrailingCommas: trailingCommas)
            let shaped = JSONNode.read(document, shape: T.jsonShape, allowsTrailingCommas: trailingCommas) { T(jsonNode: $0) }.map(value)
            let whole = JSONNode.read(document, shape: .whole, allowsTrailingCommas: trailingCommas) { T(jsonNode: $0) }.map(value)
            let text = String(decoding: document.prefix(200), as: UTF8.self)
            if tree == nil { XCTAssertNil(shaped, "\(T.self): \(text)", file: file, line: line) }
            XCTAssertEqual(shaped, whole, "\(T.self): \(text)", file: file, line: line)
            if shaped != nil { count += 1 }
        }
        return count
    }

    func testEveryRealDocumentReadsAlikeFromItsShape() throws {
        var documents = try documents()
        XCTAssertGreaterThan(documents.count, 30)
        let served = try Data(contentsOf: Self.root.appendingPathComponent("Fixtures/burgers/server-burgers.json"))
        let feed = try XCTUnwrap(BurgerFeedResponse.read(served)).feed
        documents += [try XCTUnwrap(FetchedFeed(feed: feed, fetchedAt: Timestamp(milliseconds: 0), origin: .network).encoded)]
        XCTAssertGreaterThan(assertReadsAlike(NearbyPage.Body.self, documents) { $0 }, 5)
        XCTAssertGreaterThan(assertReadsAlike(PlaceDetails.Body.self, documents) { $0.result.details }, 1)
        XCTAssertGreaterThan(assertReadsAlike(BurgerFeedResponse.self, documents) { $0.feed }, 3)
        XCTAssertGreaterThan(assertReadsAlike(FetchedFeed.Saved.self, documents) { $0.fetchedFeed }, 0)
        XCTAssertGreaterThan(assertReadsAlike([Film].self, documents) { $0 }, 3)
        XCTAssertGreaterThan(assertReadsAlike(LunchFeedDocument.self, documents) { $0.restaurants }, 2)
        XCTAssertGreaterThan(assertReadsAlike(Reservation.Source.self, documents, trailingCommas: true) { $0.reservation }, 1)
    }
}
