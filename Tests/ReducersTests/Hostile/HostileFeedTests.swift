import ActionLog
import AppState
import Foundation
import Reducers
import XCTest

/// Every real feed under `Fixtures/`, damaged in every systematic way (`FeedMutations`): each
/// damaged answer decodes to an action (the app is told), a decode failure names where it is,
/// and what the action carries stays bounded, whatever the size of the damage.
final class HostileFeedTests: XCTestCase {
    private static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    private func assertHostileAnswers<F: Feature>(
        _ feature: F.Type, fixture: String, id: EffectID, file: StaticString = #filePath, line: UInt = #line
    ) throws -> Int {
        let feed = try Data(contentsOf: Self.fixtures.appendingPathComponent(fixture))
        let mutations = try FeedMutations.all(of: feed, bombSize: 5_000)
        for (name, body) in mutations {
            let response = HTTPResponse(status: 200, headers: [.init(name: "content-type", value: "application/json")], body: body)
            guard let action = F.action(for: .http(id: id, .success(response))) else {
                XCTFail("\(fixture), \(name): the answer was dropped", file: file, line: line)
                continue
            }
            let spelled = action.logValue
            XCTAssertLessThan(
                CanonicalWriter.bytes(of: spelled).count, max(64_000, 2 * feed.count),
                "\(fixture), \(name): the decoded action stays bounded", file: file, line: line)
            for failure in Self.decodeFailures(in: spelled) {
                XCTAssertFalse(failure.isEmpty, "\(fixture), \(name): a failure names where it is", file: file, line: line)
            }
        }
        return mutations.count
    }

    /// The `path` of every decode failure in an action's spelling.
    private static func decodeFailures(in value: JSONValue) -> [String] {
        switch value {
        case .object(let members):
            var paths: [String] = []
            if case .string(let path)? = members.first(where: { $0.key == "path" })?.value { paths.append(path) }
            return paths + members.flatMap { decodeFailures(in: $0.value) }
        case .array(let items): return items.flatMap(decodeFailures)
        default: return []
        }
    }

    func testLunchFeed() throws {
        let tried = try assertHostileAnswers(LunchFeature.self, fixture: "lunch/restaurants.json", id: LunchEffectID.feed.effectID)
        XCTAssertGreaterThan(tried, 1_000)
    }

    func testBurgersFeed() throws {
        _ = try assertHostileAnswers(BurgersFeature.self, fixture: "burgers/server-burgers.json", id: BurgersEffectID.feed.effectID)
    }

    func testFilmsLists() throws {
        _ = try assertHostileAnswers(FilmsFeature.self, fixture: "films/Films-user.json", id: "list:userRatings")
    }

    func testPlacesPagesAndDetails() throws {
        _ = try assertHostileAnswers(PlacesFeature.self, fixture: "places/PlacesApiNearbySearchRequestByTypeResponse.json", id: "nearby:1")
        _ = try assertHostileAnswers(PlacesFeature.self, fixture: "places/PlaceDetailsResponse.json", id: "details:1")
    }
}
