import ActionLog
import AppCoreTesting
import AppState
import Foundation
import Reducers
import XCTest

/// With `source: .bundledFiles`, each list is read from its file, once, and read again by Retry
/// after a failure; a file's failure names it on screen as a server's names its host.
final class FilmsFileSourceTests: XCTestCase {
    func testEachListIsReadFromItsFileOnceAndRetriedAfterAFailure() throws {
        let store = TestStore(FilmsFeature.self, state: try XCTUnwrap(FilmsFeature.namedInitialStates["launchFromFiles"]))
        store.send(.appeared) { $0.userRatings.content = .loading }
        store.receiveEffects([.readBundledFile(id: "list:userRatings", name: "Films-user.json", maxBytes: 5_000_000)])
        store.send(.segmentSelected(list: .criticRatings)) {
            $0.selectedList = .criticRatings
            $0.criticRatings.content = .loading
        }
        store.receiveEffects([.readBundledFile(id: "list:criticRatings", name: "Films-critic.json", maxBytes: 5_000_000)])
        store.send(.listLoaded(list: .criticRatings, result: .failure(.file(name: "Films-critic.json", error: .missing)))) {
            $0.criticRatings.content = .failed(error: .file(name: "Films-critic.json", error: .missing))
        }
        store.receiveEffects([])
        store.send(.retryTapped(list: .criticRatings)) { $0.criticRatings.content = .loading }
        store.receiveEffects([.readBundledFile(id: "list:criticRatings", name: "Films-critic.json", maxBytes: 5_000_000)])
        store.send(.segmentSelected(list: .userRatings)) { $0.selectedList = .userRatings }
        store.receiveEffects([]) // the user list is in flight already
    }

    func testTheFileResultDecodesLikeAResponseAndItsFailuresNameTheFile() throws {
        let body = try FilmsTestData.fixture("Films-user.json")
        XCTAssertEqual(
            FilmsFeature.action(for: .bundledFileRead(id: "list:userRatings", name: "Films-user.json", .success(body))),
            .listLoaded(list: .userRatings, result: .success(try FilmsTestData.fixtureFilms("Films-user.json"))))
        XCTAssertEqual(
            FilmsFeature.action(for: .bundledFileRead(id: "list:criticRatings", name: "Films-critic.json", .success(Data("{}".utf8)))),
            .listLoaded(list: .criticRatings, result: .failure(.malformedFile(name: "Films-critic.json", failure: DecodeFailure(path: "(root)", reason: "expected Array<Any>")))))
        XCTAssertNil(FilmsFeature.action(for: .bundledFileRead(id: "image:7", name: "Films-user.json", .success(body))), "not a list's id")
    }
}
