import ActionLog
import AppState
import XCTest

/// Display text and highlights, counted in UTF-16 code units, with emoji and accented letters.
final class DisplayedSnippetTests: XCTestCase {
    /// UTF-16 offsets: 😀 0–1, "Crème" 3–7, "brûlée" 9–14, "très" 17–20, "bonne!" 22–27,
    /// 👍🏽 29–32 (two surrogate pairs), "Merci." 34–39; 40 code units in all.
    private let review = "😀 Crème brûlée, très bonne! 👍🏽 Merci."

    private func layout(_ range: TextRange, _ highlights: [TextRange], in content: String? = nil)
        -> Result<DisplayedSnippet, DecodeFailure>
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

    func testBadDisplayRangesNameTheRangePath() {
        let path = "restaurant.dishes[0].snippet.range"
        XCTAssertEqual(layout(range(-1, 5), []), .failure(DecodeFailure(path: path, reason: "range {-1, 5} is negative")))
        XCTAssertEqual(layout(range(3, -5), []), .failure(DecodeFailure(path: path, reason: "range {3, -5} is negative")))
        XCTAssertEqual(layout(range(3, 0), []), .failure(DecodeFailure(path: path, reason: "range {3, 0} is empty")))
        XCTAssertEqual(
            layout(range(30, 11), []),
            .failure(DecodeFailure(path: path, reason: "range {30, 11} falls outside the review of 40 UTF-16 code units")))
        XCTAssertEqual(
            layout(range(1, Int.max), []),
            .failure(DecodeFailure(path: path, reason: "range {1, \(Int.max)} falls outside the review of 40 UTF-16 code units")))
        XCTAssertEqual(
            layout(range(1, 5), []),
            .failure(DecodeFailure(path: path, reason: "range {1, 5} splits a surrogate pair at UTF-16 offset 1")))
        XCTAssertEqual(
            layout(range(29, 3), []),
            .failure(DecodeFailure(path: path, reason: "range {29, 3} splits a surrogate pair at UTF-16 offset 32")))
    }

    func testBadHighlightsNameTheirPath() {
        func failure(_ index: Int, _ reason: String) -> Result<DisplayedSnippet, DecodeFailure> {
            .failure(DecodeFailure(path: "restaurant.dishes[0].snippet.highlights[\(index)]", reason: reason))
        }
        XCTAssertEqual(layout(range(3, 30), [range(9, 6), range(-2, 4)]), failure(1, "highlight {-2, 4} is negative"))
        XCTAssertEqual(layout(range(3, 30), [range(9, 0)]), failure(0, "highlight {9, 0} is empty"))
        XCTAssertEqual(
            layout(range(3, 30), [range(39, 2)]),
            failure(0, "highlight {39, 2} falls outside the review of 40 UTF-16 code units"))
        XCTAssertEqual(
            layout(range(3, 30), [range(30, 2)]),
            failure(0, "highlight {30, 2} splits a surrogate pair at UTF-16 offset 30"))
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
