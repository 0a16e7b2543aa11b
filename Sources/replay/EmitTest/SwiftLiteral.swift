/// Swift source spellings of values the emitted test holds.
enum SwiftLiteral {
    /// `text` as a raw string literal, `#"…"#`, with as many `#` as it needs so that nothing inside
    /// ends the literal or interpolates.
    static func raw(_ text: String) -> String {
        var hashes = "#"
        while text.contains("\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
        return "\(hashes)\"\(text)\"\(hashes)"
    }

    /// A lower camel case identifier from a file name: `lunch-tour.jsonl` → `lunchTour`.
    static func identifier(fromFileName name: String) -> String {
        let stem = name.hasSuffix(".jsonl") ? String(name.dropLast(6)) : name
        let words = stem.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        let joined = words.enumerated().map { $0.offset == 0 ? $0.element.lowercased() : $0.element.prefix(1).uppercased() + $0.element.dropFirst() }.joined()
        guard let first = joined.first, first.isLetter else { return "session" + joined }
        return joined
    }
}
