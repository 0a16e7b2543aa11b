import XCTest

@testable import ScreenText
@testable import appcore

/// The pieces every terminal app shares: keys decoded from a terminal's bytes, lists scrolled to
/// their cursor, frames cut to the screen.
final class TerminalDrawingTests: XCTestCase {
    func testArrowsComeInBothTheirFormsAndControlKeysAndTextAreDecoded() {
        XCTAssertEqual(Key.decode(Array("\u{1B}[A\u{1B}OB\u{1B}[C\u{1B}OD".utf8)), [.up, .down, .right, .left])
        XCTAssertEqual(Key.decode([0x03, 0x0D, 0x7F, 0x09, 0x1B]), [.interrupt, .enter, .backspace, .tab, .escape])
        XCTAssertEqual(Key.decode(Array("qé♥".utf8)), [.character("q"), .character("é"), .character("♥")])
    }

    func testAListScrollsToKeepItsCursorInTheMiddleWithinItsRows() {
        XCTAssertEqual(TerminalFrame.window(count: 20, cursor: 0, height: 11), 0..<11)
        XCTAssertEqual(TerminalFrame.window(count: 20, cursor: 10, height: 11), 5..<16)
        XCTAssertEqual(TerminalFrame.window(count: 20, cursor: 19, height: 11), 9..<20)
        XCTAssertEqual(TerminalFrame.window(count: 3, cursor: 2, height: 11), 0..<3)
    }

    func testAFrameTallerThanTheScreenKeepsItsHelpLineAndLinesAreCutToTheWidth() {
        var frame = TerminalFrame(width: 10)
        for number in 1...5 { frame.add("line \(number) is long") }
        frame.addHelp("q quit")
        let drawn = TerminalScreen.render(frame, size: .init(columns: 10, rows: 3))
        let text = drawn.replacingOccurrences(of: "\u{1B}\\[[0-9;?]*[A-Za-z]", with: "", options: .regularExpression)
        XCTAssertEqual(text, "line 1 is \r\nline 2 is \r\nq quit")
    }

    func testTextWrapsAtSpaces() {
        var frame = TerminalFrame(width: 12)
        frame.addWrapped("Tiramisu was very good, and easily enough")
        XCTAssertEqual(frame.lines.map { $0.map(\.text).joined() }, ["Tiramisu was", "very good,", "and easily", "enough"])
    }
}
