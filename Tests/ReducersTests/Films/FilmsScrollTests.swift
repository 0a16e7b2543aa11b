import ActionLog
import AppCoreTesting
import AppState
import Reducers
import XCTest

/// `listScrolled`: each list keeps its own offset, whichever segment shows.
final class FilmsScrollTests: XCTestCase {
    func testEachListKeepsItsOwnOffsetAcrossSwitches() throws {
        let store = TestStore(FilmsFeature.self, state: try FilmsTestData.launchState())
        store.send(.listScrolled(list: .userRatings, offset: 480)) { $0.userRatings.scrollOffset = 480 }
        store.receiveEffects([])
        store.send(.segmentSelected(list: .criticRatings)) {
            $0.selectedList = .criticRatings
            $0.criticRatings.content = .loading
        }
        store.receiveEffects([try FilmsTestData.criticListRequest()])
        store.send(.listScrolled(list: .criticRatings, offset: 1_210)) { $0.criticRatings.scrollOffset = 1_210 }
        store.send(.segmentSelected(list: .userRatings)) {
            $0.selectedList = .userRatings
            $0.userRatings.content = .loading
        }
        store.receiveEffects([try FilmsTestData.userListRequest()])
        XCTAssertEqual(store.state.userRatings.scrollOffset, 480)
        XCTAssertEqual(store.state.criticRatings.scrollOffset, 1_210)
    }

    func testAnOverscrolledOffsetIsKeptAsTheTop() throws {
        let store = TestStore(FilmsFeature.self, state: try FilmsTestData.launchState())
        store.send(.listScrolled(list: .userRatings, offset: 300)) { $0.userRatings.scrollOffset = 300 }
        store.send(.listScrolled(list: .userRatings, offset: -64)) { $0.userRatings.scrollOffset = 0 }
        store.finish()
    }
}
