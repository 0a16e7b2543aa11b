import ActionLog
import Foundation

/// A wire model that the log's own byte parser reads (`JSONNode`), sparing Foundation's
/// `JSONDecoder` on replay's hot path (`DecodeFailure.decode`).
///
/// `init?(jsonNode:)` takes exactly the documents its `Decodable` conformance decodes to the same
/// value, and gives `nil` for anything else: `JSONDecoder` then decodes the bytes, so a failure is
/// named word for word as before (a failure is kept in state, whose hashes the logs record).
///
/// `jsonShape` names the parts of a document `init?(jsonNode:)` reads: only those are kept on the
/// tape (`JSONShape`). It must name every member the initializer looks at, or that member reads
/// as missing; `ShapedTapeTests` and the wire model tests (`WireModelDifferentialTests`,
/// `<App>WireModelTests`) read every document both ways.
package protocol JSONNodeDecodable: Decodable {
    init?(jsonNode: JSONNode)
    /// The parts of a document the type reads; `.whole` unless it says otherwise.
    static var jsonShape: JSONShape { get }
    /// The value `data` holds, read by the type's fastest route; `nil` when no route but
    /// `JSONDecoder` takes it. From its tape unless the type says otherwise (`JSONReadable`).
    static func read(_ data: Data, allowsTrailingCommas: Bool) -> Self?
}

extension JSONNodeDecodable {
    package static var jsonShape: JSONShape { .whole }

    package static func read(_ data: Data, allowsTrailingCommas: Bool) -> Self? {
        readFromTape(data, allowsTrailingCommas: allowsTrailingCommas)
    }

    /// The value `data` holds, read as strict JSON.
    package static func read(_ data: Data) -> Self? { read(data, allowsTrailingCommas: false) }

    /// The value `data` holds, read from its tape (`JSONNode`) to `jsonShape`; `nil` when the tape
    /// or `init?(jsonNode:)` does not take it.
    package static func readFromTape(_ data: Data, allowsTrailingCommas: Bool = false) -> Self? {
        JSONNode.read(data, shape: jsonShape, allowsTrailingCommas: allowsTrailingCommas) { Self(jsonNode: $0) }
    }
}

/// A wire model also read in one pass, straight from the document's bytes (`JSONReader`): the
/// document an app's server sends is read so, anything else from the tape as before, so the
/// value or failure of every document stays what `JSONDecoder` gives.
package protocol JSONReadable: JSONNodeDecodable {
    /// The value the document here holds; an error (any) when the document is not one this route
    /// takes.
    init(jsonReader: inout JSONReader) throws(JSONSyntaxError)
}

extension JSONReadable {
    package static func read(_ data: Data, allowsTrailingCommas: Bool) -> Self? {
        let read = JSONReader.read(data, allowsTrailingCommas: allowsTrailingCommas) { reader throws(JSONSyntaxError) in
            try Self(jsonReader: &reader)
        }
        return read ?? readFromTape(data, allowsTrailingCommas: allowsTrailingCommas)
    }
}

extension JSONReader {
    /// The items of the list a document holds under its member `key` (`{"restaurants": [...]}`),
    /// each read by `item`; the document's other members are checked and passed over. Refused
    /// when the member is missing or given twice, as the tape refuses it.
    mutating func list<Item>(under key: StaticString, _ item: (inout JSONReader) throws(JSONSyntaxError) -> Item) throws(JSONSyntaxError) -> [Item] {
        var items: [Item]?
        var members = Position.opening
        while let name = try nextMember(&members) {
            guard name.is(key) else {
                try skipValue()
                continue
            }
            try first(items == nil)
            var list: [Item] = []
            var position = Position.opening
            while try nextItem(&position) { list.append(try item(&self)) }
            items = list
        }
        guard let items else { throw refusal() }
        return items
    }
}

extension Array: JSONNodeDecodable where Element: JSONNodeDecodable {
    package static var jsonShape: JSONShape { .array(item: Element.jsonShape) }

    package init?(jsonNode: JSONNode) {
        guard let items = jsonNode.items else { return nil }
        var elements: [Element] = []
        elements.reserveCapacity(items.count)
        for item in items {
            guard let element = Element(jsonNode: item) else { return nil }
            elements.append(element)
        }
        self = elements
    }
}

extension String: JSONNodeDecodable {
    package init?(jsonNode: JSONNode) {
        guard let text = jsonNode.stringValue else { return nil }
        self = text
    }
}

extension StringIdentifier {
    /// The id a JSON string spells, as its `Decodable` conformance (the bare string) reads it.
    package init?(jsonNode: JSONNode) {
        guard let text = jsonNode.stringValue else { return nil }
        self.init(rawValue: text)
    }
}

// Stored favorites are lists of these ids, restored on every launch.
extension RestaurantID: JSONNodeDecodable {}
extension ShowcaseItemID: JSONNodeDecodable {}
