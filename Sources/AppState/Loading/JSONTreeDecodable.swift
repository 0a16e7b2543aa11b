import ActionLog
import Foundation

/// A wire model that the log's own byte parser reads (`JSONValue`), sparing Foundation's
/// `JSONDecoder` on replay's hot path (`DecodeFailure.decode`).
///
/// `init?(jsonTree:)` takes exactly the documents its `Decodable` conformance decodes to the same
/// value, and gives `nil` for anything else: `JSONDecoder` then decodes the bytes, so a failure is
/// named word for word as before (a failure is kept in state, whose hashes the logs record).
///
/// `jsonShape` names the parts of a document `init?(jsonTree:)` reads: only those are built into
/// the tree (`JSONShape`). It must name every member the initializer looks at, or that member
/// reads as missing; `WireModelDifferentialTests` reads every document both ways.
package protocol JSONTreeDecodable: Decodable {
    init?(jsonTree: JSONValue)
    /// The parts of a document the type reads; `.whole` unless it says otherwise.
    static var jsonShape: JSONShape { get }
}

extension JSONTreeDecodable {
    package static var jsonShape: JSONShape { .whole }
}

extension Array: JSONTreeDecodable where Element: JSONTreeDecodable {
    package static var jsonShape: JSONShape { .array(item: Element.jsonShape) }

    package init?(jsonTree: JSONValue) {
        guard case .array(let items) = jsonTree else { return nil }
        var elements: [Element] = []
        elements.reserveCapacity(items.count)
        for item in items {
            guard let element = Element(jsonTree: item) else { return nil }
            elements.append(element)
        }
        self = elements
    }
}

extension String: JSONTreeDecodable {
    package init?(jsonTree: JSONValue) {
        guard let text = jsonTree.stringValue else { return nil }
        self = text
    }
}

extension JSONValue {
    /// The text, when this is a string.
    var stringValue: String? {
        guard case .string(let text) = self else { return nil }
        return text
    }

    /// The truth value, when this is `true` or `false`.
    var boolValue: Bool? {
        guard case .bool(let value) = self else { return nil }
        return value
    }

    /// The number, when this is one, as `JSONDecoder` reads a `Double`.
    var doubleValue: Double? {
        switch self {
        case .int(let number): Double(number)
        case .double(let number): number
        default: nil
        }
    }

    /// The integer, when this is one spelled with digits alone.
    var intValue: Int? {
        guard case .int(let number) = self else { return nil }
        return Int(exactly: number)
    }

    /// The member `key` read by `read`, as `decodeIfPresent` reads it: `.some(nil)` when it is
    /// absent or `null`, `nil` when `read` does not take it.
    func optional<T>(_ key: String, _ read: (JSONValue) -> T?) -> T?? {
        guard let value = self[key], value != .null else { return .some(nil) }
        return read(value).map { .some($0) }
    }
}
