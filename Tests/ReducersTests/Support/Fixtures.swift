import Foundation

/// The committed fixture files under `Fixtures/<app>/`, found from this file's place in the tree.
enum Fixtures {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// The bytes of `Fixtures/<app>/<name>`.
    static func data(_ app: String, _ name: String) throws -> Data {
        try Data(contentsOf: folder.appendingPathComponent("\(app)/\(name)"))
    }
}
