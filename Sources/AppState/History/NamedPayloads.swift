import ActionLog

/// The schema step that spelled every state by name (and the typed errors that actions carry):
/// what each app's positional keys (`_0`, `_1`…) were renamed to. Used to upcast the states older
/// logs spell out and the actions that carry such errors; history, never changed.
extension PayloadNames {
    /// The cases every app shares: loads, errors, storage, refusals of the shared reducers.
    static let shared = PayloadNames([
        "loaded": [0: "value"], "failed": [0: "error"],
        "http": [0: "error"], "badStatus": [0: "status"], "decoding": [0: "failure"],
        "unreachable": [0: "reason"], "transport": [0: "reason"], "io": [0: "reason"], "storage": [0: "error"],
        "navigation": [0: "refusal"], "modal": [0: "refusal"], "browser": [0: "refusal"], "banner": [0: "refusal"],
        "alreadyPresenting": [0: "modal"], "unsupportedAddress": [0: "address"],
    ])

    package static let lunch = shared.adding([
        "detail": [0: "restaurant"], "unreadable": [0: "failure"], "unknownRestaurant": [0: "restaurant"],
        "imageNotFailed": [0: "url"], "latitudeOutOfRange": [0: "latitude"], "longitudeOutOfRange": [0: "longitude"],
    ])

    package static let places = shared.adding([
        "load": [0: "error"], "service": [0: "status"], "invalidServiceURL": [0: "address"], "located": [0: "position"],
        "details": [0: "place"], "rowNotOnScreen": [0: "place"],
    ])

    package static let films = shared.adding(["details": [0: "film"], "duplicateFilm": [0: "film"]])

    package static let dining = shared.adding([
        "cardNotShown": [0: "card"], "valid": [0: "value"], "invalid": [0: "failure"], "card": [0: "kind"],
        "summary": [0: "card"], "address": [0: "card"], "dishes": [0: "dishes"],
    ])

    package static let burgers = shared.adding([
        "orderFailed": [1: "error"], "unreadableReply": [0: "failure"], "unreadable": [0: "error"],
        "corrupt": [0: "failure"], "corruptIgnored": [0: "failure"], "notSaved": [0: "error"],
    ])

    package static let showcase = shared.adding(["item": [0: "id"]])
}
