import ActionLog
import AppState
import Foundation
import LogReplay
import Reducers
import TestSupport
import XCTest

@testable import replay

/// The timeline page of `replay --html`, opened in a real headless Chromium: the step list shows
/// at once, `#step=N` shows the state and the screen after input N, the keys move between steps,
/// and text from a log is only ever text.
final class TimelineBrowserTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws { folder = try temporaryFolder("timeline-browser") }

    /// Every bundled session, opened at its middle input: the list and its selected row are in the
    /// window and the page is not scrolled; the state the page rebuilt from its changes is the
    /// replayer's; the screen panel draws the screen model's texts (titles, names, notices).
    func testEveryBundledSessionOpensAtItsListAndShowsTheScreenOfStepN() throws {
        let browser = try TimelineBrowser(profile: folder.appendingPathComponent("profile"))
        var expected: [(log: String, seq: Int, screen: JSONValue)] = []
        var urls: [String] = []
        for log in try Self.bundledSessions() {
            let opening = try LogOpening(url: URL(fileURLWithPath: log))
            let feature = try XCTUnwrap(FeatureRegistry.standard.feature(named: opening.header.app), log)
            let (seq, screen) = try Self.middleScreen(feature, log)
            let page = folder.appendingPathComponent("page-\(urls.count).html")
            XCTAssertEqual(ReplayRun(log, "--html", page.path).code, .success, log)
            expected.append((log, seq, screen))
            urls.append("file://\(page.path)#step=\(seq)")
        }
        let views = try browser.open(urls)
        XCTAssertEqual(views.count, expected.count)
        for ((log, seq, screen), (view, _)) in zip(expected, views) {
            XCTAssertEqual(view["hash"] as? String, "#step=\(seq)", log)
            XCTAssertEqual(view["listVisible"] as? Bool, true, "the step list and its selected row show: \(log)")
            XCTAssertEqual(view["scrollY"] as? Int, 0, log)
            let state = try TimelineBrowser.object(ReplayRun(log, "--until", "\(seq)", "--json").out)
            XCTAssertEqual(view["state"] as? NSObject, state, "the state rebuilt from the changes: \(log) at \(seq)")
            let model = try TimelineBrowser.object(String(decoding: CanonicalWriter.bytes(of: screen), as: UTF8.self))
            XCTAssertEqual(view["screenModel"] as? NSObject, model, "the screen model rebuilt: \(log) at \(seq)")
            let drawn = try XCTUnwrap(view["screen"] as? String)
            let texts = Self.texts(of: screen)
            XCTAssertFalse(texts.isEmpty, log)
            // Text at the edges of an element is trimmed by the browser, as on any page.
            for text in texts.map({ $0.trimmingCharacters(in: .whitespaces) }) { XCTAssertTrue(drawn.contains(text), "\(log) at \(seq): the screen shows \"\(text)\":\n\(drawn)") }
        }
    }

    /// Opened at input 16 of dining-mode (the best-dishes card tapped, the reservation open), the
    /// phone shows the whole banner and marks each dish's highlighted ranges, the seed's "snippet
    /// along with its highlight": the marked texts are the screen model's ranges of each snippet.
    func testTheDiningScreenMarksEachSnippetsHighlights() throws {
        let browser = try TimelineBrowser(profile: folder.appendingPathComponent("profile"))
        let log = ReplayRun.session("dining-mode")
        let page = folder.appendingPathComponent("dining.html")
        XCTAssertEqual(ReplayRun(log, "--html", page.path).code, .success)
        let screen = DiningFeature.screen(of: try Replayer<DiningFeature>(until: 16).run(LogOpening(url: URL(fileURLWithPath: log))).state)
        let dishes = try XCTUnwrap(screen.reservation?.cards.first { $0.kind == .dishes }?.dishes)
        let expected = dishes.flatMap { dish in
            dish.highlights.sorted { $0.location < $1.location }.map { (dish.snippet as NSString).substring(with: NSRange(location: $0.location, length: $0.length)) }
        }
        XCTAssertFalse(expected.isEmpty, "the fixture's snippets have highlights")
        let (view, _) = try XCTUnwrap(browser.open(["file://\(page.path)#step=16"]).first)
        XCTAssertEqual(view["marks"] as? [String], expected)
        XCTAssertEqual(view["bannerInside"] as? Bool, true, "the open reservation's banner is inside the phone")
    }

    /// Opened at `#step=8` of the tabs session, the page shows the state after input 8 (gamma
    /// pushed on the home tab's stack) with the pushed screen highlighted; ← ← j moves to step 7,
    /// where the home tab is selected again.
    func testTheKeysMoveBetweenSteps() throws {
        let browser = try TimelineBrowser(profile: folder.appendingPathComponent("profile"))
        let log = ReplayRun.session("showcase-tabs-navigation")
        let page = folder.appendingPathComponent("timeline.html")
        XCTAssertEqual(ReplayRun(log, "--html", page.path).code, .success)
        let screenshot = FileManager.default.temporaryDirectory.appendingPathComponent("replay-timeline-step-8.png")
        let (before, after) = try XCTUnwrap(browser.open(["file://\(page.path)#step=8"], keys: ["ArrowLeft", "ArrowLeft", "j"], screenshot: screenshot).first)

        XCTAssertEqual(before["current"] as? Int, 8)
        XCTAssertEqual(before["state"] as? NSObject, try TimelineBrowser.object(ReplayRun(log, "--until", "8", "--json").out))
        let highlighted = try XCTUnwrap(before["changed"] as? [String])
        XCTAssertFalse(highlighted.isEmpty)
        XCTAssertTrue(highlighted.allSatisfy { $0.hasPrefix("navigation.tabs[0].stack.screens[2]") }, "\(highlighted)")
        XCTAssertTrue((before["screen"] as? String)?.contains("gamma") ?? false, "the pushed screen's title: \(before)")

        XCTAssertEqual(after["hash"] as? String, "#step=7")
        XCTAssertEqual(after["position"] as? String, "step 7 of 16")
        XCTAssertEqual(after["current"] as? Int, 7)
        let state = try XCTUnwrap(after["state"] as? [String: Any])
        XCTAssertEqual((state["navigation"] as? [String: Any])?["selected"] as? String, "home")

        let png = try Data(contentsOf: screenshot)
        XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "a PNG at \(screenshot.path)")
        XCTAssertGreaterThan(png.count, 10_000)
        print("timeline screenshot: \(screenshot.path)")
    }

    /// An address typed in Lunch's browser holding `</script>`, an `<img onerror>` and a
    /// right-to-left override: the page shows it as text, runs nothing and makes no image.
    func testHostileStringsRenderAsText() throws {
        let browser = try TimelineBrowser(profile: folder.appendingPathComponent("profile"))
        let hostile = "https://example.com/</script><img src=x onerror=\"document.title='owned'\">\u{202E}gnp.exe"
        let lines = [
            #"{"actionSchema":5,"app":"lunch","format":"appcore.action-log","initial":{"name":"launch"},"stateSchema":4,"type":"header","version":2}"#,
            #"{"type":"action","seq":1,"time":"2026-11-18T11:06:40.000Z","action":{"launched":{}}}"#,
            #"{"type":"action","seq":2,"time":"2026-11-18T11:06:41.000Z","action":{"tabSelected":{"tab":"internets"}}}"#,
            String(decoding: CanonicalWriter.bytes(of: .object([
                ("type", .string("action")), ("seq", .int(3)), ("time", .string("2026-11-18T11:06:42.000Z")),
                ("action", .object([("browser.addressSubmitted", .object([("address", .string(hostile))]))])),
            ])), as: UTF8.self),
        ]
        let log = folder.appendingPathComponent("hostile.jsonl")
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: log)
        let page = folder.appendingPathComponent("hostile.html")
        let result = ReplayRun(log.path, "--html", page.path)
        XCTAssertEqual(result.code, .success, result.err)
        XCTAssertFalse(try String(contentsOf: page, encoding: .utf8).contains("<img"))

        let (view, _) = try XCTUnwrap(browser.open(["file://\(page.path)#step=3"]).first)
        XCTAssertEqual(view["images"] as? Int, 0, "no image element was made")
        XCTAssertEqual(view["title"] as? String, "lunch: hostile.jsonl", "no script of the log ran")
        // The input shows the address as its JSON spells it; the override is spelled out, not obeyed.
        let input = #"</script><img src=x onerror=\"document.title='owned'\">\#u{27E8}U+202E\#u{27E9}gnp.exe"#
        XCTAssertTrue((view["detail"] as? String)?.contains(input) ?? false, "the address as text in the input: \(view["detail"] ?? "")")
        XCTAssertFalse((view["detail"] as? String)?.contains("\u{202E}") ?? true)
        // The browser's screen shows the address it loads, percent-encoded by the reducer.
        let address = "https://example.com/%3C/script%3E%3Cimg%20src=x%20onerror=%22document.title='owned'%22%3E%E2%80%AEgnp.exe"
        XCTAssertTrue((view["screen"] as? String)?.contains(address) ?? false, "\(view["screen"] ?? "")")
    }

    /// `Sessions/*.jsonl` and `Sessions/regressions/*.jsonl`.
    static func bundledSessions() throws -> [String] {
        try [ReplayRun.sessions, ReplayRun.sessions.appendingPathComponent("regressions")].flatMap { folder in
            try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".jsonl") }.sorted()
                .map { folder.appendingPathComponent($0).path }
        }
    }

    /// The middle input of the log and the screen model after it, by the replayer.
    private static func middleScreen<F: Feature>(_ feature: F.Type, _ log: String) throws -> (seq: Int, screen: JSONValue) {
        let url = URL(fileURLWithPath: log)
        let last = try Replayer<F>().run(LogOpening(url: url)).lastSeq
        let seq = max(1, last / 2)
        return (seq, F.screenValue(of: try Replayer<F>(until: seq).run(LogOpening(url: url)).state))
    }

    /// The texts a person reads on a screen model: titles, names, notices, the selected tab.
    private static func texts(of screen: JSONValue) -> [String] {
        switch screen {
        case .object(let members):
            members.flatMap { member -> [String] in
                if ["title", "name", "tabTitle", "selected", "text", "subtitle", "address"].contains(member.key), case .string(let text) = member.value {
                    return [text]
                }
                return texts(of: member.value)
            }
        case .array(let items): items.flatMap(texts(of:))
        default: []
        }
    }
}

extension TimelineBrowserTests {
    /// `/` focuses the filter and typing lists only the steps that match; the filter by kind
    /// lists one kind of input.
    func testTheListFiltersByTextAndByKind() throws {
        let browser = try TimelineBrowser(profile: folder.appendingPathComponent("profile"))
        let log = ReplayRun.session("lunch-tour")
        let page = folder.appendingPathComponent("lunch.html")
        XCTAssertEqual(ReplayRun(log, "--html", page.path).code, .success)
        let url = "file://\(page.path)#step=8"

        let (_, typed) = try XCTUnwrap(browser.open([url], keys: ["/"], typing: "hearttapped").first)
        XCTAssertEqual(typed["focus"] as? String, "filter")
        XCTAssertEqual(typed["rows"] as? [String], [#"#21 {"heartTapped":{"restaurant":"Chuy's"}}"#])
        XCTAssertEqual(typed["matches"] as? String, "1 of 41")

        let images = try String(contentsOf: URL(fileURLWithPath: log), encoding: .utf8).split(separator: "\n")
            .filter { $0.hasPrefix(#"{"type":"result""#) && $0.contains(#""result":{"image":"#) }.count
        XCTAssertGreaterThan(images, 0)
        let (_, chosen) = try XCTUnwrap(browser.open([url], kind: "result image").first)
        let rows = try XCTUnwrap(chosen["rows"] as? [String])
        XCTAssertEqual(chosen["matches"] as? String, "\(images) of 41")
        XCTAssertEqual(rows.count, images)
        XCTAssertTrue(rows.allSatisfy { $0.contains(" result image → imageLoaded") }, "\(rows)")
    }
}
