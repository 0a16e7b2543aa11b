extension String {
    /// The text without white space at either end, as `trimmingCharacters(in: .whitespaces)` gives
    /// it (tab, the Unicode space separators and the zero width space), at a small part of its cost: Foundation's trim
    /// took about 70,000 instructions for a film's image address. Text whose ends are ASCII other
    /// than space and tab, the common case, is returned as it is.
    package var trimmingWhitespace: String {
        guard let first = utf8.first, let last = utf8.last else { return self }
        func mayBeWhitespace(_ byte: UInt8) -> Bool { byte >= 0x80 || byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        guard mayBeWhitespace(first) || mayBeWhitespace(last) else { return self }
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.isWhitespaceAsFoundationNamesIt }),
            let end = scalars.lastIndex(where: { !$0.isWhitespaceAsFoundationNamesIt })
        else { return "" }
        return String(scalars[start...end])
    }
}

extension Unicode.Scalar {
    /// Whether `CharacterSet.whitespaces` holds the scalar: tab, a space separator (`Zs`), or the
    /// zero width space, which Foundation's set still holds from when it was one.
    package var isWhitespaceAsFoundationNamesIt: Bool {
        self == "\t" || self == "\u{200B}" || properties.generalCategory == .spaceSeparator
    }
}
