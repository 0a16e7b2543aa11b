/// A value with a named, stable spelling in the action log, written by hand so that the log
/// outlives the Swift types that carry it: enum cases and fields by name, never by position.
///
/// An enum case is a one-key object, `{"tabSelected":{"tab":"browser"}}`; a case that wraps a child
/// enum (a nested action) is spelled as a path, `{"browser.addressSubmitted":{"address":"…"}}`;
/// a struct is an object of named fields. A field whose value is `nil` is left out. See
/// `docs/log-format.md`.
public protocol LogCodable: Sendable {
    /// This value in the log's encoding.
    var logValue: JSONValue { get }

    /// Reads a value from the log's encoding. `path` says where it is, such as
    /// `action.browser.addressSubmitted.address`, for the error when it cannot.
    init(logValue: JSONValue, at path: String) throws(LogDecodingError)

    /// Reads a value straight from a line's bytes, in the spelling this build writes; `Miss` for
    /// anything else, which `init(logValue:at:)` then reads from the tree (see `LogCursor`).
    init(logCursor cursor: inout LogCursor) throws(LogCursor.Miss)
}

extension LogCodable {
    /// Without a read of its own, a value is read as a tree.
    public init(logCursor cursor: inout LogCursor) throws(LogCursor.Miss) {
        let value = try cursor.value()
        do { self = try Self(logValue: value, at: "") } catch { throw LogCursor.Miss() }
    }
}

/// An enum of the log read from a cursor case by case, so that a case wrapping it hands it the
/// rest of its path: `{"browser.addressSubmitted":…}` gives `BrowserAction` the case
/// `addressSubmitted`, the cursor on its fields.
public protocol LogCursorCase: LogCodable {
    /// The case `name`, the cursor on its fields (an object).
    init(logCase name: LogCursorName, cursor: inout LogCursor) throws(LogCursor.Miss)
}

extension LogCursorCase {
    /// Reads the value straight from a line's bytes; `Miss` leaves it to `init(logValue:at:)`.
    public init(logCursor cursor: inout LogCursor) throws(LogCursor.Miss) {
        let name = try cursor.caseName()
        try self.init(logCase: name, cursor: &cursor)
        try cursor.endCase()
    }

    /// The case `name` read from the tree of its fields, the cursor on them: for the cases a type
    /// does not read field by field (those that carry a whole result).
    public init(treeOfCase name: LogCursorName, cursor: inout LogCursor) throws(LogCursor.Miss) {
        let fields = try cursor.value()
        do { self = try Self(logValue: .object([(name.text, fields)]), at: "") } catch { throw LogCursor.Miss() }
    }
}

/// Why a value could not be read from the log's encoding, and where.
public struct LogDecodingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong with the value.
    public enum Reason: Equatable, Sendable {
        /// A required field is absent.
        case missing
        case wrongType(expected: String, found: String)
        /// An enum case this build does not know (its whole path, for a nested one).
        case unknownCase(String)
        /// A field this build does not know: a log from a newer build, or a typo.
        case unknownField(String)
        /// The value has the right type but cannot be used (not a URL, out of range…).
        case invalid(String)
    }

    /// The JSON path of the value, such as `action.tabSelected.tab`.
    public var path: String
    /// What is wrong there.
    public var reason: Reason

    /// The error for `reason` at the JSON path `path`.
    public init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    /// The value as text.
    public var description: String {
        switch reason {
        case .missing: "\(path): required field is missing"
        case .wrongType(let expected, let found): "\(path): expected \(expected), found \(found)"
        case .unknownCase(let name): "\(path): unknown case \"\(name)\""
        case .unknownField(let name): "\(path): unknown field \"\(name)\""
        case .invalid(let reason): "\(path): \(reason)"
        }
    }
}

extension JSONValue {
    /// The kind of value, for error messages: `string`, `object`…
    public var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .int: "an integer"
        case .double: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
