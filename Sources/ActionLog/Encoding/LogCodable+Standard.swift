import Foundation

// The log's spelling of standard values: JSON's own types, arrays, optionals, results, addresses.

extension String: LogCodable {
    /// The value as the log spells it.
    public var logValue: JSONValue { .string(self) }
    /// Reads the value from the log's spelling at `path`, the error naming that path.
    public init(logValue: JSONValue, at path: String) throws(LogDecodingError) {
        guard case .string(let text) = logValue else { throw .wrongType("a string", logValue, path) }
        self = text
    }
}

extension Bool: LogCodable {
    /// The value as the log spells it.
    public var logValue: JSONValue { .bool(self) }
    /// Reads the value from the log's spelling at `path`, the error naming that path.
    public init(logValue: JSONValue, at path: String) throws(LogDecodingError) {
        guard case .bool(let flag) = logValue else { throw .wrongType("true or false", logValue, path) }
        self = flag
    }
}

extension Int: LogCodable {
    /// The value as the log spells it.
    public var logValue: JSONValue { .int(Int64(self)) }
    /// Reads the value from the log's spelling at `path`, the error naming that path.
    public init(logValue: JSONValue, at path: String) throws(LogDecodingError) {
        guard case .int(let number) = logValue else { throw .integerExpected(logValue, path) }
        guard let value = Int(exactly: number) else {
            throw LogDecodingError(path: path, reason: .invalid("\(number) is out of range"))
        }
        self = value
    }
}

extension Int64: LogCodable {
    /// The value as the log spells it.
    public var logValue: JSONValue { .int(self) }
    /// Reads the value from the log's spelling at `path`, the error naming that path.
    public init(logValue: JSONValue, at path: String) throws(LogDecodingError) {
        guard case .int(let number) = logValue else { throw .integerExpected(logValue, path) }
        self = number
    }
}

/// Finite numbers are JSON numbers. JSON has no spelling for the others, so they are written as
/// the strings `"nan"`, `"inf"` and `"-inf"`: a front end that sends one is logged faithfully and
/// the reducer's refusal replays.
extension Double: LogCodable {
    /// The value as the log spells it.
    public var logValue: JSONValue {
        if isFinite { return .double(self) }
        return .string(isNaN ? "nan" : self > 0 ? "inf" : "-inf")
    }

    /// Reads the value from the log's spelling at `path`, the error naming that path.
    public init(logValue: JSONValue, at path: String) throws(LogDecodingError) {
        switch logValue {
        case .int(let number): self = Double(number)
        case .double(let number): self = number
        case .string("nan"): self = .nan
        case .string("inf"): self = .infinity
        case .string("-inf"): self = -.infinity
        default: throw .wrongType("a number", logValue, path)
        }
    }
}

extension Array: LogCodable where Element: LogCodable {
    /// The value as the log spells it.
    public var logValue: JSONValue { .array(map(\.logValue)) }
    /// Reads the value from the log's spelling at `path`, the error naming that path.
    public init(logValue: JSONValue, at path: String) throws(LogDecodingError) {
        guard case .array(let items) = logValue else { throw .wrongType("an array", logValue, path) }
        var elements: [Element] = []
        elements.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            elements.append(try Element(logValue: item, at: "\(path)[\(index)]"))
        }
        self = elements
    }
}

/// `nil` is `null`; as a field of an object it is left out.
extension Optional: LogCodable where Wrapped: LogCodable {
    /// The value as the log spells it.
    public var logValue: JSONValue { map(\.logValue) ?? .null }
    /// Reads the value from the log's spelling at `path`, the error naming that path.
    public init(logValue: JSONValue, at path: String) throws(LogDecodingError) {
        self = logValue == .null ? nil : try Wrapped(logValue: logValue, at: path)
    }
}

/// `{"success":value}` or `{"failure":error}`.
extension Result: LogCodable where Success: LogCodable, Failure: LogCodable {
    /// The value as the log spells it.
    public var logValue: JSONValue {
        switch self {
        case .success(let value): .object([("success", value.logValue)])
        case .failure(let error): .object([("failure", error.logValue)])
        }
    }

    /// Reads the value from the log's spelling at `path`, the error naming that path.
    public init(logValue: JSONValue, at path: String) throws(LogDecodingError) {
        guard case .object(let members) = logValue, members.count == 1 else {
            throw .wrongType("{\"success\":…} or {\"failure\":…}", logValue, path)
        }
        switch members[0].key {
        case "success": self = .success(try Success(logValue: members[0].value, at: path + ".success"))
        case "failure": self = .failure(try Failure(logValue: members[0].value, at: path + ".failure"))
        default: throw LogDecodingError(path: path, reason: .unknownCase(members[0].key))
        }
    }
}

/// An absolute address, as text.
extension URL: LogCodable {
    /// The value as the log spells it.
    public var logValue: JSONValue { .string(absoluteString) }
    /// Reads the value from the log's spelling at `path`, the error naming that path.
    public init(logValue: JSONValue, at path: String) throws(LogDecodingError) {
        let text = try String(logValue: logValue, at: path)
        guard let url = URL(string: text) else {
            throw LogDecodingError(path: path, reason: .invalid("\"\(text)\" is not a URL"))
        }
        self = url
    }
}

extension Timestamp: LogCodable {
    /// The value as the log spells it.
    public var logValue: JSONValue { .string(description) }
    /// Reads the value from the log's spelling at `path`, the error naming that path.
    public init(logValue: JSONValue, at path: String) throws(LogDecodingError) {
        let text = try String(logValue: logValue, at: path)
        guard let time = Timestamp(text) else {
            throw LogDecodingError(path: path, reason: .invalid("expected a time like \(Self.textExample), got \"\(text)\""))
        }
        self = time
    }
}

/// A JSON value stands for itself: for values kept whole, such as a spelled-out initial state.
extension JSONValue: LogCodable {
    /// The value as the log spells it.
    public var logValue: JSONValue { self }
    /// Reads the value from the log's spelling at `path`, the error naming that path.
    public init(logValue: JSONValue, at path: String) { self = logValue }
}

/// Identifiers and string-backed enums are their raw value.
extension LogCodable where Self: RawRepresentable, RawValue: LogCodable {
    /// The value as the log spells it.
    public var logValue: JSONValue { rawValue.logValue }
    /// Reads the value from the log's spelling at `path`, the error naming that path.
    public init(logValue: JSONValue, at path: String) throws(LogDecodingError) {
        let raw = try RawValue(logValue: logValue, at: path)
        guard let value = Self(rawValue: raw) else {
            let text = String(decoding: CanonicalWriter.bytes(of: raw.logValue), as: UTF8.self)
            throw LogDecodingError(path: path, reason: .invalid("\(text) is not a known value"))
        }
        self = value
    }
}

extension LogDecodingError {
    static func wrongType(_ expected: String, _ value: JSONValue, _ path: String) -> LogDecodingError {
        LogDecodingError(path: path, reason: .wrongType(expected: expected, found: value.kindName))
    }

    /// An integer field holding something else. A whole number spelled otherwise than with digits
    /// alone (`1.0`, `1e0`, `-0`, read with `IntegerReading.bySpelling`) is named by its value.
    static func integerExpected(_ value: JSONValue, _ path: String) -> LogDecodingError {
        guard case .double(let number) = value, number.rounded(.towardZero) == number else {
            return wrongType("an integer", value, path)
        }
        return LogDecodingError(path: path, reason: .wrongType(expected: "an integer spelled with digits alone", found: "\(number)"))
    }
}
