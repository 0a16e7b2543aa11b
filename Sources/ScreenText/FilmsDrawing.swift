import AppState
import Reducers

/// Films as the terminal draws it: the two lists behind a segmented control, each row with its
/// poster's status and heart under the list's own cursor, and a film's details.
package struct FilmsDrawing: ScreenDrawing {
    package typealias F = FilmsFeature

    /// One cursor per list, kept when the other segment shows.
    package var cursors: [FilmListKind: ListCursor] = [:]

    package init() {}

    package func draw(_ screen: FilmsScreen, into frame: inout TerminalFrame, height: Int) {
        frame.add("Films", .bold)
        frame.addTabBar(screen.segments)
        frame.addBlank()
        if let details = screen.details {
            frame.add([.bold(details.title), .plain("  \(details.heart.heartLabel(isFavorite: details.isFavorite))")])
            frame.addImage(details.poster, named: "Poster")
            frame.addBlank()
            frame.addWrapped(details.description)
            frame.addBlank()
            frame.addHelp("f heart · esc \(details.back.title.lowercased()) · q quit")
            return
        }
        if let list = screen.list {
            list.notice.map { frame.addNotice($0) }
            // The poster before the description, which the screen's edge may cut.
            let rows = list.rows.map { row in
                [TerminalFrame.Span.plain(row.isFavorite ? "♥ " : "  "), .bold(row.title),
                 .plain("  \(row.poster.label)  \(row.subtitle)")]
            }
            let cursor = rows.isEmpty ? nil : min(cursors[selectedList(screen)]?.row ?? 0, rows.count - 1)
            frame.addList(rows, cursor: cursor, height: frame.linesLeft(in: height))
        }
        frame.addHelp("↑↓ move · enter details · f heart · tab/1/2 list · q quit")
    }

    /// The list the segmented control shows.
    private func selectedList(_ screen: FilmsScreen) -> FilmListKind {
        FilmListKind.allCases[screen.segments.selectedIndex]
    }
}

extension FilmsFeature: DrawnFeature {
    package typealias Drawing = FilmsDrawing
}
