import ActionLog
import Foundation

// Effect results read straight from a line (`LogCursor`), in the spelling of
// `EffectResult+LogCodable.swift`: fields in key order, a body as the text it was logged as.

extension EffectResult: LogCursorCase {
    /// Reads the case `name` straight from a line's bytes, the cursor on its fields.
    public init(logCase name: LogCursorName, cursor c: inout LogCursor) throws(LogCursor.Miss) {
        try c.beginObject()
        if name.is("http") {
            self = try Self.http(&c)
        } else if name.is("image") {
            let error = try c.optional("error", as: ImageError.self)
            let id: EffectID = try c("id")
            let result: Result<ImageInfo, ImageError>
            if let error { result = .failure(error) } else { result = .success(try c("info")) }
            self = .image(id: id, url: try c("url"), result)
        } else if name.is("loaded") {
            let error = try c.optional("error", as: StorageError.self)
            let key: StorageKey = try c("key")
            let result: Result<Data?, StorageError>
            if let error { result = .failure(error) } else { result = .success(try LoggedBytes.read("value", "valueBase64", from: &c)) }
            self = .loaded(key: key, result)
        } else if name.is("persisted") {
            let error = try c.optional("error", as: StorageError.self)
            self = .persisted(key: try c("key"), error: error)
        } else if name.is("timerFired") {
            self = .timerFired(id: try c("id"))
        } else if name.is("bundledFileRead") {
            let body = try LoggedBytes.read("body", "bodyBase64", from: &c)
            let error = body == nil ? try c.optional("error", as: FileReadError.self) : nil
            let id: EffectID = try c("id")
            let fileName: String = try c("name")
            let result: Result<Data, FileReadError>
            if let error { result = .failure(error) } else { result = .success(body ?? Data()) }
            self = .bundledFileRead(id: id, name: fileName, result)
        } else {
            throw LogCursor.Miss()
        }
        try c.endObject()
    }

    /// `{"body":…,"headers":[…],"id":…,"status":…}` or `{"error":…,"id":…}`.
    private static func http(_ c: inout LogCursor) throws(LogCursor.Miss) -> EffectResult {
        let body = try LoggedBytes.read("body", "bodyBase64", from: &c)
        if body == nil, let error = try c.optional("error", as: HTTPError.self) {
            return .http(id: try c("id"), .failure(error))
        }
        let headers = try c.optional("headers", as: [HTTPRequest.Header].self) ?? []
        let id: EffectID = try c("id")
        return .http(id: id, .success(HTTPResponse(status: try c("status"), headers: headers, body: body ?? Data())))
    }
}

extension ImageInfo {
    /// Reads the value straight from a line's bytes, its members in the order of their keys'
    /// bytes; `Miss` leaves it to `init(logValue:at:)`.
    public init(logCursor c: inout LogCursor) throws(LogCursor.Miss) {
        try c.beginObject()
        let byteCount: Int = try c("byteCount")
        let digest: String = try c("digest")
        let format: Format = try c("format")
        let fromCache: Bool = try c("fromCache")
        let height: Int? = try c.optional("height")
        let width: Int? = try c.optional("width")
        try c.endObject()
        self.init(format: format, byteCount: byteCount, width: width, height: height, digest: digest, fromCache: fromCache)
    }
}
