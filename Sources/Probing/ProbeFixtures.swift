import Foundation

/// The repository's `Fixtures/` (the real feeds), found from this file's place in the tree: the
/// bodies random sessions are answered with.
enum ProbeFixtures {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// The bytes of `Fixtures/<app>/<name>`, or empty when the file cannot be read (the session
    /// then sees a malformed answer, which it must survive too).
    static func data(_ app: String, _ name: String) -> Data {
        (try? Data(contentsOf: folder.appendingPathComponent("\(app)/\(name)"))) ?? Data()
    }
}
