import ActionLog
import Foundation

// How older builds spelled these values, and the schema steps that bring their logs to today's
// spelling (`EffectResult+LogCodable.swift`).
// History: frozen, never changed; a new schema step is added here. Format 1 spelled the runtime's
// errors inside decoded actions with Swift's synthesized `Codable`.

extension HTTPError {
    package static var formatOneSpelling: PositionalSpelling {
        PositionalSpelling(["unreachable": .fields(["reason"]), "tooLarge": .fields(["limit"]), "transport": .fields(["reason"])])
    }
}

extension ImageError {
    package static var formatOneSpelling: PositionalSpelling {
        PositionalSpelling(["http": .child(HTTPError.formatOneSpelling), "badStatus": .fields(["status"])])
    }
}

extension StorageError {
    package static var formatOneSpelling: PositionalSpelling {
        PositionalSpelling(["io": .fields(["reason"])])
    }
}
