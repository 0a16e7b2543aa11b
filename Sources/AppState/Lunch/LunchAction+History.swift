import ActionLog
import Foundation

// How older builds spelled these values, and the schema steps that bring their logs to today's
// spelling (`LunchAction+LogCodable.swift`).
// History: frozen, never changed; a new schema step is added here.

extension LunchAction {
    /// Format 1 named every unlabeled value `_0` (`imageLoaded` its result `_1`, after `url`) and
    /// wrapped the browser's action in `_0`. `favoritesPersisted` left a `nil` error out, as the
    /// named spelling does; the feed and the favorites problem keep their own JSON.
    ///
    /// An image failure is not renamed: format 1 spelled `ImageError` positionally inside the
    /// result's `failure`, where a `PositionalSpelling` cannot reach. Image successes need nothing.
    package static var formatOneSpelling: PositionalSpelling {
        PositionalSpelling([
            "favoritesLoaded": .fields(["result"]),
            "favoritesPersisted": .fields(["error"], nested: ["error": StorageError.formatOneSpelling]),
            "feedLoaded": .fields(["result"]),
            "imageLoaded": .fields(["url", "result"], nested: ["result": .result(failure: ImageError.formatOneSpelling)]),
            "imageRetryTapped": .fields(["url"]),
            "tabSelected": .fields(["tab"]),
            "restaurantTapped": .fields(["restaurant"]),
            "heartTapped": .fields(["restaurant"]),
            "browser": .child(BrowserAction.formatOneSpelling),
            "layoutChanged": .fields(["sizeClass"]),
        ])
    }
}
