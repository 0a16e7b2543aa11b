import Reducers

/// A feature the terminal draws, with the drawing it is drawn with: the conformance sits in the
/// app's own drawing file, so the one list of apps (`FeatureRegistry`) is all a tool needs.
package protocol DrawnFeature: Feature {
    associatedtype Drawing: ScreenDrawing where Drawing.F == Self
}

/// The terminal's drawing of any feature, so that a generic caller such as `replay` shows a screen
/// as the terminal draws it.
package enum ScreenDrawings {
    /// `screen` of `feature` drawn with a fresh view (cursors on the first row, nothing being
    /// typed) on a screen of `columns` by `rows`, as plain text lines with trailing spaces
    /// trimmed; `nil` when the terminal does not draw the feature (Showcase).
    package static func text<F: Feature>(of screen: F.Screen, _ feature: F.Type, columns: Int, rows: Int) -> [String]? {
        guard let drawn = feature as? any DrawnFeature.Type else { return nil }
        return text(drawn, screen, columns: columns, rows: rows)
    }

    private static func text<D: DrawnFeature>(_ feature: D.Type, _ screen: Any, columns: Int, rows: Int) -> [String]? {
        guard let screen = screen as? D.Screen else { return nil }
        var frame = TerminalFrame(width: columns)
        D.Drawing().draw(screen, into: &frame, height: rows)
        return frame.plainText(columns: columns, rows: rows)
    }
}
