import ActionLog
import Foundation
import XCTest

@testable import replay

/// `replay LOG --html FILE`, opened in a real headless Chromium: moved to step N, the page shows
/// the state after input N, with the paths that input changed highlighted, and the keys move it.
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
        XCTAssertTrue(html.contains(#""refused":["refused: navigation(refusal: nothingToPop)"]"#))
        // After the map modal is presented (input 13), the screen shows it over the favorites tab.
        XCTAssertTrue(html.contains(#""screen":["favorites: []","modal: \"map\"","tabBar:","  selected: \"favorites\""#), "the screen of each step")
    }

    /// Opens the page at step 8 (`#step=8`), checks the state shown, saves a screenshot, then
    /// presses ← ← j and checks the page moved to step 7.
    func testMovingToAStepShowsTheStateAfterIt() throws {
        let browser = try chromium()
        let page = folder.appendingPathComponent("timeline.html")
        XCTAssertEqual(ReplayRun(log, "--html", page.path).code, .success)
        let screenshot = FileManager.default.temporaryDirectory.appendingPathComponent("replay-timeline-step-8.png")
        let script = ReplayRun.root.appendingPathComponent("Tests/Browser/press_keys.py").path
        let run = try ChildProcess(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["python3", script, browser.path, "\(folder.path)/profile", "file://\(page.path)#step=8", screenshot.path, "ArrowLeft", "ArrowLeft", "j"],
            timeout: 90)
        XCTAssertEqual(run.code, 0, run.out)
        let views = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: [String: Any]], run.out)
        let (before, after) = (try XCTUnwrap(views["before"]), try XCTUnwrap(views["after"]))

        // Step 8 pushes "gamma" on the home tab's stack: the page shows the state after it, leaf by leaf.
        let expected = try leaves(of: JSONValue(parsing: Data(ReplayRun(log, "--until", "8", "--json").out.utf8)))
        let shown = try XCTUnwrap(before["leaves"] as? [[String]]).map { "\($0[0]) = \($0[1])" }
        XCTAssertEqual(shown, expected)
        let highlighted = try XCTUnwrap(before["changed"] as? [String])
        XCTAssertFalse(highlighted.isEmpty)
        XCTAssertTrue(highlighted.allSatisfy { $0.hasPrefix("navigation.tabs[0].stack.screens[2]") }, "\(highlighted)")
        XCTAssertEqual(before["current"] as? Int, 8)

        // ← ← j: back to step 6, one forward, to step 7 (the home tab selected again).
        XCTAssertEqual(after["hash"] as? String, "#step=7")
        XCTAssertEqual(after["position"] as? String, "step 7 of 16")
        XCTAssertEqual(after["current"] as? Int, 7)
        XCTAssertTrue((after["state"] as? String)?.contains("navigation:\n  selected: \"home\"\n") ?? false, "\(after)")

        let png = try Data(contentsOf: screenshot)
        XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "a PNG at \(screenshot.path)")
        XCTAssertGreaterThan(png.count, 10_000)
        print("timeline screenshot: \(screenshot.path)")
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
}
