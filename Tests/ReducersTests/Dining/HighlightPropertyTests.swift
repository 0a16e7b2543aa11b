import ActionLog
import AppState
import Reducers
import XCTest

/// Many generated reviews and ranges: whenever a snippet lays out, its highlights lie inside the
/// displayed text, never overlap, and together cover exactly the displayed code units that some
/// highlight of the review covers; and a snippet lays out exactly when the simple rules written
/// here say it may.
final class HighlightPropertyTests: XCTestCase {
    private let pieces = ["a", "Z", " ", "é", "e\u{301}", "ß", "中", "😀", "👍🏽", "👩‍👩‍👧", "\n"]

    func testComputedHighlightsAlwaysLieInsideTheDisplayedText() {
        var random = SeededRandom(seed: 20_170_228)
        var laidOut = 0, highlighted = 0, clipped = 0
        for _ in 0..<20_000 {
            let content = (0..<random.int(in: 0...24)).map { _ in random.element(of: pieces) ?? "" }.joined()
            let units = Array(content.utf16)
            let range = randomRange(&random, count: units.count)
            let highlights = randomHighlights(&random, count: units.count, around: range)
            let snippet = Snippet(content: content, range: range, highlights: highlights)

            switch DisplayedSnippet.layout(snippet, at: "s") {
            case .success(let shown):
                laidOut += 1
                highlighted += shown.highlights.count
                XCTAssertTrue(isUsable(snippet, units), "\(snippet) laid out")
                let text = Array(shown.text.utf16)
                XCTAssertEqual(text, Array(units[range.location..<range.location + range.length]))
                let visible = highlights.filter { share($0, range) }
                XCTAssertLessThanOrEqual(shown.highlights.count, visible.count)
                // The displayed code units some highlight of the review covers, in the text's offsets.
                var expected = Set<Int>()
                for original in visible {
                    let start = max(original.location, range.location)
                    let end = min(original.location + original.length, range.location + range.length)
                    if end - start < original.length { clipped += 1 }
                    expected.formUnion((start..<end).map { $0 - range.location })
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
                XCTAssertFalse(isUsable(snippet, units), "\(snippet) refused: \(failure)")
                XCTAssertTrue(failure.path == "s.range" || failure.path.hasPrefix("s.highlights["), failure.path)
            }
        }
        // Enough of the cases exercise the success path, highlights and clipping (floors, not counts).
        XCTAssertGreaterThan(laidOut, 2_000)
        XCTAssertGreaterThan(highlighted, 1_000)
        XCTAssertGreaterThan(clipped, 200)
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

    /// Whether two ranges share a code unit.
    private func share(_ a: TextRange, _ b: TextRange) -> Bool {
        a.location < b.location + b.length && b.location < a.location + a.length
    }

    private func isUsable(_ snippet: Snippet, _ units: [UInt16]) -> Bool {
        func fits(_ range: TextRange) -> Bool {
            guard range.location >= 0, range.length > 0, range.length <= units.count,
                range.location <= units.count - range.length
            else { return false }
            return [range.location, range.location + range.length].allSatisfy { offset in
                offset == 0 || offset == units.count
                    || !(UTF16.isLeadSurrogate(units[offset - 1]) && UTF16.isTrailSurrogate(units[offset]))
            }
        }
        return fits(snippet.range) && snippet.highlights.allSatisfy { fits($0) }
    }
}
