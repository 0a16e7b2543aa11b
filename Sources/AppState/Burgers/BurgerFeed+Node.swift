import ActionLog

// The burger list, from the server or saved to disk, read by the log's byte parser
// (`JSONNodeDecodable`): exactly the documents whose every entry decodes, as the `Decodable`
// conformances decode them. Anything else (an entry
// that does not decode included: its failure is kept, named by `JSONDecoder`) gives `nil`, and
// `JSONDecoder` decodes the document as before. Repeated ids and the size limit are judged alike
// on both routes (`BurgerFeedResponse.init(entries:)`).

extension BurgerFeedResponse: JSONNodeDecodable {
    package static let jsonShape = JSONShape.object(["burgers": [Attempt<Burger>].jsonShape])

    package init?(jsonNode node: JSONNode) {
        guard let entries = node["burgers"].flatMap([Attempt<Burger>].init(jsonNode:)) else { return nil }
        self.init(entries: entries)
    }
}

extension Burger: JSONNodeDecodable {
    package static let jsonShape = JSONShape.object("id", "name", "vegetarian", "promoted", "image", "bitcoin", "notes")

    package init?(jsonNode node: JSONNode) {
        guard let id = node["id"]?.intValue, let name = node["name"]?.stringValue,
            let vegetarian = node["vegetarian"]?.boolValue, let promoted = node["promoted"]?.boolValue,
            let imagePath = node["image"]?.stringValue, !imagePath.isEmpty,
            let bitcoin = node["bitcoin"]?.intValue, (0...1 << 53).contains(bitcoin),
            let notes = node["notes"]?.stringValue
        else { return nil }
        self.init(
            id: BurgerID(id), name: name, vegetarian: vegetarian, promoted: promoted, imagePath: imagePath,
            bitcoin: bitcoin, notes: notes)
    }
}

// The burger list read in one pass (`JSONReadable`) when every entry decodes: to the value the tape
// gives. Anything else is left to the tape.

extension BurgerFeedResponse: JSONReadable {
    package init(jsonReader reader: inout JSONReader) throws(JSONSyntaxError) {
        let burgers = try reader.list(under: "burgers") { reader throws(JSONSyntaxError) in try Burger(jsonReader: &reader) }
        self.init(entries: burgers.map { burger in Attempt { burger } })
    }
}

extension Burger {
    init(jsonReader reader: inout JSONReader) throws(JSONSyntaxError) {
        var id: Int?, name: String?, vegetarian: Bool?, promoted: Bool?, imagePath: String?, bitcoin: Int?, notes: String?
        var position = JSONReader.Position.opening
        while let key = try reader.nextMember(&position) {
            if key.is("id") {
                try reader.integer(into: &id)
            } else if key.is("name") {
                try reader.string(into: &name)
            } else if key.is("vegetarian") {
                try reader.bool(into: &vegetarian)
            } else if key.is("promoted") {
                try reader.bool(into: &promoted)
            } else if key.is("image") {
                try reader.string(into: &imagePath)
            } else if key.is("bitcoin") {
                try reader.integer(into: &bitcoin)
            } else if key.is("notes") {
                try reader.string(into: &notes)
            } else {
                try reader.skipValue()
            }
        }
        guard let id, let name, let vegetarian, let promoted, let imagePath, !imagePath.isEmpty, let bitcoin,
            (0...1 << 53).contains(bitcoin), let notes
        else { throw reader.refusal() }
        self.init(
            id: BurgerID(id), name: name, vegetarian: vegetarian, promoted: promoted, imagePath: imagePath, bitcoin: bitcoin, notes: notes)
    }
}

extension DecodeFailure: JSONNodeDecodable {
    package static let jsonShape = JSONShape.object("path", "reason")

    package init?(jsonNode node: JSONNode) {
        guard let path = node["path"]?.stringValue, let reason = node["reason"]?.stringValue else { return nil }
        self.init(path: path, reason: reason)
    }
}
