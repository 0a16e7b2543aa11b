import ActionLog
import AppState
import XCTest

/// Display text and highlights, counted in UTF-16 code units, with emoji and accented letters.
final class DisplayedSnippetTests: XCTestCase {
    /// UTF-16 offsets: 😀 0–1, "Crème" 3–7, "brûlée" 9–14, "très" 17–20, "bonne!" 22–27,
    /// 👍🏽 29–32 (two surrogate pairs), "Merci." 34–39; 40 code units in all.
    private let review = "😀 Crème brûlée, très bonne! 👍🏽 Merci."

    /// The snippet laid out, when nothing was left out of it; the whole layout otherwise.
    private func layout(_ range: TextRange, _ highlights: [TextRange], in content: String? = nil)
        -> Result<DisplayedSnippet, DecodeFailure>
    {
        layoutWithOmissions(range, highlights, in: content).map { layout in
            XCTAssertEqual(layout.leftOut, [], "nothing left out")
            return layout.snippet
        }
    }

    private func layoutWithOmissions(_ range: TextRange, _ highlights: [TextRange], in content: String? = nil)
        -> Result<SnippetLayout, DecodeFailure>
    {
        DisplayedSnippet.layout(
            Snippet(content: content ?? review, range: range, highlights: highlights), at: "restaurant.dishes[0].snippet")
    }

    private func range(_ location: Int, _ length: Int) -> TextRange { TextRange(location: location, length: length) }

    func testHighlightsAreClippedAndShiftedIntoTheDisplayedText() {
        XCTAssertEqual(review.utf16.count, 40)
        XCTAssertEqual(
            layout(range(3, 30), [range(9, 6), range(0, 8), range(29, 4)]),
            .success(DisplayedSnippet(
                text: "Crème brûlée, très bonne! 👍🏽",
                highlights: [range(6, 6), range(0, 5), range(26, 4)])))
    }

    func testHighlightRunningPastTheDisplayRangeIsClippedAtItsEnd() {
        XCTAssertEqual(
            layout(range(9, 12), [range(17, 11)]),
            .success(DisplayedSnippet(text: "brûlée, très", highlights: [range(8, 4)])))
    }

    func testCombiningAccentsCountAsTheirOwnCodeUnits() {
        let decomposed = "Cafe\u{301} noir"
        XCTAssertEqual(
            layout(range(0, 6), [range(3, 2)], in: decomposed),
            .success(DisplayedSnippet(text: "Cafe\u{301} ", highlights: [range(3, 2)])))
    }

    func testNoHighlightsIsFine() {
        XCTAssertEqual(layout(range(34, 6), []), .success(DisplayedSnippet(text: "Merci.", highlights: [])))
    }

    func testDisplayRangesWithNothingToShowNameTheRangePath() {
        let path = "restaurant.dishes[0].snippet.range"
        XCTAssertEqual(layout(range(-1, 5), []), .failure(DecodeFailure(path: path, reason: "range {-1, 5} is negative")))
        XCTAssertEqual(layout(range(3, -5), []), .failure(DecodeFailure(path: path, reason: "range {3, -5} is negative")))
        XCTAssertEqual(layout(range(3, 0), []), .failure(DecodeFailure(path: path, reason: "range {3, 0} is empty")))
        XCTAssertEqual(
            layout(range(40, 2), []),
            .failure(DecodeFailure(path: path, reason: "range {40, 2} starts past the review of 40 UTF-16 code units")))
    }

    /// Issue 23: a display range running past the end of the review, or with a boundary inside an
    /// emoji's surrogate pair, dropped the whole dish. It is cut at the review's end, and widened
    /// to whole characters (an emoji is never cut in half).
    func testDisplayRangesAreCutAtTheEndAndWidenedToWholeCharacters() {
        // 30 is inside 👍 (29–30), so the range starts at 29; it ends at the review's end, 40.
        XCTAssertEqual(layout(range(30, 11), []), .success(DisplayedSnippet(text: "👍🏽 Merci.", highlights: [])))
        XCTAssertEqual(layout(range(1, Int.max), []), .success(DisplayedSnippet(text: review, highlights: [])))
        // 1 is inside 😀 (0–1): the range starts at 0 and still ends at 6.
        XCTAssertEqual(layout(range(1, 5), []), .success(DisplayedSnippet(text: "😀 Crè", highlights: [])))
        // 32 is inside the skin tone 🏽 (31–32): the range ends at 33.
        XCTAssertEqual(layout(range(29, 3), []), .success(DisplayedSnippet(text: "👍🏽", highlights: [])))
    }

    /// Issue 23: a highlight running past the end of the review dropped the whole dish. Cut at the
    /// end and widened to whole characters, it is shown; one that cannot be used at all is left
    /// out, named with its path, and the snippet kept.
    func testBadHighlightsAreLeftOutAndNamedAndTheSnippetKept() {
        let shown = "Crème brûlée, très bonne! 👍🏽"
        func leftOut(_ index: Int, _ reason: String) -> DecodeFailure {
            DecodeFailure(path: "restaurant.dishes[0].snippet.highlights[\(index)]", reason: reason)
        }
        XCTAssertEqual(
            layoutWithOmissions(range(3, 30), [range(9, 6), range(-2, 4), range(9, 0), range(40, 1)]),
            .success(SnippetLayout(
                snippet: DisplayedSnippet(text: shown, highlights: [range(6, 6)]),
                leftOut: [
                    leftOut(1, "highlight {-2, 4} is negative"), leftOut(2, "highlight {9, 0} is empty"),
                    leftOut(3, "highlight {40, 1} starts past the review of 40 UTF-16 code units"),
                ])))
        // "très bonne! …" to past the end, shown within the display range: 17..<33, at 14.
        XCTAssertEqual(layout(range(3, 30), [range(17, 99)]), .success(DisplayedSnippet(text: shown, highlights: [range(14, 16)])))
        // 30 and 32 are inside 👍 and 🏽: the highlight widens to both, 29..<33, shifted to 26.
        XCTAssertEqual(layout(range(3, 30), [range(30, 2)]), .success(DisplayedSnippet(text: shown, highlights: [range(26, 4)])))
    }

    /// The seed: highlight ranges are relative to the full review "regardless of which range of
    /// the review should be displayed", so one outside the displayed part is simply not shown.
    func testHighlightsOutsideTheDisplayRangeAreLeftOutAndTheSnippetKept() {
        let shown = "Crème brûlée, très bonne! 👍🏽"
        XCTAssertEqual(layout(range(3, 30), [range(34, 5)]), .success(DisplayedSnippet(text: shown, highlights: [])))
        XCTAssertEqual(layout(range(3, 30), [range(33, 1)]), .success(DisplayedSnippet(text: shown, highlights: [])))
        XCTAssertEqual(
            layout(range(3, 30), [range(0, 3), range(9, 6), range(34, 6)]),
            .success(DisplayedSnippet(text: shown, highlights: [range(6, 6)])))
    }

    /// The seed says nothing of overlapping highlights; the words of both are emphasized, as one.
    func testOverlappingHighlightsAreShownAsTheirUnion() {
        // Review offsets 9..<15 and 14..<18 overlap: shown as 9..<18, at the first one's place.
        XCTAssertEqual(
            layout(range(3, 30), [range(9, 6), range(22, 6), range(14, 4)]),
            .success(DisplayedSnippet(text: "Crème brûlée, très bonne! 👍🏽", highlights: [range(6, 9), range(19, 6)])))
        // One inside another, and a third joining the two that were apart.
        XCTAssertEqual(
            layout(range(3, 30), [range(9, 6), range(10, 2), range(22, 6), range(12, 12)]),
            .success(DisplayedSnippet(text: "Crème brûlée, très bonne! 👍🏽", highlights: [range(6, 19)])))
    }

    func testTouchingHighlightsDoNotOverlap() {
        XCTAssertEqual(
            layout(range(3, 30), [range(3, 5), range(8, 1)]),
            .success(DisplayedSnippet(text: "Crème brûlée, très bonne! 👍🏽", highlights: [range(0, 5), range(5, 1)])))
    }
}

/// The displayed text is the review's UTF-16 units in the fitted range, decoded: checked over
/// every range of reviews with emoji, accents that combine and letters beyond the first plane.
final class DisplayedSnippetTextTests: XCTestCase {
    func testTextIsTheUnitsOfTheRange() throws {
        let reviews = ["plain", "e\u{301}te\u{301} 😀 déjà vu", "𝄞 clef 👩‍👩‍👧 family", "中文字 and 🇫🇷 flag", ""]
        for review in reviews {
            let units = Array(review.utf16)
            for location in 0..<units.count {
                for length in 1...(units.count - location) {
                    let snippet = Snippet(content: review, range: TextRange(location: location, length: length), highlights: [])
                    let layout = try DisplayedSnippet.layout(snippet, at: "snippet").get()
                    var start = location, end = location + length
                    if start > 0, UTF16.isTrailSurrogate(units[start]) { start -= 1 }
                    if end < units.count, UTF16.isTrailSurrogate(units[end]) { end += 1 }
                    XCTAssertEqual(layout.snippet.text, String(decoding: units[start..<end], as: UTF16.self), "\(review) \(location) \(length)")
                }
            }
        }
    }
}
