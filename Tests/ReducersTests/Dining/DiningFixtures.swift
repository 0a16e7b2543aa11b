import ActionLog
import AppState
import Foundation

/// The exercise's reservation files, copied into `Fixtures/dining/`.
enum DiningFixtures {
    static func bytes(_ name: String) throws -> Data {
        try Fixtures.data("dining", "\(name).json")
    }

    /// The fixture decoded as the app decodes it; throws when it does not decode.
    static func reservation(_ name: String) throws -> Reservation {
        try Reservation.decode(json: bytes(name)).get()
    }
}
