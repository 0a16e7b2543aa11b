import ActionLog
import Foundation

// How older builds spelled these values, and the schema steps that bring their logs to today's
// spelling (`BurgersAction+LogCodable.swift`).
// History: frozen, never changed; a new schema step is added here.

extension BurgersAction {
    /// Format 1 named each unlabeled value `_0`, `_1`…; `appeared(at:)`, `refreshPulled(at:)` and
    /// `alertDismissed` were spelled the same as now. A save's `StorageError` named its reason `_0`;
    /// `cacheSaved(nil)` was `{"cacheSaved":{}}`, as now; a failed image load named its error's values `_0`.
    package static var formatOneSpelling: PositionalSpelling {
        PositionalSpelling([
            "connectivityChanged": .fields(["connectivity", "at"]),
            "clockTicked": .fields(["time"]),
            "feedLoaded": .fields(["result"]),
            "cacheLoaded": .fields(["result"]),
            "cacheSaved": .fields(["error"], nested: ["error": StorageError.formatOneSpelling]),
            "imageLoaded": .fields(["url", "result"], nested: ["result": .result(failure: ImageError.formatOneSpelling)]),
            "burgerTapped": .fields(["burger"]),
            "buyTapped": .fields(["burger"]),
            "orderAnswered": .fields(["burger", "result"]),
        ])
    }
}
