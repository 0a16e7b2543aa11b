import ActionLog

// The burger list, from the server or saved to disk, read by the log's byte parser
// (`JSONTreeDecodable`): exactly the documents whose every entry decodes, as the `Decodable`
// conformances decode them. Anything else (an entry
// that does not decode included: its failure is kept, named by `JSONDecoder`) gives `nil`, and
// `JSONDecoder` decodes the document as before. Repeated ids and the size limit are judged alike
// on both routes (`BurgerFeedResponse.init(entries:)`).

extension BurgerFeedResponse: JSONTreeDecodable {
    package static let jsonShape = JSONShape.object(["burgers": [Attempt<Burger>].jsonShape])

    package init?(jsonTree tree: JSONValue) {
        guard let entries = tree["burgers"].flatMap([Attempt<Burger>].init(jsonTree:)) else { return nil }
        self.init(entries: entries)
    }
}

extension Burger: JSONTreeDecodable {
    package static let jsonShape = JSONShape.object("id", "name", "vegetarian", "promoted", "image", "bitcoin", "notes")

    package init?(jsonTree tree: JSONValue) {
        guard let id = tree["id"]?.intValue, let name = tree["name"]?.stringValue,
            let vegetarian = tree["vegetarian"]?.boolValue, let promoted = tree["promoted"]?.boolValue,
            let imagePath = tree["image"]?.stringValue, !imagePath.isEmpty,
            let bitcoin = tree["bitcoin"]?.intValue, (0...1 << 53).contains(bitcoin),
            let notes = tree["notes"]?.stringValue
        else { return nil }
        self.init(
            id: BurgerID(id), name: name, vegetarian: vegetarian, promoted: promoted, imagePath: imagePath,
            bitcoin: bitcoin, notes: notes)
    }
}

extension DecodeFailure: JSONTreeDecodable {
    package static let jsonShape = JSONShape.object("path", "reason")

    package init?(jsonTree tree: JSONValue) {
        guard let path = tree["path"]?.stringValue, let reason = tree["reason"]?.stringValue else { return nil }
        self.init(path: path, reason: reason)
    }
}
