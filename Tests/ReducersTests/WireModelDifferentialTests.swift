import ActionLog
import Foundation
import XCTest

@testable import AppState

/// The wire models read by the log's byte parser (`JSONNodeDecodable`) against Foundation's
/// `JSONDecoder`: the real feeds give the same values both ways, and a document the parser's
/// route does not take is decoded by `JSONDecoder`, so `DecodeFailure.decode` gives what
/// `JSONDecoder` gives, value or failure, for every document below. Lunch's and Films' models
/// here; Places', Burgers' and Dining's in `<App>WireModelTests`.
final class WireModelDifferentialTests: XCTestCase, WireModelTesting {
    func testRealFeedsReadAlikeThroughTheTape() throws {
        let lunch = try Data(contentsOf: Self.fixtures.appendingPathComponent("lunch/restaurants.json"))
        let tree = try XCTUnwrap(LunchFeedDocument.read(lunch))
        XCTAssertEqual(tree.restaurants.count, 15)
        XCTAssertEqual(.success(tree), reference(LunchFeedDocument.self, lunch))
        XCTAssertEqual(onePass(LunchFeedDocument.self, lunch), tree, "read in one pass")
        XCTAssertEqual(LunchFeedDocument.readFromTape(lunch), tree, "read from the tape")
        for name in ["Films-critic.json", "Films-user.json"] {
            let films = try Data(contentsOf: Self.fixtures.appendingPathComponent("films/\(name)"))
            let list = try XCTUnwrap([Film].read(films), name)
            XCTAssertGreaterThan(list.count, 10, name)
            XCTAssertEqual(.success(list), reference([Film].self, films), name)
        }
    }

    func testEveryDocumentDecodesAsJSONDecoderDecodesIt() {
        let place = #""backgroundImageURL": "http://x/a.png", "category": "B""#
        let location = #""location": {"lat": 1, "lng": 2.5, "formattedAddress": ["a"]}"#
        let lunch = [
            #"{"restaurants": [{"name": "A", \#(place), "contact": null, \#(location), "extra": [1, {"x": null}]}]}"#,
            #"{"restaurants": [{"name": "A", \#(place), \#(location)}]}"#,
            #"{"restaurants": [{"name": "A", \#(place), "contact": {"phone": "1", "twitter": null}, \#(location)}]}"#,
            #"{"restaurants": [{"name": "A", \#(place), "location": {"lat": -0, "lng": 1e2, "formattedAddress": []}}]}"#,
            #"{"restaurants": [{"name": "A", \#(place), "location": {"lat": "north", "lng": 2, "formattedAddress": []}}]}"#,
            #"{"restaurants": [{"name": "A", \#(place), "location": {"lat": 1e400, "lng": 2, "formattedAddress": []}}]}"#,
            #"{"restaurants": [{"name": "A", "name": "B", \#(place), \#(location)}]}"#,
            #"{"restaurants": [{"name": "A", "category": "B", "backgroundImageURL": "", \#(location)}]}"#,
            #"{"restaurants": [{"name": "\u00e9\ud83d\ude00", \#(place), \#(location)}]}"#,
            #"{"restaurants": [{"name": 5, \#(place), \#(location)}]}"#,
            #"{"restaurants": [{"name": "A", \#(place), "contact": [], \#(location)}]}"#,
            #"{"restaurants": {}}"#, #"[]"#, "", "{", #"{"restaurants": []} x"#,
        ]
        for document in lunch {
            XCTAssertEqual(DecodeFailure.decode(LunchFeedDocument.self, from: Data(document.utf8)),
                           reference(LunchFeedDocument.self, Data(document.utf8)), document)
        }
        // The one-pass route takes the well-formed ones, and refuses a key given twice.
        XCTAssertEqual(lunch.filter { onePass(LunchFeedDocument.self, Data($0.utf8)) != nil }.count, 5)
        XCTAssertNil(onePass(LunchFeedDocument.self, Data(lunch[6].utf8)))
        let films = [
            #"[{"id": 1, "name": "A ", "desc": "d", "long_desc": "l", "image": " https://x/a.jpg "}]"#,
            #"[{"id": 1, "name": "A", "desc": "d", "long_desc": "l", "image": null}, {"id": 2, "name": "B", "desc": "", "long_desc": ""}]"#,
            #"[{"id": 1, "name": "A", "desc": "d", "long_desc": "l", "image": "ftp://x/a.jpg"}]"#,
            #"[{"id": 1.0, "name": "A", "desc": "d", "long_desc": "l"}]"#,
            #"[{"id": "1", "name": "A", "desc": "d", "long_desc": "l"}]"#,
            #"[{"id": 1, "name": "A", "desc": "d"}]"#,
            #"[{"id": 1, "name": "A", "desc": "d", "long_desc": "l", "image": 3}]"#,
            #"{"films": []}"#,
        ]
        for document in films {
            XCTAssertEqual(DecodeFailure.decode([Film].self, from: Data(document.utf8)), reference([Film].self, Data(document.utf8)), document)
        }
        // Stored favorites: lists of ids as bare strings.
        let favorites = [
            #"["Chuy's", "Hopdoddy Burger Bar"]"#, "[]", #"["a", "a"]"#, #"["é", "é"]"#, #"["a", 1]"#, #"[null]"#,
            #"{"ids": []}"#, #""a""#, "", #"["a"] x"#,
        ]
        for document in favorites {
            let data = Data(document.utf8)
            XCTAssertEqual(DecodeFailure.decode([RestaurantID].self, from: data), reference([RestaurantID].self, data), document)
            XCTAssertEqual(DecodeFailure.decode([ShowcaseItemID].self, from: data), reference([ShowcaseItemID].self, data), document)
        }
        XCTAssertEqual([ShowcaseItemID].read(Data(favorites[0].utf8)), ["Chuy's", "Hopdoddy Burger Bar"], "read by the tape")
    }

    /// The real feed's first restaurant changed one member at a time (left out, given twice, set to
    /// a value of each kind, with or without a member unknown to the model): whatever each route
    /// takes, `DecodeFailure.decode` gives what `JSONDecoder` gives.
    func testTheRealFeedChangedMemberByMemberDecodesAsJSONDecoderDecodesIt() throws {
        let lunch = try Data(contentsOf: Self.fixtures.appendingPathComponent("lunch/restaurants.json"))
        let feed = try XCTUnwrap(try JSONSerialization.jsonObject(with: lunch) as? [String: Any])
        let restaurants = try XCTUnwrap(feed["restaurants"] as? [[String: Any]])
        let first = restaurants[0]
        let values: [Any] = [NSNull(), 5, -0.5, "x", "http://x/a.png", [String](), ["a", "b"], [String: Any](), ["lat": 1]]
        var withUnknown = first
        withUnknown["unknown"] = ["deep": [1, ["x": NSNull()]]]
        var documents = try (changes(of: first, replacements: values) + [withUnknown]).map { restaurant in
            try JSONSerialization.data(withJSONObject: ["restaurants": [restaurant] + restaurants.dropFirst()])
        }
        // Given twice: each member written again before the first.
        let text = String(decoding: try JSONSerialization.data(withJSONObject: ["restaurants": [first]]), as: UTF8.self)
        for key in first.keys {
            let quoted = "\"\(key)\":"
            documents.append(Data(text.replacingOccurrences(of: quoted, with: "\(quoted)null,\(quoted)", options: [], range: text.range(of: quoted)).utf8))
        }
        var readInOnePass = 0
        for document in documents {
            let text = String(decoding: document, as: UTF8.self)
            XCTAssertEqual(DecodeFailure.decode(LunchFeedDocument.self, from: document), reference(LunchFeedDocument.self, document), text)
            if let value = onePass(LunchFeedDocument.self, document) {
                readInOnePass += 1
                XCTAssertEqual(.success(value), reference(LunchFeedDocument.self, document), text)
            }
        }
        XCTAssertGreaterThan(documents.count, 150)
        XCTAssertGreaterThan(readInOnePass, 50)
    }

    /// `type` read by its one-pass route alone (`JSONReader`), `nil` where that route refuses it.
    private func onePass<T: JSONReadable>(_ type: T.Type, _ data: Data) -> T? {
        JSONReader.read(data) { reader throws(JSONSyntaxError) in try T(jsonReader: &reader) }
    }
}
