import ActionLog
import Foundation

// How older builds spelled these values, and the schema steps that bring their logs to today's
// spelling (`FilmsAction+LogCodable.swift`).
// History: frozen, never changed; a new schema step is added here.

extension FilmsAction {
    package static var formatOneSpelling: PositionalSpelling {
        PositionalSpelling([
            "segmentSelected": .fields(["list"]),
            "retryTapped": .fields(["list"]),
            "listLoaded": .fields(["list", "result"]),
            "listScrolled": .fields(["list", "offset"]),
            "imageLoaded": .fields(["film", "url", "result"], nested: ["result": .result(failure: ImageError.formatOneSpelling)]),
            "heartTapped": .fields(["film"]),
            "rowTapped": .fields(["film"]),
        ])
    }

    /// Schema 2 → 3: `returnTapped` was renamed `returnedToList` and given the required field
    /// `via`, the gesture used. Older logs did not say which, so they get its documented default,
    /// `"button"`: the "Return to Film List" button the spec names. The name `returnTapped` is
    /// retired and never given to another case.
    package static var returnGestureNamed: ActionUpcaster {
        ActionUpcaster(from: 2, summary: "returnTapped renamed returnedToList, with via: \"button\"", rewriting: ["returnTapped"]) {
            (action, path) throws(LogDecodingError) in
            guard case .object(let members) = action, members.count == 1, members[0].key == "returnTapped" else { return action }
            guard case .object(let fields) = members[0].value, fields.isEmpty else {
                throw LogDecodingError(path: path + ".returnTapped", reason: .invalid("returnTapped had no fields in schema 2"))
            }
            return .logCase("returnedToList", ["via": ReturnGesture.button])
        }
    }
}
