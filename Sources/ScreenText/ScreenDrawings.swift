import Reducers

/// The drawing of every feature the terminal draws, found by the feature, so that a generic
/// caller such as `replay` shows a screen as the terminal draws it.
public enum ScreenDrawings {
    static var all: [any ScreenDrawing.Type] {
        [
            LunchDrawing.self, DiningDrawing.self, PlacesDrawing.self, BurgersDrawing.self, FilmsDrawing.self,
        ]
    }

    /// `screen` of `feature` drawn with a fresh view (cursors on the first row, nothing being
    /// typed) on a screen of `columns` by `rows`, as plain text lines with trailing spaces
    /// trimmed; `nil` when the terminal does not draw the feature (Showcase).
    public static func text<F: Feature>(of screen: F.Screen, _ feature: F.Type, columns: Int, rows: Int) -> [String]? {
        all.lazy.compactMap { text($0, screen, feature, columns: columns, rows: rows) }.first
    }

    private static func text<D: ScreenDrawing, F: Feature>(
        _ drawing: D.Type, _ screen: F.Screen, _ feature: F.Type, columns: Int, rows: Int
    ) -> [String]? {
        guard D.F.name == F.name, let screen = screen as? D.F.Screen else { return nil }
        var frame = TerminalFrame(width: columns)
        D().draw(screen, into: &frame, height: rows)
        return frame.plainText(columns: columns, rows: rows)
    }
}
