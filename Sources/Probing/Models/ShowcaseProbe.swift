import AppState
import Foundation
import LogReplay
import Reducers

/// Random sessions of the shared reducers composed in Showcase: tabs with stacks, a modal, the
/// browser, and favorites kept across launches.
package enum ShowcaseProbe: ProbeModel {
    package typealias F = ShowcaseFeature

    static let key: StorageKey = "showcase.favorites"
    static let addresses = ["https://swift.org", "http://example.com/b", "mailto:x@y", ""]

    package static var launch: [ShowcaseAction] { [.launched] }
    package static var initialStorage: [StorageKey: Data] { [key: Data(#"["elm","rust"]"#.utf8)] }

    package static func userAction(_ state: ShowcaseState, _ random: inout SeededRandom) -> ShowcaseAction {
        switch random.int(in: 0...10) {
        case 0: return .navigation(.tabSelected(tab: random.element(of: ShowcaseTab.allCases) ?? .home))
        case 1: return .navigation(.navigation(random.chance(60) ? .pushed(screen: .item(id: ShowcaseItemID("i\(random.int(in: 1...3))"))) : .popped))
        case 2: return .modal(random.chance(50) ? .presented(modal: random.chance(50) ? .map : .share) : .dismissed)
        case 3, 4: return .favorites(.toggled(id: random.element(of: ["swift", "elm", "rust"]) ?? "swift"))
        case 5: return .browser(.addressSubmitted(address: random.element(of: addresses) ?? ""))
        case 6: return .browser(random.element(of: [.backTapped, .nextTapped, .refreshTapped]) ?? .refreshTapped)
        case 7: return .browser(BrowserProbe.pageNavigation(state.browser, to: addresses, &random))
        default: return .browser(BrowserProbe.report(state.browser, &random))
        }
    }

    package static func response(to request: HTTPRequest, _ random: inout SeededRandom) -> HTTPResponse {
        HTTPResponse(status: 404, body: Data())
    }

    package static func unaskedResult(_ state: ShowcaseState, _ random: inout SeededRandom) -> EffectResult? {
        .persisted(key: key, error: nil)
    }

    package static func violations(_ step: Step<ShowcaseFeature>, answeredInFlight: Bool?, _ world: ProbeWorld) -> [String] {
        var broken: [String]
        if case .browser(let browser)? = step.action {
            broken = BrowserProbe.violations(browser, step.before.browser, step.after.browser)
        } else {
            broken = BrowserProbe.violations(step.before.browser, step.after.browser)
        }
        let after = step.after
        if world.overwrittenUnread.contains(key) {
            broken.append("unread-overwritten: the stored favorites were written over before this process read them")
        }
        if !world.storageBusy(key), !after.favorites.awaitingStored, after.restoreError == nil, after.saveError == nil {
            let stored = world.storage[key].flatMap { try? JSONDecoder().decode([ShowcaseItemID].self, from: $0) } ?? []
            if stored != after.favorites.ids.elements {
                broken.append("favorites-storage: stored \(stored), shown \(after.favorites.ids.elements)")
            }
        }
        return broken
    }
}

extension ShowcaseFeature: ProbedFeature {
    package typealias Probe = ShowcaseProbe
}
