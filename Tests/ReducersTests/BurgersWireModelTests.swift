import ActionLog
import Foundation
import XCTest

@testable import AppState

/// Burgers' wire models (the feed, the feed saved to disk) read by the byte parser against
/// `JSONDecoder`, as `WireModelDifferentialTests` does for the others.
final class BurgersWireModelTests: XCTestCase, WireModelTesting {
    /// The burger list: the real ones read alike both ways, and each document below gives what
    /// `JSONDecoder` gives, repeated ids, the size limit and the count of failures beyond the first
    /// ten included.
    func testBurgerFeedsDecodeAsJSONDecoderDecodesThem() throws {
        for name in ["burgers.json", "server-burgers.json"] {
            let data = try Data(contentsOf: Self.fixtures.appendingPathComponent("burgers/\(name)"))
            let tree = try XCTUnwrap(BurgerFeedResponse.read(data), name)
            XCTAssertEqual(tree.feed.problems, [], name)
            XCTAssertEqual(tree.feed.burgers.first?.name, "Seitan Burger", name)
            XCTAssertEqual(tree.feed.burgers.first?.bitcoin, 599, name)
            XCTAssertEqual(.success(tree.feed), reference(BurgerFeedResponse.self, data).map(\.feed), name)
            XCTAssertEqual(onePass(data)?.feed, tree.feed, "\(name), read in one pass")
            XCTAssertEqual(BurgerFeedResponse.readFromTape(data)?.feed, tree.feed, "\(name), read from the tape")
        }
        func burger(_ id: String, bitcoin: String = "5", image: String = #""/a.jpg""#, vegetarian: String = "true") -> String {
            #"{"id": \#(id), "name": "B\u00e9", "vegetarian": \#(vegetarian), "promoted": false, "image": \#(image), "bitcoin": \#(bitcoin), "notes": "n \"q\""}"#
        }
        let many = (1...1_003).map { burger(String($0)) }.joined(separator: ", ")
        let broken = (1...13).map { burger(String($0), bitcoin: "-\($0)") }.joined(separator: ", ")
        let documents = [
            #"{"latency": 3, "burgers": [\#(burger("1")), \#(burger("2"))], "extra": null}"#,
            #"{"burgers": [\#(burger("1")), \#(burger("1"))]}"#,
            #"{"burgers": [\#(many), \#(burger("1"))]}"#,
            #"{"burgers": [\#(broken)]}"#,
            #"{"burgers": [\#(burger("1", bitcoin: "-1")), \#(burger("2"))]}"#,
            #"{"burgers": [\#(burger("1", bitcoin: "1.5"))]}"#,
            #"{"burgers": [\#(burger("1", bitcoin: "1e2"))]}"#,
            #"{"burgers": [\#(burger("1", bitcoin: "9007199254740992"))]}"#,
            #"{"burgers": [\#(burger("1", bitcoin: "9007199254740993"))]}"#,
            #"{"burgers": [\#(burger("1", bitcoin: "\"5\""))]}"#,
            #"{"burgers": [\#(burger("1", image: #""""#))]}"#,
            #"{"burgers": [\#(burger("1", vegetarian: "null"))]}"#,
            #"{"burgers": [\#(burger("1.0"))]}"#,
            #"{"burgers": [\#(burger("1")), {"id": 2}]}"#,
            #"{"burgers": [\#(burger("1")),]}"#,
            #"{"burgers": null}"#, #"{"burgers": {}}"#, #"{"latency": 3}"#, #"[]"#, "", #"{"burgers": []} x"#,
        ]
        for document in documents {
            XCTAssertEqual(burgerFeed(document), reference(BurgerFeedResponse.self, Data(document.utf8)).map(\.feed), document)
        }
        // Valid entries, repeated ids and the size limit are judged on the byte parser's route,
        // and the one-pass route takes exactly the documents the tape takes.
        for document in documents.prefix(3) {
            XCTAssertNotNil(BurgerFeedResponse.read(Data(document.utf8)), document)
        }
        for document in documents {
            let data = Data(document.utf8)
            XCTAssertEqual(onePass(data)?.feed, BurgerFeedResponse.readFromTape(data)?.feed, document)
        }
        XCTAssertNil(onePass(Data(#"{"burgers": [\#(burger("1")), \#(burger("2"))], "burgers": []}"#.utf8)), "given twice")
    }

    /// The burger list saved to disk: a saved feed reads alike both ways, and each document below
    /// gives what `JSONDecoder` gives.
    func testSavedBurgerFeedsDecodeAsJSONDecoderDecodesThem() throws {
        let data = try Data(contentsOf: Self.fixtures.appendingPathComponent("burgers/server-burgers.json"))
        let feed = try reference(BurgerFeedResponse.self, data).get().feed
        let fetched = FetchedFeed(feed: feed, fetchedAt: Timestamp(milliseconds: 1_763_000_000_000), origin: .network)
        let saved = try XCTUnwrap(fetched.encoded)
        XCTAssertEqual(saved.dropLast() + Data(#","origin":"network"}"#.utf8), try CanonicalJSON.referenceEncode(fetched), "the file is the state's spelling without the origin")
        XCTAssertNotNil(FetchedFeed.Saved.read(saved))
        XCTAssertEqual(try FetchedFeed.decode(.success(saved)).get()?.feed.burgers.count, 8)
        let burger = #"{"bitcoin": 5, "id": 1, "image": "/a.jpg", "name": "B", "notes": "n", "promoted": true, "vegetarian": false}"#
        let time = #""fetchedAt": "2026-11-18T11:06:40.000Z""#
        let documents = [
            String(decoding: saved, as: UTF8.self),
            #"{"feed": {"burgers": [\#(burger)], "problems": [{"path": "burgers[1].id", "reason": "missing"}]}, \#(time), "x": 1}"#,
            #"{"feed": {"burgers": [\#(burger)], "problems": [{"path": "p"}]}, \#(time)}"#,
            #"{"feed": {"burgers": [\#(burger)]}, \#(time)}"#,
            #"{"feed": {"burgers": [{"id": 1}], "problems": []}, \#(time)}"#,
            #"{"feed": {"burgers": [], "problems": []}, "fetchedAt": "yesterday"}"#,
            #"{"feed": {"burgers": [], "problems": []}}"#, #"{"feed": null, \#(time)}"#, "[]", "",
        ]
        for document in documents {
            let data = Data(document.utf8)
            XCTAssertEqual(FetchedFeed.decode(.success(data)), reference(FetchedFeed.Saved.self, data).map(\.fetchedFeed).mapError { .corrupt($0) }, document)
        }
    }

    private func burgerFeed(_ document: String) -> Result<BurgerFeed, DecodeFailure> {
        DecodeFailure.decode(BurgerFeedResponse.self, from: Data(document.utf8)).map(\.feed)
    }

    /// The burger list read by its one-pass route alone (`JSONReader`), `nil` where that route
    /// leaves it to the tape.
    private func onePass(_ data: Data) -> BurgerFeedResponse? {
        JSONReader.read(data) { reader throws(JSONSyntaxError) in try BurgerFeedResponse(jsonReader: &reader) }
    }
}
