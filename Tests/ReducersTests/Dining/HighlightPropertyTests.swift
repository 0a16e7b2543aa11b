import ActionLog
import AppState
import LogReplay
import Reducers
import XCTest

/// Many generated reviews and ranges: a snippet lays out exactly when its display range has
/// something to show by the simple rules written here (cut at the review's end, widened to whole
/// characters); then its highlights lie inside the displayed text, never overlap, and together
/// cover exactly the displayed code units that some usable highlight covers, and every unusable
/// highlight is named as left out.
final class HighlightPropertyTests: XCTestCase {
    private let pieces = ["a", "Z", " ", "é", "e\u{301}", "ß", "中", "😀", "👍🏽", "👩‍👩‍👧", "\n"]

    func testComputedHighlightsAlwaysLieInsideTheDisplayedText() {
        var random = SeededRandom(seed: 20_170_228)
        var laidOut = 0, highlighted = 0, clipped = 0, leftOut = 0
        for _ in 0..<20_000 {
            let content = (0..<random.int(in: 0...24)).map { _ in random.element(of: pieces) ?? "" }.joined()
            let units = Array(content.utf16)
            let range = randomRange(&random, count: units.count)
            let highlights = randomHighlights(&random, count: units.count, around: range)
            let snippet = Snippet(content: content, range: range, highlights: highlights)

            switch DisplayedSnippet.layout(snippet, at: "s") {
            case .success(let layout):
                laidOut += 1
                let shown = layout.snippet
                highlighted += shown.highlights.count
                guard let displayed = fit(range, units) else { return XCTFail("\(snippet) laid out") }
                let text = Array(shown.text.utf16)
                XCTAssertEqual(text, Array(units[displayed]))
                let usable = highlights.compactMap { fit($0, units) }
                XCTAssertEqual(layout.leftOut.count, highlights.count - usable.count, "\(snippet)")
                leftOut += layout.leftOut.count
                // The displayed code units some usable highlight covers, in the text's offsets.
                var expected = Set<Int>()
                for original in usable where original.overlaps(displayed) {
                    let part = original.clamped(to: displayed)
                    if part.count < original.count { clipped += 1 }
                    expected.formUnion(part.map { $0 - displayed.lowerBound })
                }
                var covered = Set<Int>()
                for computed in shown.highlights {
                    XCTAssertGreaterThanOrEqual(computed.location, 0)
                    XCTAssertGreaterThan(computed.length, 0)
                    XCTAssertLessThanOrEqual(computed.location + computed.length, text.count, "\(snippet)")
                    for offset in computed.location..<min(computed.location + computed.length, text.count) {
                        XCTAssertTrue(covered.insert(offset).inserted, "\(snippet): highlights overlap at \(offset)")
                    }
                }
                XCTAssertEqual(covered, expected, "\(snippet)")
            case .failure(let failure):
                XCTAssertNil(fit(range, units), "\(snippet) refused: \(failure)")
                XCTAssertEqual(failure.path, "s.range")
            }
        }
        // Enough of the cases exercise the success path, highlights, clipping and omissions
        // (floors, not counts).
        XCTAssertGreaterThan(laidOut, 2_000)
        XCTAssertGreaterThan(highlighted, 1_000)
        XCTAssertGreaterThan(clipped, 200)
        XCTAssertGreaterThan(leftOut, 50)
    }

    /// The code units `range` stands for on `units`: `nil` when negative, empty or starting past
    /// the end; otherwise cut at the end, and moved out of any surrogate pair it would split.
    private func fit(_ range: TextRange, _ units: [UInt16]) -> Range<Int>? {
        guard range.location >= 0, range.length > 0, range.location < units.count else { return nil }
        func splits(_ offset: Int) -> Bool {
            offset > 0 && offset < units.count && UTF16.isLeadSurrogate(units[offset - 1]) && UTF16.isTrailSurrogate(units[offset])
        }
        let start = range.location, end = start + min(range.length, units.count - start)
        return (splits(start) ? start - 1 : start)..<(splits(end) ? end + 1 : end)
    }

    /// Mostly a range inside the review; one time in ten a wild one (negative, huge, anywhere).
    private func randomRange(_ random: inout SeededRandom, count: Int) -> TextRange {
        switch random.int(in: 0...19) {
        case 0: return TextRange(location: random.int(in: -3...count + 3), length: random.int(in: -3...count + 3))
        case 1: return TextRange(location: random.int(in: 0...count), length: Int.max - random.int(in: 0...2))
        default:
            let location = random.int(in: 0...count)
            return TextRange(location: location, length: random.int(in: 0...count - location))
        }
    }

    /// Highlights walking forward from just before `range`: mostly disjoint, sometimes
    /// overlapping, empty, or wild.
    private func randomHighlights(_ random: inout SeededRandom, count: Int, around range: TextRange) -> [TextRange] {
        var cursor = max(0, min(count, range.location) - 2)
        return (0..<random.int(in: 0...3)).map { _ in
            if random.int(in: 0...19) == 0 { return randomRange(&random, count: count) }
            let location = cursor + (random.int(in: 0...19) == 0 ? -1 : random.int(in: 0...3))
            let highlight = TextRange(location: location, length: random.int(in: 0...19) == 0 ? 0 : random.int(in: 1...5))
            cursor = max(cursor, location + highlight.length)
            return highlight
        }
    }
}
