import ActionLog

// How older builds spelled these values, and the schema steps that bring their logs to today's
// spelling (`PlacesAction+LogCodable.swift`).
// History: frozen, never changed; a new schema step is added here.

extension PlacesAction {
    package static var formatOneSpelling: PositionalSpelling {
        PositionalSpelling([
            "launched": .fields(["configuration"]),
            "locationPermissionChanged": .fields(["permission"]),
            "locationUpdated": .fields(["position"]),
            "tabs": .child(TabNavigationAction<PlacesTab, PlacesDestination>.formatOneSpelling(screen: PlacesDestination.formatOneSpelling)),
            "rowTapped": .fields(["place"]),
            "rowsBecameVisible": .fields(["rows"]),
            "mapMoved": .fields(["centre"]),
            "nearbyPageLoaded": .fields(["request", "result"]),
            "detailsLoaded": .fields(["request", "result"]),
            "photoLoaded": .fields(["place", "result"], nested: ["result": .result(failure: ImageError.formatOneSpelling)]),
        ])
    }

    /// Action schema 3: a front end sends what the user tapped, and the app decides what to push.
    /// The tab navigation's own actions become the taps they stood for; the Places stack holds
    /// one details screen at most, so popping to its root is going back. A pop to a numbered
    /// screen has no tap (the app never offered it) and is refused, naming its line.
    package static var tapsNamed: ActionUpcaster {
        ActionUpcaster.rewritingCases(from: 2, summary: "tab navigation actions named as the taps they stood for (tabSelected, backTapped, rowTapped)", [
            "tabs.tabSelected": { fields, _ in .object([("tabSelected", fields)]) },
            "tabs.navigation.popped": { _, _ in .logCase("backTapped") },
            "tabs.navigation.poppedToRoot": { _, _ in .logCase("backTapped") },
            "tabs.navigation.pushed": { (fields, path) throws(LogDecodingError) in
                guard case .object(let screen) = fields, screen.count == 1, screen[0].key == "screen",
                    case .object(let details) = screen[0].value, details.count == 1, details[0].key == "details",
                    case .object(let place) = details[0].value, place.count == 1, place[0].key == "place"
                else { throw LogDecodingError(path: path, reason: .invalid("expected {\"screen\":{\"details\":{\"place\":…}}}")) }
                return .object([("rowTapped", .object([("place", place[0].value)]))])
            },
            "tabs.navigation.poppedTo": { _, path throws(LogDecodingError) in
                throw LogDecodingError(path: path, reason: .invalid("a pop to a numbered screen has no tap in action schema 3"))
            },
        ])
    }
}

extension PlacesDestination {
    /// `details` named its place `_0`.
    package static var formatOneSpelling: PositionalSpelling {
        PositionalSpelling(["details": .fields(["place"])])
    }
}
