import ActionLog
import AppState
import Foundation
import XCTest

/// The showcase's actions in the log's named spelling, written out by hand, and every case read
/// back as it was written.
final class ShowcaseActionLogCodingTests: XCTestCase {
    /// At least one sample of every case, every child case included.
    static let everyCase: [ShowcaseAction] = [
        .launched,
        .navigation(.tabSelected(tab: .browser)),
        .navigation(.navigation(.pushed(screen: .item(id: "alpha")))),
        .navigation(.navigation(.pushed(screen: .settings))),
        .navigation(.navigation(.popped)),
        .navigation(.navigation(.poppedToRoot)),
        .navigation(.navigation(.poppedTo(index: 0))),
        .modal(.presented(modal: .map)),
        .modal(.presented(modal: .share)),
        .modal(.dismissed),
        .browser(.addressSubmitted(address: "https://www.swift.org/documentation/")),
        .browser(.backTapped),
        .browser(.nextTapped),
        .browser(.refreshTapped),
        .browser(.loadProgressed(entry: 4, progress: 0.25)),
        .browser(.loadFinished(entry: 4)),
        .browser(.loadFailed(entry: 3, reason: "The network connection was lost.")),
        .favorites(.toggled(id: "swift")),
        .favorites(.restored(ids: ["rust", "swift"])),
        .favorites(.restored(ids: [])),
        .favoritesRestoreFailed(reason: "stored favorites: (root): not valid JSON"),
        .favoritesReadFailed(reason: "io(\"device locked\")"),
        .favoritesWriteFailed(reason: "io(\"disk full\")"),
    ]

    func testCasesAreSpelledByName() {
        let expected: [(ShowcaseAction, String)] = [
            (.launched, #"{"launched":{}}"#),
            (.navigation(.tabSelected(tab: .favorites)), #"{"navigation.tabSelected":{"tab":"favorites"}}"#),
            (
                .navigation(.navigation(.pushed(screen: .item(id: "alpha")))),
                #"{"navigation.navigation.pushed":{"screen":{"item":{"id":"alpha"}}}}"#
            ),
            (.navigation(.navigation(.pushed(screen: .settings))), #"{"navigation.navigation.pushed":{"screen":{"settings":{}}}}"#),
            (.navigation(.navigation(.popped)), #"{"navigation.navigation.popped":{}}"#),
            (.modal(.presented(modal: .share)), #"{"modal.presented":{"modal":"share"}}"#),
            (
                .browser(.loadFailed(entry: 3, reason: "lost")),
                #"{"browser.loadFailed":{"entry":3,"reason":"lost"}}"#
            ),
            (.favorites(.toggled(id: "elm")), #"{"favorites.toggled":{"id":"elm"}}"#),
            (.favorites(.restored(ids: ["rust", "swift"])), #"{"favorites.restored":{"ids":["rust","swift"]}}"#),
            (.favoritesRestoreFailed(reason: "io(\"disk full\")"), #"{"favoritesRestoreFailed":{"reason":"io(\"disk full\")"}}"#),
            (.favoritesReadFailed(reason: "device locked"), #"{"favoritesReadFailed":{"reason":"device locked"}}"#),
            (.favoritesWriteFailed(reason: "disk full"), #"{"favoritesWriteFailed":{"reason":"disk full"}}"#),
        ]
        for (action, json) in expected { assertSpelling(action, json) }
    }

    func testEveryCaseRoundTrips() throws {
        XCTAssertEqual(Set(Self.everyCase.map(Self.caseName)).count, 8, "a sample of every case")
        assertRoundTrips(Self.everyCase)
    }

    func testUnknownCasesAndFieldsNameTheirPath() throws {
        let failures: [(String, LogDecodingError)] = [
            (#"{"shaken":{}}"#, LogDecodingError(path: "action", reason: .unknownCase("shaken"))),
            (#"{"favorites.cleared":{}}"#, LogDecodingError(path: "action.favorites", reason: .unknownCase("cleared"))),
            (#"{"navigation":{}}"#, LogDecodingError(path: "action.navigation", reason: .invalid(#""navigation" wraps another case: expected "navigation.<case>""#))),
            (
                #"{"favoritesRestoreFailed":{"code":5,"reason":"disk full"}}"#,
                LogDecodingError(path: "action.favoritesRestoreFailed", reason: .unknownField("code"))
            ),
            (
                #"{"navigation.navigation.pushed":{"screen":{"item":{"id":"alpha","title":"Alpha"}}}}"#,
                LogDecodingError(path: "action.navigation.navigation.pushed.screen.item", reason: .unknownField("title"))
            ),
            (
                #"{"navigation.navigation.pushed":{"screen":{"about":{}}}}"#,
                LogDecodingError(path: "action.navigation.navigation.pushed.screen", reason: .unknownCase("about"))
            ),
            (#"{"favorites.toggled":{}}"#, LogDecodingError(path: "action.favorites.toggled.id", reason: .missing)),
        ]
        for (json, expected) in failures { assertRefused(ShowcaseAction.self, json, expected) }
    }

    /// The case's name, by an exhaustive switch: a new case does not compile until it is named here
    /// (and then needs a sample in `everyCase`).
    static func caseName(_ action: ShowcaseAction) -> String {
        switch action {
        case .launched: "launched"
        case .navigation: "navigation"
        case .modal: "modal"
        case .browser: "browser"
        case .favorites: "favorites"
        case .favoritesRestoreFailed: "favoritesRestoreFailed"
        case .favoritesReadFailed: "favoritesReadFailed"
        case .favoritesWriteFailed: "favoritesWriteFailed"
        }
    }
}
