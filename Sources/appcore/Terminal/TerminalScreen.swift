import ScreenText

/// Draws frames with ANSI escape codes: each frame replaces the previous one in place.
enum TerminalScreen {
    /// The smallest terminal the apps are drawn in.
    static let minimumSize = RawTerminal.Size(columns: 60, rows: 16)

    /// The escape codes drawing `frame` on a terminal of `size`: lines cut to its width, the
    /// last row reserved for the help line when the frame is taller than the screen.
    static func render(_ frame: TerminalFrame, size: RawTerminal.Size) -> String {
        var output = "\u{1B}[H"
        let lines = frame.fitted(columns: size.columns, rows: size.rows)
        for (number, line) in lines.enumerated() {
            output += "\u{1B}[2K"
            for span in line { output += code(span.style) + span.text + "\u{1B}[0m" }
            if number < lines.count - 1 { output += "\r\n" }
        }
        return output + "\u{1B}[J"
    }

    /// The message shown while the terminal is smaller than `minimumSize`.
    static func tooSmallMessage(_ size: RawTerminal.Size?) -> String {
        let found = size.map { "\($0.columns)x\($0.rows)" } ?? "of unknown size"
        return "The terminal is too small: it is \(found), and appcore terminal needs at least "
            + "\(minimumSize.columns)x\(minimumSize.rows) (columns x rows)."
    }

    private static func code(_ style: TerminalFrame.Style) -> String {
        switch style {
        case .plain: ""
        case .bold: "\u{1B}[1m"
        case .inverse: "\u{1B}[7m"
        case .dim: "\u{1B}[2m"
        }
    }
}
