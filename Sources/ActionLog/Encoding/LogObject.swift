/// Reads the named fields of one object of the log. Every field must be read: one that is left
/// over is an unknown field, reported with its path, so a misspelled or newer field never passes
/// silently.
public final class LogObject {
    /// The object's JSON path, such as `action.tabSelected`.
    public let path: String
    private let members: [(key: String, value: JSONValue)]
    /// Which members were read: a bit each for the first 64, then an array (rarely needed).
    private var readBits: UInt64 = 0
    private var readBeyond: [Bool]

    init(members: [(key: String, value: JSONValue)], path: String) {
        self.members = members
        self.path = path
        readBeyond = members.count > 64 ? Array(repeating: false, count: members.count - 64) : []
    }

    /// Reads an object at `path` with `body`, then refuses any field `body` did not read.
    public static func decode<T>(
        _ value: JSONValue, at path: String, _ body: (LogObject) throws(LogDecodingError) -> T
    ) throws(LogDecodingError) -> T {
        guard case .object(let members) = value else {
            throw LogDecodingError(path: path, reason: .wrongType(expected: "an object", found: value.kindName))
        }
        let object = LogObject(members: members, path: path)
        let result = try body(object)
        try object.refuseUnread()
        return result
    }

    /// The required field `key`.
    public func callAsFunction<T: LogCodable>(_ key: String, as type: T.Type = T.self) throws(LogDecodingError) -> T {
        guard let value = take(key) else { throw LogDecodingError(path: child(key), reason: .missing) }
        return try T(logValue: value, at: child(key))
    }

    /// The optional field `key`: `nil` when it is absent or `null`.
    public func optional<T: LogCodable>(_ key: String, as type: T.Type = T.self) throws(LogDecodingError) -> T? {
        guard let value = take(key), value != .null else { return nil }
        return try T(logValue: value, at: child(key))
    }

    /// Whether the object has the field `key` (without reading it).
    public func has(_ key: String) -> Bool { members.contains { $0.key == key } }

    /// The path of the field `key`.
    public func child(_ key: String) -> String { path.isEmpty ? key : path + "." + key }

    /// Marks every field read: for a caller that hands the whole object on.
    func markAllRead() {
        readBits = .max
        readBeyond = Array(repeating: true, count: readBeyond.count)
    }

    var allMembers: [(key: String, value: JSONValue)] { members }

    private func take(_ key: String) -> JSONValue? {
        guard let index = members.firstIndex(where: { $0.key == key }) else { return nil }
        if index < 64 { readBits |= 1 << UInt64(index) } else { readBeyond[index - 64] = true }
        return members[index].value
    }

    private func refuseUnread() throws(LogDecodingError) {
        let unread = members.indices.first { $0 < 64 ? readBits & (1 << UInt64($0)) == 0 : !readBeyond[$0 - 64] }
        if let index = unread {
            throw LogDecodingError(path: path, reason: .unknownField(members[index].key))
        }
    }
}

/// Reads one enum case of the log, `{"name":{fields}}`, or a nested one spelled as a path,
/// `{"browser.addressSubmitted":{fields}}`, whose first segment is `name` and whose rest the child
/// enum reads through `child()`.
public final class LogCase {
    /// The case's name: the first segment of a path.
    public let name: String
    /// The fields of a leaf case.
    public let fields: LogObject
    /// What follows `name.` in a path, for the child enum; `nil` for a leaf case.
    let rest: Substring?
    let path: String
    /// Whether `child()` took the rest of the path.
    private var handedOn = false

    private init(name: String, fields: LogObject, rest: Substring?, path: String) {
        self.name = name
        self.fields = fields
        self.rest = rest
        self.path = path
    }

    /// Reads a case at `path` with `body`. A leaf case must read its fields; a wrapping case must
    /// hand the rest of its path to `child()`.
    public static func decode<T>(
        _ value: JSONValue, at path: String, _ body: (LogCase) throws(LogDecodingError) -> T
    ) throws(LogDecodingError) -> T {
        guard case .object(let members) = value, members.count == 1 else {
            let found = if case .object(let members) = value { "an object with \(members.count) keys" } else { value.kindName }
            throw LogDecodingError(path: path, reason: .wrongType(expected: "a one-key object naming a case", found: found))
        }
        let key = members[0].key
        let dot = key.utf8.firstIndex(of: UInt8(ascii: "."))
        let name = dot.map { String(Substring(key.utf8[..<$0])) } ?? key
        let rest = dot.map { Substring(key.utf8[key.utf8.index(after: $0)...]) }
        let casePath = path + "." + name
        return try LogObject.decode(members[0].value, at: casePath) { (fields) throws(LogDecodingError) -> T in
            let logCase = LogCase(name: name, fields: fields, rest: rest, path: path)
            if rest != nil { fields.markAllRead() }
            let result = try body(logCase)
            // A path such as "launched.extra" read as the leaf "launched" is no case of this build.
            if rest != nil && !logCase.handedOn { throw logCase.unknown() }
            return result
        }
    }

    /// The child enum that this case wraps: the rest of the path, with the same fields.
    public func child<T: LogCodable>(as type: T.Type = T.self) throws(LogDecodingError) -> T {
        guard let rest, !rest.isEmpty else {
            throw LogDecodingError(path: path + "." + name, reason: .invalid("\"\(name)\" wraps another case: expected \"\(name).<case>\""))
        }
        handedOn = true
        return try T(logValue: .object([(String(rest), .object(fields.allMembers))]), at: path + "." + name)
    }

    /// The error for a case name this build does not know.
    public func unknown() -> LogDecodingError {
        LogDecodingError(path: path, reason: .unknownCase(rest.map { "\(name).\($0)" } ?? name))
    }
}
