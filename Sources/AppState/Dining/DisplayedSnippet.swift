/// The part of a dish's review that its card shows, with the words to highlight in it.
///
/// All offsets are UTF-16 code units (see `TextRange`). `highlights` are ranges of `text`, not of
/// the full review: each snippet highlight is clipped to the display range, then shifted so that
/// offset 0 is the first displayed code unit; one wholly outside the display range is not shown
/// (the seed: ranges are relative to the full review "regardless of which range of the review
/// should be displayed"). Overlapping highlights are shown as one, their union. A front end turns
/// them into bold or colour as they are.
public struct DisplayedSnippet: Equatable, Codable, Sendable {
    /// The text shown.
    public var text: String
    /// Ranges of `text`, in the snippet's order (a union where the first of its parts was); each
    /// is non-empty, lies inside `text`, and overlaps no other.
    public var highlights: [TextRange]

    /// The snippet `text` with `highlights`.
    public init(text: String, highlights: [TextRange]) {
        self.text = text
        self.highlights = highlights
    }

    /// Lays out `snippet`, naming any JSON path under `path` (the snippet's own path, such as
    /// `restaurant.dishes[0].snippet`).
    ///
    /// A range running past the end of the review is cut at its end, and a boundary in the middle
    /// of a surrogate pair moves out to take the whole character (an emoji is never cut in half).
    /// A display range that is negative, empty or starts past the review leaves nothing to show:
    /// refused. A highlight so wrong is left out and named in `leftOut`, the snippet kept; one
    /// with no part inside the display range is not shown (the seed: ranges are relative to the
    /// full review); one only partly inside it is clipped to it; one overlapping an earlier one is
    /// merged with it.
    public static func layout(_ snippet: Snippet, at path: String) -> Result<SnippetLayout, DecodeFailure> {
        // Read in place: an ASCII review counts and indexes its UTF-16 units in constant time, and
        // copying them out cost about ten thousand instructions a review.
        let units = snippet.content.utf16
        let range: TextRange
        switch fitted(snippet.range, in: units) {
        case .success(let fitted): range = fitted
        case .failure(let problem): return .failure(DecodeFailure(path: "\(path).range", reason: "range \(snippet.range) \(problem.reason)"))
        }
        var shifted: [TextRange] = []
        var leftOut: [DecodeFailure] = []
        for (index, highlight) in snippet.highlights.enumerated() {
            switch fitted(highlight, in: units) {
            case .failure(let problem):
                leftOut.append(DecodeFailure(path: "\(path).highlights[\(index)]", reason: "highlight \(highlight) \(problem.reason)"))
            case .success(let fitted):
                guard let clipped = fitted.clamped(to: range) else { continue }
                merge(TextRange(location: clipped.location - range.location, length: clipped.length), into: &shifted)
            }
        }
        // The range holds whole scalars (`fitted`), so the text is the review's own bytes between
        // them: decoding the UTF-16 units took the generic route, about thirty instructions a unit.
        let scalars = snippet.content.unicodeScalars
        let start = String.Index(utf16Offset: range.location, in: snippet.content)
        let end = String.Index(utf16Offset: range.end, in: snippet.content)
        let text = String(Substring(scalars[start..<end]))
        return .success(SnippetLayout(snippet: DisplayedSnippet(text: text, highlights: shifted), leftOut: leftOut))
    }

    /// Why a range cannot be used on a review.
    struct Problem: Error {
        var reason: String
    }

    /// `range` on the review `units`: cut at the review's end, widened to whole characters; or
    /// why nothing of it can be used.
    private static func fitted(_ range: TextRange, in units: String.UTF16View) -> Result<TextRange, Problem> {
        if range.location < 0 || range.length < 0 { return .failure(Problem(reason: "is negative")) }
        if range.length == 0 { return .failure(Problem(reason: "is empty")) }
        let count = units.count
        guard range.location < count else {
            return .failure(Problem(reason: "starts past the review of \(count) UTF-16 code units"))
        }
        var start = range.location
        var end = start + min(range.length, count - start)
        if splitsSurrogatePair(at: start, in: units) { start -= 1 }
        if splitsSurrogatePair(at: end, in: units) { end += 1 }
        return .success(TextRange(location: start, length: end - start))
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

    private static func splitsSurrogatePair(at offset: Int, in units: String.UTF16View) -> Bool {
        guard offset > 0, offset < units.count else { return false }
        let index = units.index(units.startIndex, offsetBy: offset)
        return UTF16.isLeadSurrogate(units[units.index(before: index)]) && UTF16.isTrailSurrogate(units[index])
    }
}

/// A snippet laid out, and the highlights left out of it, each with its path and why.
public struct SnippetLayout: Equatable, Sendable {
    /// The snippet as shown.
    public var snippet: DisplayedSnippet
    /// The highlights left out, and why.
    public var leftOut: [DecodeFailure]

    /// The layout of `snippet`, with what was left out.
    public init(snippet: DisplayedSnippet, leftOut: [DecodeFailure] = []) {
        self.snippet = snippet
        self.leftOut = leftOut
    }
}
