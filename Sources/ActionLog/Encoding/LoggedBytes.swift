import Foundation

/// Bytes in the log (a response body, a stored value): UTF-8 text under `key` when they are valid
/// UTF-8, so the log reads next to the server's own response; otherwise base64 under `keyBase64`.
package enum LoggedBytes {
    /// The field that holds `data`, or none for `nil`.
    package static func field(_ data: Data?, named key: String) -> [(key: String, value: JSONValue)] {
        guard let data else { return [] }
        if let text = String(validatingUTF8Bytes: data) { return [(key, .string(text))] }
        return [(key + "Base64", .string(data.base64EncodedString()))]
    }

    /// The bytes under `key` or `keyBase64`; `nil` when neither is there.
    package static func read(_ key: String, from object: LogObject) throws(LogDecodingError) -> Data? {
        if let text = try object.optional(key, as: String.self) { return Data(text.utf8) }
        guard let encoded = try object.optional(key + "Base64", as: String.self) else { return nil }
        guard let data = Data(base64Encoded: encoded) else {
            throw LogDecodingError(path: object.child(key + "Base64"), reason: .invalid("not base64"))
        }
        return data
    }
}

extension LoggedBytes {
    /// The bytes of the member `key` (text) or `base64Key` when one comes next, read from a line's
    /// bytes; `nil` when neither does.
    package static func read(_ key: StaticString, _ base64Key: StaticString, from cursor: inout LogCursor) throws(LogCursor.Miss) -> Data? {
        if let text = try cursor.optionalBytes(key) { return text }
        guard let encoded = try cursor.optional(base64Key, as: String.self) else { return nil }
        guard let data = Data(base64Encoded: encoded) else { throw LogCursor.Miss() }
        return data
    }
}

extension String {
    /// The text of `data` when it is valid UTF-8 with no NUL byte; `nil` otherwise.
    init?(validatingUTF8Bytes data: Data) {
        guard !data.contains(0) else { return nil }
        // Validated first, then made in one go: building the text scalar by scalar took seconds
        // for a line of megabytes.
        var iterator = data.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: self = String(decoding: data, as: UTF8.self); return
            case .error: return nil
            }
        }
    }
}

extension JSONValue {
    /// An object of the given members, keys sorted.
    package static func logObject(members: [(key: String, value: JSONValue)]) -> JSONValue {
        .object(members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) })
    }
}
