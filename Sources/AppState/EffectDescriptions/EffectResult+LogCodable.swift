import ActionLog
import Foundation

// The log's spelling of effect results: what the runtime reported, before any feature decoded it.

extension EffectResult: LogCodable {
    /// The value as the log spells it.
    public var logValue: JSONValue {
        switch self {
        case .http(let id, .success(let response)):
            var members: [(key: String, value: JSONValue)] = [("id", id.logValue), ("status", response.status.logValue)]
            if !response.headers.isEmpty { members.append(("headers", response.headers.logValue)) }
            return .object([("http", .logObject(members: members + LoggedBytes.field(response.body, named: "body")))])
        case .http(let id, .failure(let error)):
            return .logCase("http", ["id": id, "error": error])
        case .image(let id, let url, .success(let info)):
            return .logCase("image", ["id": id, "url": url, "info": info])
        case .image(let id, let url, .failure(let error)):
            return .logCase("image", ["id": id, "url": url, "error": error])
        case .loaded(let key, .success(let value)):
            return .object([("loaded", .logObject(members: [("key", key.logValue)] + LoggedBytes.field(value, named: "value")))])
        case .loaded(let key, .failure(let error)):
            return .logCase("loaded", ["key": key, "error": error])
        case .persisted(let key, let error):
            return .logCase("persisted", ["key": key, "error": error])
        case .timerFired(let id):
            return .logCase("timerFired", ["id": id])
        case .bundledFileRead(let id, let name, .success(let contents)):
            return .object([("bundledFileRead", .logObject(
                members: [("id", id.logValue), ("name", name.logValue)] + LoggedBytes.field(contents, named: "body")))])
        case .bundledFileRead(let id, let name, .failure(let error)):
            return .logCase("bundledFileRead", ["id": id, "name": name, "error": error])
        }
    }

    /// Reads the value from the log's spelling at `path`, the error naming that path.
    public init(logValue: JSONValue, at path: String) throws(LogDecodingError) {
        self = try LogCase.decode(logValue, at: path) { (c) throws(LogDecodingError) -> Self in
            let f = c.fields
            switch c.name {
            case "http":
                let id: EffectID = try f("id")
                if let error = try f.optional("error", as: HTTPError.self) { return .http(id: id, .failure(error)) }
                let response = HTTPResponse(
                    status: try f("status"), headers: try f.optional("headers") ?? [],
                    body: try LoggedBytes.read("body", from: f) ?? Data())
                return .http(id: id, .success(response))
            case "image":
                let id: EffectID = try f("id")
                let url: AddressText = try f("url")
                if let error = try f.optional("error", as: ImageError.self) { return .image(id: id, url: url, .failure(error)) }
                return .image(id: id, url: url, .success(try f("info")))
            case "loaded":
                let key: StorageKey = try f("key")
                if let error = try f.optional("error", as: StorageError.self) { return .loaded(key: key, .failure(error)) }
                return .loaded(key: key, .success(try LoggedBytes.read("value", from: f)))
            case "persisted":
                return .persisted(key: try f("key"), error: try f.optional("error"))
            case "timerFired":
                return .timerFired(id: try f("id"))
            case "bundledFileRead":
                let id: EffectID = try f("id")
                let name: String = try f("name")
                if let error = try f.optional("error", as: FileReadError.self) { return .bundledFileRead(id: id, name: name, .failure(error)) }
                return .bundledFileRead(id: id, name: name, .success(try LoggedBytes.read("body", from: f) ?? Data()))
            default:
                throw c.unknown()
            }
        }
    }
}

extension HTTPError: LogCodable {
    /// The value as the log spells it.
    public var logValue: JSONValue {
        switch self {
        case .unreachable(let reason): .logCase("unreachable", ["reason": reason])
        case .timedOut: .logCase("timedOut")
        case .cancelled: .logCase("cancelled")
        case .tooLarge(let limit): .logCase("tooLarge", ["limit": limit])
        case .transport(let reason): .logCase("transport", ["reason": reason])
        case .unrequestedEncoding(let encoding): .logCase("unrequestedEncoding", ["encoding": encoding])
        }
    }

    /// Reads the value from the log's spelling at `path`, the error naming that path.
    public init(logValue: JSONValue, at path: String) throws(LogDecodingError) {
        self = try LogCase.decode(logValue, at: path) { (c) throws(LogDecodingError) -> Self in
            switch c.name {
            case "unreachable": .unreachable(reason: try c.fields("reason"))
            case "timedOut": .timedOut
            case "cancelled": .cancelled
            case "tooLarge": .tooLarge(limit: try c.fields("limit"))
            case "transport": .transport(reason: try c.fields("reason"))
            case "unrequestedEncoding": .unrequestedEncoding(encoding: try c.fields("encoding"))
            default: throw c.unknown()
            }
        }
    }
}

extension ImageError: LogCodable {
    /// The value as the log spells it.
    public var logValue: JSONValue {
        switch self {
        case .http(let error): .logCase("http", child: error)
        case .badStatus(let status): .logCase("badStatus", ["status": status])
        case .notAnImage: .logCase("notAnImage")
        }
    }

    /// Reads the value from the log's spelling at `path`, the error naming that path.
    public init(logValue: JSONValue, at path: String) throws(LogDecodingError) {
        self = try LogCase.decode(logValue, at: path) { (c) throws(LogDecodingError) -> Self in
            switch c.name {
            case "http": .http(error: try c.child())
            case "badStatus": .badStatus(status: try c.fields("status"))
            case "notAnImage": .notAnImage
            default: throw c.unknown()
            }
        }
    }
}

extension StorageError: LogCodable {
    /// The value as the log spells it.
    public var logValue: JSONValue {
        switch self {
        case .io(let reason): .logCase("io", ["reason": reason])
        }
    }

    /// Reads the value from the log's spelling at `path`, the error naming that path.
    public init(logValue: JSONValue, at path: String) throws(LogDecodingError) {
        self = try LogCase.decode(logValue, at: path) { (c) throws(LogDecodingError) -> Self in
            switch c.name {
            case "io": .io(try c.fields("reason"))
            default: throw c.unknown()
            }
        }
    }
}

extension FileReadError: LogCodable {
    /// The value as the log spells it.
    public var logValue: JSONValue {
        switch self {
        case .missing: .logCase("missing")
        case .unreadable(let reason): .logCase("unreadable", ["reason": reason])
        case .tooLarge(let limit): .logCase("tooLarge", ["limit": limit])
        }
    }

    /// Reads the value from the log's spelling at `path`, the error naming that path.
    public init(logValue: JSONValue, at path: String) throws(LogDecodingError) {
        self = try LogCase.decode(logValue, at: path) { (c) throws(LogDecodingError) -> Self in
            switch c.name {
            case "missing": .missing
            case "unreadable": .unreadable(reason: try c.fields("reason"))
            case "tooLarge": .tooLarge(limit: try c.fields("limit"))
            default: throw c.unknown()
            }
        }
    }
}

extension ImageInfo.Format: LogCodable {}

extension ImageInfo: LogCodable {
    /// The value as the log spells it.
    public var logValue: JSONValue {
        .logObject([
            "format": format, "byteCount": byteCount, "width": width, "height": height,
            "digest": digest, "fromCache": fromCache,
        ])
    }

    /// Reads the value from the log's spelling at `path`, the error naming that path.
    public init(logValue: JSONValue, at path: String) throws(LogDecodingError) {
        self = try LogObject.decode(logValue, at: path) { (o) throws(LogDecodingError) -> Self in
            ImageInfo(
                format: try o("format"), byteCount: try o("byteCount"), width: try o.optional("width"),
                height: try o.optional("height"), digest: try o("digest"), fromCache: try o("fromCache"))
        }
    }
}
