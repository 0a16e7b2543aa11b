import AppState
import Foundation

/// The exercise's reservation files, copied into `Fixtures/dining/`.
enum DiningFixtures {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/dining")

    static func bytes(_ name: String) throws -> Data {
        try Data(contentsOf: folder.appendingPathComponent("\(name).json"))
    }

    /// The fixture decoded as the app decodes it; throws when it does not decode.
    static func reservation(_ name: String) throws -> Reservation {
        try Reservation.decode(json: bytes(name)).get()
    }
}
