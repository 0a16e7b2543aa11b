/// The part of a dish's review that its card shows, with the words to highlight in it.
///
/// All offsets are UTF-16 code units (see `TextRange`). `highlights` are ranges of `text`, not of
/// the full review: each snippet highlight is clipped to the display range, then shifted so that
/// offset 0 is the first displayed code unit; one wholly outside the display range is not shown
/// (the seed: ranges are relative to the full review "regardless of which range of the review
/// should be displayed"). Overlapping highlights are shown as one, their union. A front end turns
/// them into bold or colour as they are.
public struct DisplayedSnippet: Equatable, Codable, Sendable {
    public var text: String
    /// Ranges of `text`, in the snippet's order (a union where the first of its parts was); each
    /// is non-empty, lies inside `text`, and overlaps no other.
    public var highlights: [TextRange]

    public init(text: String, highlights: [TextRange]) {
        self.text = text
        self.highlights = highlights
    }

    /// Lays out `snippet`, or says what is wrong with it, naming the JSON path under `path`
    /// (the snippet's own path, such as `restaurant.dishes[0].snippet`).
    ///
    /// Refused: a display range or highlight that is negative, empty, or outside the review; a
    /// boundary in the middle of a surrogate pair (it would cut an emoji in half). A highlight only
    /// partly inside the display range is clipped to it; one with no part inside it is left out;
    /// one overlapping an earlier one is merged with it.
    public static func layout(_ snippet: Snippet, at path: String) -> Result<DisplayedSnippet, DecodeFailure> {
        let units = Array(snippet.content.utf16)
        let range = snippet.range
        if let problem = problem(with: range, in: units) {
            return .failure(DecodeFailure(path: "\(path).range", reason: "range \(range) \(problem)"))
        }
        var shifted: [TextRange] = []
        for (index, highlight) in snippet.highlights.enumerated() {
            let highlightPath = "\(path).highlights[\(index)]"
            if let problem = problem(with: highlight, in: units) {
                return .failure(DecodeFailure(path: highlightPath, reason: "highlight \(highlight) \(problem)"))
            }
            guard let clipped = highlight.clamped(to: range) else { continue }
            merge(TextRange(location: clipped.location - range.location, length: clipped.length), into: &shifted)
        }
        let text = String(decoding: units[range.location..<range.end], as: UTF16.self)
        return .success(DisplayedSnippet(text: text, highlights: shifted))
    }

    /// Adds `highlight` to `highlights`, as the union with every one it overlaps, in the place of
    /// the first of them.
    private static func merge(_ highlight: TextRange, into highlights: inout [TextRange]) {
        var union = highlight
        var position = highlights.endIndex
        while let index = highlights.firstIndex(where: { $0.overlaps(union) }) {
            union = union.union(highlights.remove(at: index))
            position = min(position, index)
        }
        highlights.insert(union, at: position)
    }

    /// Why `range` cannot be used on the review `units`, or `nil` when it can.
    private static func problem(with range: TextRange, in units: [UTF16.CodeUnit]) -> String? {
        if range.location < 0 || range.length < 0 { return "is negative" }
        if range.length == 0 { return "is empty" }
        guard range.fits(in: units.count) else {
            return "falls outside the review of \(units.count) UTF-16 code units"
        }
        for offset in [range.location, range.end] where splitsSurrogatePair(at: offset, in: units) {
            return "splits a surrogate pair at UTF-16 offset \(offset)"
        }
        return nil
    }

    private static func splitsSurrogatePair(at offset: Int, in units: [UTF16.CodeUnit]) -> Bool {
        offset > 0 && offset < units.count
            && UTF16.isLeadSurrogate(units[offset - 1]) && UTF16.isTrailSurrogate(units[offset])
    }
}
