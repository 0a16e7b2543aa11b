import ActionLog

// The log's named spelling of the Places app's actions and of the values a front end sends with
// them, and how format 1 spelled them.

extension PlaceID: LogCodable {}
extension PlacesTab: LogCodable {}
extension LocationPermission: LogCodable {}

// Decoded answers of the web service: their own `Codable` JSON, as format 1 logged them.
extension NearbyPage: LogModel {}
extension PlaceDetails: LogModel {}
extension PlacesError: LogModel {}

extension PlacesAction: LogCodable {
    public var logValue: JSONValue {
        switch self {
        case .launched(let configuration): .logCase("launched", ["configuration": configuration])
        case .locationPermissionChanged(let permission): .logCase("locationPermissionChanged", ["permission": permission])
        case .locationUpdated(let position): .logCase("locationUpdated", ["position": position])
        case .locationUnavailable(let reason): .logCase("locationUnavailable", ["reason": reason])
        case .tabSelected(let tab): .logCase("tabSelected", ["tab": tab])
        case .backTapped: .logCase("backTapped")
        case .rowTapped(let place): .logCase("rowTapped", ["place": place])
        case .rowsBecameVisible(let rows): .logCase("rowsBecameVisible", ["rows": rows])
        case .refreshPulled: .logCase("refreshPulled")
        case .myLocationTapped: .logCase("myLocationTapped")
        case .mapMoved(let centre): .logCase("mapMoved", ["centre": centre])
        case .mapRefreshTapped: .logCase("mapRefreshTapped")
        case .nearbyPageLoaded(let request, let result): .logCase("nearbyPageLoaded", ["request": request, "result": result])
        case .pageRetryDue(let request): .logCase("pageRetryDue", ["request": request])
        case .detailsLoaded(let request, let result): .logCase("detailsLoaded", ["request": request, "result": result])
        case .photoLoaded(let place, let result): .logCase("photoLoaded", ["place": place, "result": result])
        }
    }

    public init(logValue: JSONValue, at path: String) throws(LogDecodingError) {
        self = try LogCase.decode(logValue, at: path) { (c) throws(LogDecodingError) -> Self in
            let f = c.fields
            switch c.name {
            case "launched": return .launched(try f("configuration"))
            case "locationPermissionChanged": return .locationPermissionChanged(try f("permission"))
            case "locationUpdated": return .locationUpdated(try f("position"))
            case "locationUnavailable": return .locationUnavailable(reason: try f("reason"))
            case "tabSelected": return .tabSelected(try f("tab"))
            case "backTapped": return .backTapped
            case "rowTapped": return .rowTapped(try f("place"))
            case "rowsBecameVisible": return .rowsBecameVisible(try f("rows"))
            case "refreshPulled": return .refreshPulled
            case "myLocationTapped": return .myLocationTapped
            case "mapMoved": return .mapMoved(try f("centre"))
            case "mapRefreshTapped": return .mapRefreshTapped
            case "nearbyPageLoaded": return .nearbyPageLoaded(request: try f("request"), try f("result"))
            case "pageRetryDue": return .pageRetryDue(request: try f("request"))
            case "detailsLoaded": return .detailsLoaded(request: try f("request"), try f("result"))
            case "photoLoaded": return .photoLoaded(try f("place"), try f("result"))
            default: throw c.unknown()
            }
        }
    }

    /// Format 1 named each unlabeled value `_0`, `_1`…, and wrapped the tab navigation, with its
    /// pushed screens, in `_0`. `locationUnavailable(reason:)` and the cases without a value were
    /// spelled the same as now.

    public static var formatOneSpelling: PositionalSpelling {
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
    public static var tapsNamed: ActionUpcaster {
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

extension PlacesDestination: LogCodable {
    public var logValue: JSONValue {
        switch self {
        case .details(let place): .logCase("details", ["place": place])
        }
    }

    public init(logValue: JSONValue, at path: String) throws(LogDecodingError) {
        self = try LogCase.decode(logValue, at: path) { (c) throws(LogDecodingError) -> Self in
            switch c.name {
            case "details": .details(try c.fields("place"))
            default: throw c.unknown()
            }
        }
    }

    /// `details` named its place `_0`.
    public static var formatOneSpelling: PositionalSpelling {
        PositionalSpelling(["details": .fields(["place"])])
    }
}

/// The keys of its `Codable` form: `{"hasAPIKey":true,"service":"https://maps.googleapis.com"}`.
extension PlacesConfiguration: LogCodable {
    public var logValue: JSONValue { .logObject(["hasAPIKey": hasAPIKey, "service": service]) }

    public init(logValue: JSONValue, at path: String) throws(LogDecodingError) {
        self = try LogObject.decode(logValue, at: path) { (o) throws(LogDecodingError) -> Self in
            PlacesConfiguration(hasAPIKey: try o("hasAPIKey"), service: try o("service"))
        }
    }
}

/// `{"first":0,"last":7}`; bounds read in either order are put in order, as its `Codable` does.
extension VisibleRows: LogCodable {
    public var logValue: JSONValue { .logObject(["first": first, "last": last]) }

    public init(logValue: JSONValue, at path: String) throws(LogDecodingError) {
        self = try LogObject.decode(logValue, at: path) { (o) throws(LogDecodingError) -> Self in
            VisibleRows(first: try o("first"), last: try o("last"))
        }
    }
}
