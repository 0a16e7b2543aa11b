import ActionLog
import AppState
import Reducers
import XCTest

final class NavigationReducerTests: XCTestCase {
    private typealias Navigation = TabNavigation<ShowcaseTab, ShowcaseScreen>

    private func reduce(_ state: inout Navigation, _ actions: TabNavigationAction<ShowcaseTab, ShowcaseScreen>...) {
        for action in actions { TabNavigationReducer.reduce(&state, action) }
    }

    func testPushAndPopOnTheSelectedTabOnly() {
        var state = Navigation(tabs: ShowcaseTab.allCases, selected: .home)
        reduce(&state, .navigation(.pushed(.item("a"))), .navigation(.pushed(.settings)))
        XCTAssertEqual(state.current.screens, [.item("a"), .settings])
        XCTAssertEqual(state.stack(of: .browser)?.screens, [])
        reduce(&state, .navigation(.popped))
        XCTAssertEqual(state.current.screens, [.item("a")])
        XCTAssertEqual(state.current.top, .item("a"))
    }

    func testPoppingAnEmptyStackIsAReportedNoOp() {
        var state = Navigation(tabs: ShowcaseTab.allCases, selected: .home)
        reduce(&state, .navigation(.popped))
        XCTAssertEqual(state.current.screens, [])
        XCTAssertEqual(state.current.lastRefusal, .nothingToPop)
        reduce(&state, .navigation(.pushed(.settings)))
        XCTAssertNil(state.current.lastRefusal, "a successful step clears the refusal")
        reduce(&state, .navigation(.poppedToRoot), .navigation(.poppedToRoot))
        XCTAssertEqual(state.current.lastRefusal, .nothingToPop)
    }

    func testPopToAScreenKeepsItOnTopAndRefusesOutOfRange() {
        var state = Navigation(tabs: ShowcaseTab.allCases, selected: .home)
        reduce(&state, .navigation(.pushed(.item("a"))), .navigation(.pushed(.item("b"))), .navigation(.pushed(.item("c"))))
        reduce(&state, .navigation(.poppedTo(index: 5)))
        XCTAssertEqual(state.current.lastRefusal, .screenNotOnStack(index: 5, count: 3))
        XCTAssertEqual(state.current.screens.count, 3)
        reduce(&state, .navigation(.poppedTo(index: -1)))
        XCTAssertEqual(state.current.lastRefusal, .screenNotOnStack(index: -1, count: 3))
        reduce(&state, .navigation(.poppedTo(index: 1)))
        XCTAssertEqual(state.current.screens, [.item("a"), .item("b")])
    }

    func testReselectingTheCurrentTabPopsItsStackToRoot() {
        var state = Navigation(tabs: ShowcaseTab.allCases, selected: .home)
        reduce(&state, .navigation(.pushed(.item("a"))), .tabSelected(.browser), .navigation(.pushed(.settings)))
        reduce(&state, .tabSelected(.home))
        XCTAssertEqual(state.current.screens, [.item("a")], "switching tabs keeps each stack")
        reduce(&state, .tabSelected(.home))
        XCTAssertEqual(state.current.screens, [])
        XCTAssertEqual(state.stack(of: .browser)?.screens, [.settings])
    }

    func testSelectingATabThatIsNotInTheBarIsRefused() {
        var state = Navigation(tabs: [.home, .browser], selected: .home)
        reduce(&state, .tabSelected(.favorites))
        XCTAssertEqual(state.selected, .home)
        XCTAssertEqual(state.lastRefusedTab, .favorites)
    }
}
