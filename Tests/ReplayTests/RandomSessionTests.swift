import AppState
import Foundation
import Reducers
import XCTest

/// Random showcase sessions, seeded so every run draws the same ones, must keep the shared
/// reducers' invariants after every action. A session that breaks one is cut down with the shrinker
/// `replay shrink` uses before it is reported, so the failure names a handful of actions.
final class RandomSessionTests: XCTestCase {
    /// SplitMix64: a tiny seeded generator.
    private struct Generator {
        var state: UInt64

        mutating func int(below bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }

    private static func action(_ random: inout Generator) -> ShowcaseAction {
        let tabs: [ShowcaseTab] = [.home, .browser, .favorites]
        let ids = ["a", "b", "c"]
        switch random.int(below: 12) {
        case 0: return .navigation(.tabSelected(tabs[random.int(below: 3)]))
        case 1, 2: return .navigation(.navigation(.pushed(.item(ids[random.int(below: 3)]))))
        case 3: return .navigation(.navigation(.popped))
        case 4: return .navigation(.navigation(.poppedTo(index: random.int(below: 4) - 1)))
        case 5: return .modal(random.int(below: 2) == 0 ? .presented(.map) : .dismissed)
        case 6: return .browser(.addressSubmitted(["https://swift.org/\(random.int(below: 9))", "ftp://x", ""][random.int(below: 3)]))
        case 7: return .browser(random.int(below: 2) == 0 ? .backTapped : .nextTapped)
        case 8: return .browser(.refreshTapped)
        case 9: return .browser(.loadFinished(entry: random.int(below: 6)))
        case 10: return .browser(.loadFailed(entry: random.int(below: 6), reason: "lost"))
        default: return .favorites(.toggled(ids[random.int(below: 3)]))
        }
    }

    /// The first invariant broken after some action of `actions`, or `nil`.
    private static func violation(_ actions: [ShowcaseAction], extra: (ShowcaseState) -> String? = { _ in nil }) -> String? {
        guard var state = ShowcaseFeature.namedInitialStates["launch"] else { return "no launch state" }
        for action in actions {
            _ = ShowcaseFeature.reduce(&state, action)
            if !state.browser.entries.indices.contains(state.browser.cursor) { return "the browser's cursor is outside its history" }
            if Set(state.browser.entries.map(\.id)).count != state.browser.entries.count { return "two history entries share an id" }
            if state.navigation.tabs.map(\.tab) != [.home, .browser, .favorites] { return "the tabs changed" }
            if Set(state.favorites.ids.elements).count != state.favorites.ids.count { return "a favorite is listed twice" }
            if let broken = extra(state) { return broken }
        }
        return nil
    }

    private static func session(seed: UInt64, length: Int) -> [ShowcaseAction] {
        var random = Generator(state: seed)
        return (0..<length).map { _ in action(&random) }
    }

    func testRandomSessionsKeepTheInvariants() throws {
        for seed in 0..<300 as Range<UInt64> {
            let actions = Self.session(seed: seed, length: 60)
            guard let broken = Self.violation(actions) else { continue }
            let shrunk = try SubsequenceShrinker<ShowcaseAction> { Self.violation($0) != nil }.shrink(actions)
            XCTFail("seed \(seed): \(broken), after \(shrunk?.kept ?? actions)")
            return
        }
    }

    func testAFailingSessionIsShrunkToTheActionsThatMatter() throws {
        // A made-up rule a session is bound to break: the home tab never holds three screens.
        let rule: (ShowcaseState) -> String? = { ($0.navigation.stack(of: .home)?.screens.count ?? 0) >= 3 ? "three screens" : nil }
        let seed = try XCTUnwrap((0..<300 as Range<UInt64>).first { Self.violation(Self.session(seed: $0, length: 60), extra: rule) != nil })
        let actions = Self.session(seed: seed, length: 60)
        let shrunk = try XCTUnwrap(SubsequenceShrinker<ShowcaseAction> { Self.violation($0, extra: rule) != nil }.shrink(actions))
        XCTAssertEqual(shrunk.kept.count, 3, "\(shrunk.kept)")
        for action in shrunk.kept {
            guard case .navigation(.navigation(.pushed)) = action else { return XCTFail("only pushes are needed: \(shrunk.kept)") }
        }
    }
}
