import ActionLog

// The log's named spelling of the Places app's actions and of the values a front end sends with
// them.

extension PlaceID: LogCodable {}
extension PlacesRequestNumber: LogCodable {}
extension PlacesTab: LogCodable {}
extension LocationPermission: LogCodable {}

// Decoded answers of the web service: their own `Codable` JSON, as format 1 logged them.
extension NearbyPage: LogModel {}
extension PlaceDetails: LogModel {}
extension PlacesError: LogModel {}

extension PlacesAction: LogCodable {
    /// The value as the log spells it.
    public var logValue: JSONValue {
        switch self {
        case .launched(let settings): .logCase("launched", ["configuration": settings])
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

    /// Reads the value from the log's spelling at `path`, the error naming that path.
    public init(logValue: JSONValue, at path: String) throws(LogDecodingError) {
        self = try LogCase.decode(logValue, at: path) { (c) throws(LogDecodingError) -> Self in
            let f = c.fields
            switch c.name {
            case "launched": return .launched(configuration: try f("configuration"))
            case "locationPermissionChanged": return .locationPermissionChanged(permission: try f("permission"))
            case "locationUpdated": return .locationUpdated(position: try f("position"))
            case "locationUnavailable": return .locationUnavailable(reason: try f("reason"))
            case "tabSelected": return .tabSelected(tab: try f("tab"))
            case "backTapped": return .backTapped
            case "rowTapped": return .rowTapped(place: try f("place"))
            case "rowsBecameVisible": return .rowsBecameVisible(rows: try f("rows"))
            case "refreshPulled": return .refreshPulled
            case "myLocationTapped": return .myLocationTapped
            case "mapMoved": return .mapMoved(centre: try f("centre"))
            case "mapRefreshTapped": return .mapRefreshTapped
            case "nearbyPageLoaded": return .nearbyPageLoaded(request: try f("request"), result: try f("result"))
            case "pageRetryDue": return .pageRetryDue(request: try f("request"))
            case "detailsLoaded": return .detailsLoaded(request: try f("request"), result: try f("result"))
            case "photoLoaded": return .photoLoaded(place: try f("place"), result: try f("result"))
            default: throw c.unknown()
            }
        }
    }

    /// Format 1 named each unlabeled value `_0`, `_1`…, and wrapped the tab navigation, with its
    /// pushed screens, in `_0`. `locationUnavailable(reason:)` and the cases without a value were
    /// spelled the same as now.
}

extension PlacesDestination: LogCodable {
    /// The value as the log spells it.
    public var logValue: JSONValue {
        switch self {
        case .details(let place): .logCase("details", ["place": place])
        }
    }

    /// Reads the value from the log's spelling at `path`, the error naming that path.
    public init(logValue: JSONValue, at path: String) throws(LogDecodingError) {
        self = try LogCase.decode(logValue, at: path) { (c) throws(LogDecodingError) -> Self in
            switch c.name {
            case "details": .details(place: try c.fields("place"))
            default: throw c.unknown()
            }
        }
    }
}

/// The keys of its `Codable` form: `{"hasAPIKey":true,"service":"https://maps.googleapis.com"}`.
extension PlacesSettings: LogCodable {
    /// The value as the log spells it.
    public var logValue: JSONValue { .logObject(["hasAPIKey": hasAPIKey, "service": service]) }

    /// Reads the value from the log's spelling at `path`, the error naming that path.
    public init(logValue: JSONValue, at path: String) throws(LogDecodingError) {
        self = try LogObject.decode(logValue, at: path) { (o) throws(LogDecodingError) -> Self in
            PlacesSettings(hasAPIKey: try o("hasAPIKey"), service: try o("service"))
        }
    }
}

/// `{"first":0,"last":7}`; bounds read in either order are put in order, as its `Codable` does.
extension VisibleRows: LogCodable {
    /// The value as the log spells it.
    public var logValue: JSONValue { .logObject(["first": first, "last": last]) }

    /// Reads the value from the log's spelling at `path`, the error naming that path.
    public init(logValue: JSONValue, at path: String) throws(LogDecodingError) {
        self = try LogObject.decode(logValue, at: path) { (o) throws(LogDecodingError) -> Self in
            VisibleRows(first: try o("first"), last: try o("last"))
        }
    }
}
