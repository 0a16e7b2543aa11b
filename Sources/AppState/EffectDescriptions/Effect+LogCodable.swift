import ActionLog
import Foundation

// The log's spelling of effects, recorded in each checkpoint: what an action returned.

extension EffectID: LogCodable {}
extension StorageKey: LogCodable {}
extension HTTPRequest.Method: LogCodable {}

extension HTTPRequest.Header: LogCodable {
    /// The value as the log spells it.
    public var logValue: JSONValue { .logObject(["name": name, "value": value]) }

    /// Reads the value from the log's spelling at `path`, the error naming that path.
    public init(logValue: JSONValue, at path: String) throws(LogDecodingError) {
        self = try LogObject.decode(logValue, at: path) { (o) throws(LogDecodingError) -> Self in
            HTTPRequest.Header(name: try o("name"), value: try o("value"))
        }
    }
}

extension Effect: LogCodable {
    /// The value as the log spells it.
    public var logValue: JSONValue {
        switch self {
        case .http(let request):
            .logCase("http", [
                "id": request.id, "method": request.method, "url": request.url,
                "headers": request.headers.isEmpty ? nil : request.headers, "body": request.body,
                "timeout": request.timeout, "maxBytes": request.maxBytes,
            ])
        case .loadImage(let id, let url): .logCase("loadImage", ["id": id, "url": url])
        case .cancel(let id): .logCase("cancel", ["id": id])
        case .persist(let key, let value):
            .object([("persist", .logObject(members: [("key", key.logValue)] + LoggedBytes.field(value, named: "value")))])
        case .load(let key): .logCase("load", ["key": key])
        case .timer(let id, let milliseconds): .logCase("timer", ["id": id, "milliseconds": milliseconds])
        case .readBundledFile(let id, let name, let maxBytes):
            .logCase("readBundledFile", ["id": id, "name": name, "maxBytes": maxBytes])
        }
    }

    /// Reads the value from the log's spelling at `path`, the error naming that path.
    public init(logValue: JSONValue, at path: String) throws(LogDecodingError) {
        self = try LogCase.decode(logValue, at: path) { (c) throws(LogDecodingError) -> Self in
            let f = c.fields
            switch c.name {
            case "http":
                return .http(HTTPRequest(
                    id: try f("id"), method: try f("method"), url: try f("url"), headers: try f.optional("headers") ?? [],
                    body: try f.optional("body"), timeout: try f("timeout"), maxBytes: try f("maxBytes")))
            case "loadImage": return .loadImage(id: try f("id"), url: try f("url"))
            case "cancel": return .cancel(id: try f("id"))
            case "persist": return .persist(key: try f("key"), value: try LoggedBytes.read("value", from: f))
            case "load": return .load(key: try f("key"))
            case "timer": return .timer(id: try f("id"), milliseconds: try f("milliseconds"))
            case "readBundledFile":
                return .readBundledFile(id: try f("id"), name: try f("name"), maxBytes: try f("maxBytes"))
            default: throw c.unknown()
            }
        }
    }
}
