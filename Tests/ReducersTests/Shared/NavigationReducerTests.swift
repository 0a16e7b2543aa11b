import ActionLog
import AppState
import Reducers
import XCTest

final class NavigationReducerTests: XCTestCase {
    private typealias Navigation = TabNavigation<ShowcaseTab, ShowcaseDestination>

    /// Applies `actions` and returns the refusal of the last one.
    @discardableResult
    private func reduce(_ state: inout Navigation, _ actions: TabNavigationAction<ShowcaseTab, ShowcaseDestination>...) -> NavigationRefusal? {
        var refusal: NavigationRefusal?
        for action in actions { refusal = TabNavigationReducer.reduce(&state, action) }
        return refusal
    }

    func testPushAndPopOnTheSelectedTabOnly() {
        var state = Navigation(tabs: ShowcaseTab.allCases, selected: .home)
        reduce(&state, .navigation(.pushed(screen: .item(id: "a"))), .navigation(.pushed(screen: .settings)))
        XCTAssertEqual(state.current.screens, [.item(id: "a"), .settings])
        XCTAssertEqual(state.stack(of: .browser)?.screens, [])
        reduce(&state, .navigation(.popped))
        XCTAssertEqual(state.current.screens, [.item(id: "a")])
        XCTAssertEqual(state.current.top, .item(id: "a"))
    }

    func testPoppingAnEmptyStackIsAReportedNoOp() {
        var state = Navigation(tabs: ShowcaseTab.allCases, selected: .home)
        XCTAssertEqual(reduce(&state, .navigation(.popped)), .nothingToPop)
        XCTAssertEqual(state.current.screens, [])
        XCTAssertNil(reduce(&state, .navigation(.pushed(screen: .settings))))
        XCTAssertEqual(reduce(&state, .navigation(.poppedToRoot), .navigation(.poppedToRoot)), .nothingToPop)
    }

    func testPopToAScreenKeepsItOnTopAndRefusesOutOfRange() {
        var state = Navigation(tabs: ShowcaseTab.allCases, selected: .home)
        reduce(&state, .navigation(.pushed(screen: .item(id: "a"))), .navigation(.pushed(screen: .item(id: "b"))), .navigation(.pushed(screen: .item(id: "c"))))
        XCTAssertEqual(reduce(&state, .navigation(.poppedTo(index: 5))), .screenNotOnStack(index: 5, count: 3))
        XCTAssertEqual(state.current.screens.count, 3)
        XCTAssertEqual(reduce(&state, .navigation(.poppedTo(index: -1))), .screenNotOnStack(index: -1, count: 3))
        reduce(&state, .navigation(.poppedTo(index: 1)))
        XCTAssertEqual(state.current.screens, [.item(id: "a"), .item(id: "b")])
    }

    func testReselectingTheCurrentTabPopsItsStackToRoot() {
        var state = Navigation(tabs: ShowcaseTab.allCases, selected: .home)
        reduce(&state, .navigation(.pushed(screen: .item(id: "a"))), .tabSelected(tab: .browser), .navigation(.pushed(screen: .settings)))
        reduce(&state, .tabSelected(tab: .home))
        XCTAssertEqual(state.current.screens, [.item(id: "a")], "switching tabs keeps each stack")
        reduce(&state, .tabSelected(tab: .home))
        XCTAssertEqual(state.current.screens, [])
        XCTAssertEqual(state.stack(of: .browser)?.screens, [.settings])
    }

    func testSelectingATabThatIsNotInTheBarIsRefused() {
        var state = Navigation(tabs: [.home, .browser], selected: .home)
        XCTAssertEqual(reduce(&state, .tabSelected(tab: .favorites)), .tabNotShown)
        XCTAssertEqual(state.selected, .home)
    }
}
