import Foundation
import TestSupport
import XCTest

/// Opens timeline pages in a real headless Chromium (`Tests/Browser/timeline_browser.py`) and
/// returns what each page showed: when it opened, and after `keys` were pressed in it.
struct TimelineBrowser {
    /// What one page showed (see the script's documentation for the members).
    typealias View = [String: Any]

    let chromium: URL
    let profile: URL

    /// The Chromium of the Debian package (`.ci/run` installs it), or a skip that says so.
    init(profile: URL) throws {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let names = ["chromium", "chromium-browser", "google-chrome"]
        let found = path.split(separator: ":").lazy.flatMap { directory in
            names.map { URL(fileURLWithPath: String(directory)).appendingPathComponent($0) }
        }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
        guard let found else {
            throw skipUnlessCI("Chromium is not installed, so the timeline page is not opened in a browser; `apt-get install chromium` (as .ci/run does) enables this test")
        }
        chromium = found
        self.profile = profile
    }

    /// Each page's view when it opened and after the keys, the text typed and the kind chosen in
    /// the filter, in the order of `urls`.
    func open(
        _ urls: [String], keys: [String] = [], typing text: String? = nil, kind: String? = nil, screenshot: URL? = nil
    ) throws -> [(before: View, after: View)] {
        let script = ReplayRun.root.appendingPathComponent("Tests/Browser/timeline_browser.py").path
        var arguments = ["python3", script, chromium.path, profile.path]
        if let screenshot { arguments += ["--screenshot", screenshot.path] }
        if !keys.isEmpty { arguments += ["--keys", keys.joined(separator: ",")] }
        if let text { arguments += ["--type", text] }
        if let kind { arguments += ["--kind", kind] }
        let run = try ChildProcess(URL(fileURLWithPath: "/usr/bin/env"), arguments + urls, timeout: 300)
        XCTAssertEqual(run.code, 0, run.out)
        return try run.out.split(separator: "\n").map { line in
            let views = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: View], String(line))
            return (try XCTUnwrap(views["before"]), try XCTUnwrap(views["after"]))
        }
    }

    /// A value as `JSONSerialization` reads it, for comparing JSON trees whatever their key order.
    static func object(_ json: String) throws -> NSObject {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8), options: .fragmentsAllowed) as? NSObject)
    }
}
