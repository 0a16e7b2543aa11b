import ActionLog
import AppState
import Foundation
import XCTest

/// `GET /burgers/` bodies: the committed fixtures, then every kind of bad input.
final class BurgerFeedDecodingTests: XCTestCase {
    private func decode(_ json: String, status: Int = 200) -> Result<BurgerFeed, LoadError> {
        LoadError.decode(BurgerFeedResponse.self, from: .success(HTTPResponse(status: status, body: Data(json.utf8))))
            .map(\.feed)
    }

    private func burgerJSON(id: Int = 9, bitcoin: String = "100", image: String? = "\"/static/burgers/x.jpg\"") -> String {
        let imageField = image.map { "\"image\": \($0), " } ?? ""
        return "{\"id\": \(id), \"name\": \"X\", \"vegetarian\": false, \"promoted\": false, \(imageField)"
            + "\"bitcoin\": \(bitcoin), \"notes\": \"n\"}"
    }

    func testMockResponseFixtureDecodesBothBurgers() throws {
        let body = try BurgersTestData.fixture("burgers.json")
        let feed = try LoadError.decode(BurgerFeedResponse.self, from: .success(HTTPResponse(status: 200, body: body))).get().feed
        XCTAssertEqual(feed, BurgerFeed(burgers: [BurgersTestData.seitan, BurgersTestData.diner], problems: []))
        XCTAssertEqual(feed.promoted.map(\.name), ["Diner Burger"])
        XCTAssertEqual(feed.regular.map(\.name), ["Seitan Burger"])
    }

    func testServerListFixtureSplitsIntoSections() throws {
        let body = try BurgersTestData.fixture("server-burgers.json")
        let feed = try LoadError.decode(BurgerFeedResponse.self, from: .success(HTTPResponse(status: 200, body: body))).get().feed
        XCTAssertEqual(feed.problems, [])
        XCTAssertEqual(feed.promoted.map(\.id), [2, 7])
        XCTAssertEqual(feed.regular.map(\.id), [1, 3, 4, 5, 6, 8])
        XCTAssertEqual(feed.burgers.map(\.bitcoin), [599, 750, 9999, 888, 5000, 749, 799, 1250])
        XCTAssertEqual(feed.burger(3)?.price.description, "9,999 BTC")
        XCTAssertEqual(feed.burger(7)?.vegetarian, true)
    }

    func testNonIntegerPriceRejectsOnlyThatBurger() {
        let json = "{\"burgers\": [\(burgerJSON(id: 1)), \(burgerJSON(id: 2, bitcoin: "5.5")), \(burgerJSON(id: 3))]}"
        let feed = try? decode(json).get()
        XCTAssertEqual(feed?.burgers.map(\.id), [1, 3])
        XCTAssertEqual(
            feed?.problems,
            [DecodeFailure(path: "burgers[1].bitcoin", reason: "expected a whole number of bitcoin, found 5.5")])
    }

    func testNegativePriceRejectsOnlyThatBurger() {
        let feed = try? decode("{\"burgers\": [\(burgerJSON(id: 1, bitcoin: "-3")), \(burgerJSON(id: 2))]}").get()
        XCTAssertEqual(feed?.burgers.map(\.id), [2])
        XCTAssertEqual(feed?.problems, [DecodeFailure(path: "burgers[0].bitcoin", reason: "expected a price of 0 or more, found -3")])
    }

    func testPriceGivenAsTextIsRejected() {
        let feed = try? decode("{\"burgers\": [\(burgerJSON(bitcoin: "\"750\""))]}").get()
        XCTAssertEqual(feed?.burgers, [])
        XCTAssertEqual(feed?.problems.map(\.path), ["burgers[0].bitcoin"])
    }

    func testMissingImageRejectsOnlyThatBurger() {
        let feed = try? decode("{\"burgers\": [\(burgerJSON(id: 1, image: nil)), \(burgerJSON(id: 2))]}").get()
        XCTAssertEqual(feed?.burgers.map(\.id), [2])
        XCTAssertEqual(feed?.problems, [DecodeFailure(path: "burgers[0].image", reason: "missing")])
    }

    func testEmptyOrNullImageIsRejected() {
        let feed = try? decode("{\"burgers\": [\(burgerJSON(id: 1, image: "\"\"")), \(burgerJSON(id: 2, image: "null"))]}").get()
        XCTAssertEqual(feed?.burgers, [])
        XCTAssertEqual(feed?.problems.map(\.path), ["burgers[0].image", "burgers[1].image"])
        XCTAssertEqual(feed?.problems.first?.reason, "empty image path")
    }

    func testDuplicateIdIsRejected() {
        let feed = try? decode("{\"burgers\": [\(burgerJSON(id: 4)), \(burgerJSON(id: 4, bitcoin: "1"))]}").get()
        XCTAssertEqual(feed?.burgers.map(\.bitcoin), [100])
        XCTAssertEqual(feed?.problems, [DecodeFailure(path: "burgers[1].id", reason: "duplicate id 4")])
    }

    func testEntryThatIsNotAnObjectIsRejected() {
        let feed = try? decode("{\"burgers\": [\"burger\", \(burgerJSON(id: 5))]}").get()
        XCTAssertEqual(feed?.burgers.map(\.id), [5])
        XCTAssertEqual(feed?.problems.map(\.path), ["burgers[0]"])
    }

    func testMalformedFeedFailsAsAWhole() {
        XCTAssertEqual(decode("{\"burgers\": [").failure, .decoding(failure: DecodeFailure(path: "(root)", reason: "not valid JSON")))
        XCTAssertEqual(decode("{\"latency\": 3}").failure, .decoding(failure: DecodeFailure(path: "burgers", reason: "missing")))
        XCTAssertEqual(decode("{\"burgers\": 3}").failure?.decodingPath, "burgers")
        XCTAssertEqual(decode("{}", status: 503).failure, .badStatus(status: 503))
    }

    func testPricesAreFormattedWithGroupedDigits() {
        XCTAssertEqual(BitcoinPrice(units: 0).description, "0 BTC")
        XCTAssertEqual(BitcoinPrice(units: 750).description, "750 BTC")
        XCTAssertEqual(BitcoinPrice(units: 1250).description, "1,250 BTC")
        XCTAssertEqual(BitcoinPrice(units: 1_234_567).description, "1,234,567 BTC")
    }
}

extension Result {
    fileprivate var failure: Failure? { if case .failure(let error) = self { error } else { nil } }
}

extension LoadError {
    fileprivate var decodingPath: String? { if case .decoding(let failure) = self { failure.path } else { nil } }
}
