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
        // `String(decoding:as:)` validates in bulk and repairs what is not UTF-8 (with U+FFFD):
        // the bytes are valid exactly when the text's own bytes are theirs. (Scalar by scalar
        // through `Data`'s iterator cost about a hundred instructions a byte.)
        guard let text = data.withUnsafeBytes({ (bytes: UnsafeRawBufferPointer) -> String? in
            guard let base = bytes.baseAddress else { return "" }
            guard memchr(base, 0, bytes.count) == nil else { return nil }
            var text = String(decoding: bytes, as: UTF8.self)
            let intact = text.withUTF8 { own in
                own.count == bytes.count && (bytes.isEmpty || own.baseAddress.map { memcmp($0, base, bytes.count) == 0 } == true)
            }
            return intact ? text : nil
        }) else { return nil }
        self = text
    }
}

extension JSONValue {
    /// An object of the given members, keys sorted.
    package static func logObject(members: [(key: String, value: JSONValue)]) -> JSONValue {
        .object(inKeyOrder(members))
    }

    /// `members` in the order of their keys' UTF-8 bytes, as a canonical object lists them.
    /// Members already in that order, as most code lists them, are only checked, not sorted.
    @usableFromInline
    package static func inKeyOrder(_ members: [(key: String, value: JSONValue)]) -> [(key: String, value: JSONValue)] {
        let inOrder = zip(members, members.dropFirst()).allSatisfy { $0.key.utf8Precedes($1.key) }
        return inOrder ? members : members.sorted { $0.key.utf8Precedes($1.key) }
    }
}
