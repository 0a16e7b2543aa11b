import ActionLog
import AppState
import Effects
import Foundation
import LogReplay
import Reducers
import XCTest

/// A password typed into the browser's address bar, or in a link or redirect the web view reports,
/// is taken out before the action is logged or reduced: the recorded log holds it nowhere, and its replay reaches the live state.
final class RedactionTests: XCTestCase {
    func testATypedPasswordNeverReachesTheLogOrTheState() async throws {
        let folder = try SessionHarness.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("lunch-browser.jsonl")
        let state = try await SessionRecording.record(LunchFeature.self, to: log, runner: ScriptedEffectRunner { _ in nil }) { store in
            await store.send(.tabSelected(tab: .internets))
            await store.send(.browser(.addressSubmitted(address: "https://ann:hunter2@mail.example/inbox")))
            await store.send(.browser(.linkFollowed(entry: 2, address: "https://ann:hunter2@mail.example/sent")))
            await store.send(.browser(.redirected(entry: 3, request: 1, address: "https://ann:hunter2@www.mail.example/sent")))
            await store.send(.browser(.addressSubmitted(address: "ftp://ann:hunter2@files.example/")))
        }

        // The seed's first page, then the typed address, the link and where it was redirected.
        XCTAssertEqual(state.browser.entries.map(\.url.text), [
            "https://www.bottlerocketstudios.com", "https://mail.example/inbox", "https://www.mail.example/sent",
        ])
        XCTAssertEqual(state.lastRefusal, .browser(refusal: .unsupportedAddress(address: "ftp://files.example/")))
        let text = try String(contentsOf: log, encoding: .utf8)
        XCTAssertFalse(text.contains("hunter2"), text)
        XCTAssertFalse(text.contains("ann:"), text)
        XCTAssertTrue(text.contains(#"{"browser.addressSubmitted":{"address":"https://mail.example/inbox"}}"#), text)
        XCTAssertTrue(text.contains(#"{"browser.redirected":{"address":"https://www.mail.example/sent","entry":3,"request":1}}"#), text)

        let replayed = try Replayer<LunchFeature>(verify: true).run(LogOpening(url: log))
        XCTAssertNil(replayed.divergence)
        XCTAssertEqual(replayed.state, state)
    }

    func testOnlyTheUserInformationOfTheAuthorityIsTakenOut() {
        let cases: [(typed: String, kept: String)] = [
            ("https://ann:hunter2@mail.example/inbox", "https://mail.example/inbox"),
            ("https://token@git.example/repo", "https://git.example/repo"),
            ("ann:hunter2@mail.example", "mail.example"),
            ("http://ann:hunter 2@mail.example/", "http://mail.example/"),
            ("https://a:b@c:d@mail.example?q=1", "https://mail.example?q=1"),
            ("https://mail.example/users/@ann", "https://mail.example/users/@ann"),
            ("https://mail.example/?to=ann@example.com", "https://mail.example/?to=ann@example.com"),
            ("ann@example.com", "ann@example.com"),
            ("https://mail.example", "https://mail.example"),
            // Issue 24: spellings an address bar navigates whose credentials were kept.
            ("alice:s3cret@intranet.example/?next=https://example.com/", "intranet.example/?next=https://example.com/"),
            ("alice:s3cret@intranet.example#https://x", "intranet.example#https://x"),
            ("https://alice:s3cret@intranet.example#https://x", "https://intranet.example#https://x"),
            ("http:/\\alice:s3cret@example.com/", "http:/\\example.com/"),
            ("https://alice:s3/cret@example.com/", "https://example.com/"),
            ("https://alice:s3?cret@example.com/", "https://example.com/"),
            ("https://alice:s3#cret@example.com/", "https://example.com/"),
            // A port is not a password, and an `@` later in the address is not user information.
            ("https://mail.example:8443/?to=ann@example.com", "https://mail.example:8443/?to=ann@example.com"),
            ("https://mail.example/?q=ann:x@y", "https://mail.example/?q=ann:x@y"),
        ]
        for (typed, kept) in cases {
            XCTAssertEqual(LunchFeature.redacted(.browser(.addressSubmitted(address: typed))), .browser(.addressSubmitted(address: kept)), typed)
            XCTAssertEqual(ShowcaseFeature.redacted(.browser(.addressSubmitted(address: typed))), .browser(.addressSubmitted(address: kept)), typed)
        }
        XCTAssertEqual(LunchFeature.redacted(.browser(.refreshTapped)), .browser(.refreshTapped))
        XCTAssertEqual(FilmsFeature.redacted(.appeared), .appeared, "apps with nothing typed keep every action")
    }
}
