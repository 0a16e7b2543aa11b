import ActionLog

// The log's named spelling of the shared reducers' actions.

/// The bare number: `"entry":2`.
extension BrowserEntryID: LogCodable {}

extension NavigationAction: LogCodable where Screen: LogCodable {
    /// The value as the log spells it.
    public var logValue: JSONValue {
        switch self {
        case .pushed(let screen): .logCase("pushed", ["screen": screen])
        case .popped: .logCase("popped")
        case .poppedToRoot: .logCase("poppedToRoot")
        case .poppedTo(let index): .logCase("poppedTo", ["index": index])
        }
    }

    /// Reads the value from the log's spelling at `path`, the error naming that path.
    public init(logValue: JSONValue, at path: String) throws(LogDecodingError) {
        self = try LogCase.decode(logValue, at: path) { (c) throws(LogDecodingError) -> Self in
            switch c.name {
            case "pushed": .pushed(screen: try c.fields("screen"))
            case "popped": .popped
            case "poppedToRoot": .poppedToRoot
            case "poppedTo": .poppedTo(index: try c.fields("index"))
            default: throw c.unknown()
            }
        }
    }
}

extension TabNavigationAction: LogCodable where Tab: LogCodable, Screen: LogCodable {
    /// The value as the log spells it.
    public var logValue: JSONValue {
        switch self {
        case .tabSelected(let tab): .logCase("tabSelected", ["tab": tab])
        case .navigation(let navigation): .logCase("navigation", child: navigation)
        }
    }

    /// Reads the value from the log's spelling at `path`, the error naming that path.
    public init(logValue: JSONValue, at path: String) throws(LogDecodingError) {
        self = try LogCase.decode(logValue, at: path) { (c) throws(LogDecodingError) -> Self in
            switch c.name {
            case "tabSelected": .tabSelected(tab: try c.fields("tab"))
            case "navigation": .navigation(try c.child())
            default: throw c.unknown()
            }
        }
    }
}

extension ModalAction: LogCodable where Modal: LogCodable {
    /// The value as the log spells it.
    public var logValue: JSONValue {
        switch self {
        case .presented(let modal): .logCase("presented", ["modal": modal])
        case .dismissed: .logCase("dismissed")
        }
    }

    /// Reads the value from the log's spelling at `path`, the error naming that path.
    public init(logValue: JSONValue, at path: String) throws(LogDecodingError) {
        self = try LogCase.decode(logValue, at: path) { (c) throws(LogDecodingError) -> Self in
            switch c.name {
            case "presented": .presented(modal: try c.fields("modal"))
            case "dismissed": .dismissed
            default: throw c.unknown()
            }
        }
    }
}

extension FavoritesAction: LogCodable where ID: LogCodable {
    /// The value as the log spells it.
    public var logValue: JSONValue {
        switch self {
        case .toggled(let id): .logCase("toggled", ["id": id])
        case .restored(let ids): .logCase("restored", ["ids": ids])
        }
    }

    /// Reads the value from the log's spelling at `path`, the error naming that path.
    public init(logValue: JSONValue, at path: String) throws(LogDecodingError) {
        self = try LogCase.decode(logValue, at: path) { (c) throws(LogDecodingError) -> Self in
            switch c.name {
            case "toggled": .toggled(id: try c.fields("id"))
            case "restored": .restored(ids: try c.fields("ids"))
            default: throw c.unknown()
            }
        }
    }
}

extension BrowserAction: LogCodable {
    /// The value as the log spells it.
    public var logValue: JSONValue {
        switch self {
        case .addressSubmitted(let address): .logCase("addressSubmitted", ["address": address])
        case .linkFollowed(let entry, let address): .logCase("linkFollowed", ["entry": entry, "address": address])
        case .redirected(let entry, let request, let address):
            .logCase("redirected", ["entry": entry, "request": request, "address": address])
        case .backTapped: .logCase("backTapped")
        case .nextTapped: .logCase("nextTapped")
        case .refreshTapped: .logCase("refreshTapped")
        case .loadProgressed(let entry, let progress, let request):
            .logCase("loadProgressed", ["entry": entry, "progress": progress, "request": request])
        case .loadFinished(let entry, let request): .logCase("loadFinished", ["entry": entry, "request": request])
        case .loadFailed(let entry, let reason, let request):
            .logCase("loadFailed", ["entry": entry, "reason": reason, "request": request])
        }
    }

    /// Reads the value from the log's spelling at `path`, the error naming that path.
    public init(logValue: JSONValue, at path: String) throws(LogDecodingError) {
        self = try LogCase.decode(logValue, at: path) { (c) throws(LogDecodingError) -> Self in
            switch c.name {
            case "addressSubmitted": .addressSubmitted(address: try c.fields("address"))
            case "linkFollowed": .linkFollowed(entry: try c.fields("entry"), address: try c.fields("address"))
            case "redirected": .redirected(entry: try c.fields("entry"), request: try c.fields("request"), address: try c.fields("address"))
            case "backTapped": .backTapped
            case "nextTapped": .nextTapped
            case "refreshTapped": .refreshTapped
            case "loadProgressed":
                .loadProgressed(entry: try c.fields("entry"), progress: try c.fields("progress"), request: try c.fields.optional("request"))
            case "loadFinished": .loadFinished(entry: try c.fields("entry"), request: try c.fields.optional("request"))
            case "loadFailed":
                .loadFailed(entry: try c.fields("entry"), reason: try c.fields("reason"), request: try c.fields.optional("request"))
            default: throw c.unknown()
            }
        }
    }
}

extension BannerDragSample: LogCodable {
    /// The value as the log spells it.
    public var logValue: JSONValue {
        .logObject(["containerHeight": containerHeight, "time": time, "translation": translation])
    }

    /// Reads the value from the log's spelling at `path`, the error naming that path.
    public init(logValue: JSONValue, at path: String) throws(LogDecodingError) {
        self = try LogObject.decode(logValue, at: path) { (o) throws(LogDecodingError) -> Self in
            BannerDragSample(time: try o("time"), translation: try o("translation"), containerHeight: try o("containerHeight"))
        }
    }
}

extension BannerAction: LogCodable {
    /// The value as the log spells it.
    public var logValue: JSONValue {
        switch self {
        case .tapped: .logCase("tapped")
        case .dragChanged(let sample): .logCase("dragChanged", ["sample": sample])
        case .dragEnded(let sample): .logCase("dragEnded", ["sample": sample])
        case .dragCancelled: .logCase("dragCancelled")
        }
    }

    /// Reads the value from the log's spelling at `path`, the error naming that path.
    public init(logValue: JSONValue, at path: String) throws(LogDecodingError) {
        self = try LogCase.decode(logValue, at: path) { (c) throws(LogDecodingError) -> Self in
            switch c.name {
            case "tapped": .tapped
            case "dragChanged": .dragChanged(sample: try c.fields("sample"))
            case "dragEnded": .dragEnded(sample: try c.fields("sample"))
            case "dragCancelled": .dragCancelled
            default: throw c.unknown()
            }
        }
    }
}

extension Coordinate: LogCodable {
    /// The value as the log spells it.
    public var logValue: JSONValue { .logObject(["latitude": latitude, "longitude": longitude]) }

    /// Reads the value from the log's spelling at `path`, the error naming that path.
    public init(logValue: JSONValue, at path: String) throws(LogDecodingError) {
        self = try LogObject.decode(logValue, at: path) { (o) throws(LogDecodingError) -> Self in
            Coordinate(latitude: try o("latitude"), longitude: try o("longitude"))
        }
    }
}
