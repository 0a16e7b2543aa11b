import AppState
import Foundation
import LogReplay
import Reducers
import XCTest

/// The browser's history against a model of a web view's back-forward list, driven by seeded random
/// sequences of typed addresses, links, redirects, late links and redirects, back, next and refresh:
/// after every input the reducer's current address, Back, Next and whole list equal the model's.
final class BrowserBackForwardModelTests: XCTestCase {
    /// Addresses a user types or a page goes to, and the address the web view then shows: without
    /// credentials, trimmed, or none (the web view's policy and the core both refuse it).
    private static let addresses: [(text: String, shown: String?)] = [
        ("https://swift.org/", "https://swift.org/"),
        ("http://example.com/a", "http://example.com/a"),
        ("https://www.bottlerocketstudios.com/services", "https://www.bottlerocketstudios.com/services"),
        (" https://www.bottlerocketstudios.com ", "https://www.bottlerocketstudios.com"),
        ("https://ann:hunter2@mail.example/inbox", "https://mail.example/inbox"),
        ("ftp://files.example/", nil),
        ("javascript:alert(1)", nil),
    ]

    private enum Input: CaseIterable {
        case submit, link, redirect, lateLink, lateRedirect, back, next, refresh
    }

    func testTheHistoryStaysInStepWithAWebViewsBackForwardList() {
        var applied: [Input: Int] = [:]
        for seed in 1...300 {
            var random = SeededRandom(seed: UInt64(seed))
            let home = "https://www.bottlerocketstudios.com"
            var state = Refusing<BrowserHistory, BrowserRefusal>(BrowserHistory(initialURL: URL(string: home)!))
            var model = WebViewBackForwardList(initial: home)
            for step in 1...60 {
                let input = random.element(of: Input.allCases) ?? .refresh
                let (action, expectedRefusal) = Self.send(input, state.state, to: &model, &random)
                _ = Refusing.reduce(&state, action, with: BrowserHistoryReducer.reduce)
                let context = "seed \(seed), step \(step): \(action)"
                XCTAssertEqual(state.current.url.text, model.currentItem, context)
                XCTAssertEqual(state.canGoBack, model.canGoBack, context)
                XCTAssertEqual(state.canGoForward, model.canGoForward, context)
                XCTAssertEqual(state.entries.map(\.url.text), model.items, context)
                XCTAssertEqual(state.cursor, model.index, context)
                XCTAssertEqual(state.lastRefusal, expectedRefusal, context)
                if expectedRefusal == nil { applied[input, default: 0] += 1 }
                // The first divergence is reported; the steps after it would only repeat it.
                if state.entries.map(\.url.text) != model.items { return }
            }
        }
        // Every kind of input took effect many times (late ones: refused, as they must be).
        for input in Input.allCases where input != .lateLink && input != .lateRedirect {
            XCTAssertGreaterThan(applied[input, default: 0], 500, "\(input)")
        }
    }

    /// Sends `input` to the web view `model` as the front end would, and gives the action it
    /// reports to the core with the refusal the core must answer with.
    private static func send(
        _ input: Input, _ browser: BrowserHistory, to model: inout WebViewBackForwardList, _ random: inout SeededRandom
    ) -> (BrowserAction, BrowserRefusal?) {
        let address = random.element(of: addresses) ?? addresses[0]
        let refused = address.shown == nil ? BrowserRefusal.unsupportedAddress(address: address.text) : nil
        let current = browser.current
        switch input {
        case .submit:
            address.shown.map { model.load($0) }
            return (.addressSubmitted(address: address.text), refused)
        case .link:
            address.shown.map { model.load($0) }
            return (.linkFollowed(entry: current.id, address: address.text), refused)
        case .redirect:
            address.shown.map { model.redirect(to: $0) }
            return (.redirected(entry: current.id, request: current.requestCount, address: address.text), refused)
        case .lateLink:
            let entry = random.element(of: browser.entries.map(\.id).filter { $0 != current.id }) ?? BrowserEntryID(current.id.rawValue - 1)
            return (.linkFollowed(entry: entry, address: address.text), .notCurrentPage(entry: entry))
        case .lateRedirect:
            let request = current.requestCount - random.int(in: 1...2)
            return (.redirected(entry: current.id, request: request, address: address.text), .supersededLoad(entry: current.id, request: request))
        case .back:
            let refusal: BrowserRefusal? = model.canGoBack ? nil : .nothingBack
            model.goBack()
            return (.backTapped, refusal)
        case .next:
            let refusal: BrowserRefusal? = model.canGoForward ? nil : .nothingForward
            model.goForward()
            return (.nextTapped, refusal)
        case .refresh:
            return (.refreshTapped, nil)
        }
    }
}
