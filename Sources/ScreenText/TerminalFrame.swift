/// What one screen of a terminal app shows: lines of styled text, top to bottom.
package struct TerminalFrame: Sendable {
    /// How a span is drawn.
    package enum Style: Sendable {
        case plain, bold, inverse, dim
    }

    /// A run of text in one style.
    package struct Span: Sendable {
        package var text: String
        package var style: Style

        package init(text: String, style: Style) {
            self.text = text
            self.style = style
        }
    }

    /// One line of the screen: its runs of text, left to right.
    package typealias Line = [Span]

    package private(set) var lines: [Line] = []
    /// The terminal's columns, for text that wraps.
    package let width: Int
    /// The rows of the list last added that show, as a table view knows its visible rows.
    package private(set) var listRows: Range<Int>?

    package init(width: Int) {
        self.width = width
    }

    mutating func add(_ text: String, _ style: Style = .plain) {
        lines.append([Span(text: text, style: style)])
    }

    mutating func add(_ line: Line) {
        lines.append(line)
    }

    mutating func addBlank() { add("") }

    /// `text` in lines of at most `width` characters, broken at spaces where it can be.
    mutating func addWrapped(_ text: String, _ style: Style = .plain) {
        addWrapped([Span(text: text, style: style)])
    }

    /// `line` in lines of at most `width` characters after `indent`, broken at spaces where it
    /// can be, each character keeping its style.
    mutating func addWrapped(_ line: Line, indent: String = "") {
        let room = max(1, width - indent.count)
        let characters = line.flatMap { span in span.text.map { ($0, span.style) } }
        var start = 0
        while start < characters.count {
            var end = min(characters.count, start + room)
            if end < characters.count, characters[end].0 != " ",
                let space = characters[start..<end].lastIndex(where: { $0.0 == " " }), space > start
            {
                end = space
            }
            add([.plain(indent)] + Self.spans(Array(characters[start..<end])))
            start = end
            while start < characters.count, characters[start].0 == " " { start += 1 }
        }
    }

    /// Runs of characters of one style.
    private static func spans(_ characters: [(Character, Style)]) -> Line {
        var line: Line = []
        for (character, style) in characters {
            if let last = line.last, last.style == style {
                line[line.count - 1].text.append(character)
            } else {
                line.append(Span(text: String(character), style: style))
            }
        }
        return line
    }

    /// `rows` with the one at `cursor` inverted and marked, scrolled so the cursor shows within
    /// `height` lines.
    mutating func addList(_ rows: [Line], cursor: Int?, height: Int) {
        let window = Self.window(count: rows.count, cursor: cursor, height: height)
        listRows = window
        for index in window {
            let isCursor = index == cursor
            let marker = Span(text: isCursor ? "> " : "  ", style: isCursor ? .bold : .plain)
            add([marker] + rows[index].map { isCursor ? Span(text: $0.text, style: .inverse) : $0 })
        }
    }

    /// The rows of a list of `count` that show in `height` lines with the cursor at `cursor`.
    static func window(count: Int, cursor: Int?, height: Int) -> Range<Int> {
        let height = max(1, height)
        let first = cursor.map { max(0, min($0 - height / 2, count - height)) } ?? 0
        return first..<min(count, first + height)
    }

    /// The lines left for content on a screen of `height` lines, below those added so far and
    /// above the help line; at least one.
    func linesLeft(in height: Int) -> Int {
        max(1, height - lines.count - 1)
    }

    /// The keys the screen takes, on its own line.
    mutating func addHelp(_ text: String) {
        add(text, .dim)
    }
}

extension TerminalFrame.Span {
    static func plain(_ text: String) -> Self { Self(text: text, style: .plain) }
    static func bold(_ text: String) -> Self { Self(text: text, style: .bold) }
}
