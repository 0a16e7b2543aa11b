/// The frame as a screen of a given size shows it.
extension TerminalFrame {
    /// The lines a screen of `columns` by `rows` shows: each cut to `columns` characters, and the
    /// last row kept for the help line when the frame is taller than the screen.
    package func fitted(columns: Int, rows: Int) -> [Line] {
        var shown = lines
        if shown.count > rows, let help = shown.last {
            shown = Array(shown.prefix(rows - 1)) + [help]
        }
        return shown.map { line in
            var fitted: Line = []
            var remaining = columns
            for span in line where remaining > 0 {
                let text = String(span.text.prefix(remaining))
                remaining -= text.count
                fitted.append(Span(text: text, style: span.style))
            }
            return fitted
        }
    }

    /// The text a screen of `columns` by `rows` shows, with no style: one string a line, trailing
    /// spaces trimmed.
    package func plainText(columns: Int, rows: Int) -> [String] {
        fitted(columns: columns, rows: rows).map { line in
            String(line.map(\.text).joined().reversed().drop { $0 == " " }.reversed())
        }
    }
}
