import ActionLog
import Foundation
import XCTest

@testable import replay

/// `replay LOG --html FILE`, opened in a real headless Chromium: moved to step N, the page shows
/// the state after input N, with the paths that input changed highlighted.
final class TimelinePageTests: XCTestCase {
    private var folder: URL!
    private let log = ReplayRun.session("showcase-tabs-navigation")

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("timeline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    func testThePageIsSelfContained() throws {
        let page = folder.appendingPathComponent("timeline.html")
        let result = ReplayRun(log, "--html", page.path)
        XCTAssertEqual(result.code, .success, result.err)
        XCTAssertEqual(result.err, "wrote \(page.path): 16 steps of \(log)\n")
        let html = try String(contentsOf: page, encoding: .utf8)
        for external in ["<link", "src=", "href=", "url(", "@import", "fetch(", "XMLHttpRequest"] {
            XCTAssertFalse(html.contains(external), "the page loads nothing: \(external)")
        }
        XCTAssertEqual(html.components(separatedBy: "</script>").count, 3, "two scripts, and no </script> inside the data")
        XCTAssertTrue(html.contains(#""refused":["refused: nothingToPop (navigation.tabs[0].stack.lastRefusal)"]"#))
        XCTAssertTrue(html.contains(#""derived":["browser.canGoBack: false","browser.canGoForward: false","modal.isPresenting: true"]"#))
    }

    func testMovingToAStepShowsTheStateAfterIt() throws {
        let browser = try chromium()
        let page = folder.appendingPathComponent("timeline.html")
        XCTAssertEqual(ReplayRun(log, "--html", page.path).code, .success)
        // Step 8 pushes "gamma" on the home tab's stack.
        for (step, changed) in [(8, "navigation.tabs[0].stack.screens[2]")] {
            let dom = try run(browser, ["--dump-dom", "file://\(page.path)#step=\(step)"])
            let expected = try leaves(of: JSONValue(parsing: Data(ReplayRun(log, "--until", "\(step)", "--json").out.utf8)))
            let shown = try matches(#"<div class="line[^"]*" data-path="([^"]*)" data-leaf="([^"]*)""#, in: dom)
            XCTAssertEqual(shown.map { "\($0[0]) = \(unescaped($0[1]))" }, expected, "step \(step)")
            let highlighted = try matches(#"<div class="line changed" data-path="([^"]*)""#, in: dom).map { $0[0] }
            XCTAssertTrue(highlighted.allSatisfy { $0.hasPrefix(changed) }, "\(highlighted)")
            XCTAssertFalse(highlighted.isEmpty, "step \(step) highlights \(changed)")
            XCTAssertEqual(try matches(#"<li value="(\d+)" class="[a-z]+ current""#, in: dom).map { $0[0] }, ["\(step)"])
        }
        let screenshot = FileManager.default.temporaryDirectory.appendingPathComponent("replay-timeline-step-8.png")
        _ = try run(browser, ["--window-size=1280,800", "--screenshot=\(screenshot.path)", "file://\(page.path)#step=8"])
        let png = try Data(contentsOf: screenshot)
        XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "a PNG at \(screenshot.path)")
        XCTAssertGreaterThan(png.count, 10_000)
        print("timeline screenshot: \(screenshot.path)")
    }

    func testKeysMoveBetweenSteps() throws {
        let browser = try chromium()
        let page = folder.appendingPathComponent("timeline.html")
        XCTAssertEqual(ReplayRun(log, "--html", page.path).code, .success)
        let script = ReplayRun.root.appendingPathComponent("Tests/Browser/press_keys.py").path
        func press(_ keys: String...) throws -> [String: String] {
            let run = try ChildProcess(
                URL(fileURLWithPath: "/usr/bin/env"), ["python3", script, browser.path, "\(folder.path)/keys", "file://\(page.path)#step=8"] + keys,
                timeout: 90)
            XCTAssertEqual(run.code, 0, run.out)
            return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: String], run.out)
        }
        // ← ← j: from step 8 to 6, then one forward, to step 7 (the home tab selected again).
        let seventh = try press("ArrowLeft", "ArrowLeft", "j")
        XCTAssertEqual(seventh["hash"], "#step=7")
        XCTAssertEqual(seventh["position"], "step 7 of 16")
        XCTAssertTrue(seventh["state"]?.contains("navigation:\n  selected: \"home\"\n") ?? false, "\(seventh)")
        // Home, End, then k: one back from the last step.
        XCTAssertEqual(try press("Home", "End", "k")["position"], "step 15 of 16")
    }

    /// Every leaf of a state as `path = canonical JSON`, in the page's order (keys sorted).
    private func leaves(of value: JSONValue, path: String = "") -> [String] {
        switch value {
        case .object(let members) where !members.isEmpty:
            members.flatMap { leaves(of: $0.value, path: path.isEmpty ? $0.key : "\(path).\($0.key)") }
        case .array(let items) where !items.isEmpty:
            items.enumerated().flatMap { leaves(of: $0.element, path: "\(path)[\($0.offset)]") }
        default:
            ["\(path) = \(String(decoding: CanonicalWriter.bytes(of: value), as: UTF8.self))"]
        }
    }

    private func unescaped(_ attribute: String) -> String {
        attribute.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
    }

    private func matches(_ pattern: String, in text: String) throws -> [[String]] {
        let expression = try NSRegularExpression(pattern: pattern)
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
            (1..<match.numberOfRanges).compactMap { Range(match.range(at: $0), in: text).map { String(text[$0]) } }
        }
    }

    /// The Chromium of the Debian package (`.ci/run` installs it), or a skip that says so.
    private func chromium() throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            for name in ["chromium", "chromium-browser", "google-chrome"] {
                let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            }
        }
        throw XCTSkip("Chromium is not installed, so the timeline page is not opened in a browser; `apt-get install chromium` (as .ci/run does) enables this test")
    }

    /// Runs headless Chromium with its own profile, stopped after 60 seconds at most; its standard output.
    private func run(_ browser: URL, _ arguments: [String]) throws -> String {
        let options = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=\(folder.path)/profile"]
        return try ChildProcess(browser, options + arguments, timeout: 60).out
    }
}
