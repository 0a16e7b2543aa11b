import ActionLog
import AppState

// The names `replay coverage` gives what a step holds: the log's own spelling, one name per kind.

extension Effect {
    /// The effect's case: `http`, `loadImage`, `cancel`, `persist`, `load`, `timer`, `readBundledFile`.
    package var coverageKind: String {
        switch self {
        case .http: "http"
        case .loadImage: "loadImage"
        case .cancel: "cancel"
        case .persist: "persist"
        case .load: "load"
        case .timer: "timer"
        case .readBundledFile: "readBundledFile"
        }
    }
}

extension EffectResult {
    /// The result's case and outcome: `http.response`, `http.failure`, `image.loaded`,
    /// `image.failure`, `loaded.value`, `loaded.nothing`, `loaded.failure`, `persisted.written`,
    /// `persisted.failure`, `timerFired`, `bundledFileRead.read`, `bundledFileRead.failure`.
    package var coverageKind: String {
        switch self {
        case .http(_, .success): "http.response"
        case .http(_, .failure): "http.failure"
        case .image(_, _, .success): "image.loaded"
        case .image(_, _, .failure): "image.failure"
        case .loaded(_, .success(.some)): "loaded.value"
        case .loaded(_, .success(.none)): "loaded.nothing"
        case .loaded(_, .failure): "loaded.failure"
        case .persisted(_, error: nil): "persisted.written"
        case .persisted(_, error: .some): "persisted.failure"
        case .timerFired: "timerFired"
        case .bundledFileRead(_, _, .success): "bundledFileRead.read"
        case .bundledFileRead(_, _, .failure): "bundledFileRead.failure"
        }
    }
}

extension JSONValue {
    /// An action's case as the log names it: the key of its one-member spelling
    /// (`browser.backTapped`); `nil` for any other value.
    package var logCaseName: String? {
        guard case .object(let members) = self, members.count == 1 else { return nil }
        return members[0].key
    }

    /// A refusal's path inside a state's `lastRefusal`: its cases from the outside in, the
    /// `refusal` field through which an app's refusal wraps a shared one left out
    /// (`{"browser":{"refusal":{"nothingBack":{}}}}` is `browser.nothingBack`).
    package var refusalPath: String? {
        guard case .object(let members) = self, members.count == 1 else { return nil }
        let (name, payload) = members[0]
        guard case .object(let fields) = payload, fields.count == 1, fields[0].key == "refusal",
            let inner = fields[0].value.refusalPath
        else { return name }
        return name + "." + inner
    }
}
