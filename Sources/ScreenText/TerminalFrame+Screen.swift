import AppState
import Foundation

/// The parts every screen model shares, as the terminal draws them.
extension TerminalFrame {
    /// A tab bar: every title with the number key that selects it, the selected one bracketed
    /// and inverted.
    mutating func addTabBar(_ bar: ScreenTabBar) {
        add(bar.tabs.enumerated().map { index, title in
            index == bar.selectedIndex ? Span(text: "[\(index + 1) \(title)]", style: .inverse) : .plain(" \(index + 1) \(title) ")
        })
    }

    /// `notice`'s sentence, wrapped, then the key that presses its button when it has an enabled
    /// one ("r retry").
    mutating func addNotice(_ notice: ScreenNotice, key: String = "r") {
        var line: Line = [.plain(notice.text)]
        if let button = notice.button, button.isEnabled {
            line += [.plain("  "), .bold("\(key) \(button.title.lowercased())")]
        }
        addWrapped(line)
    }

    /// An alert over the screen: its title inverted, its message wrapped, and the keys of its
    /// buttons on the help line.
    mutating func addAlert(_ alert: ScreenAlert) {
        add(alert.title, .inverse)
        addWrapped(alert.message)
        addBlank()
        addHelp("enter/esc \(alert.buttons.joined(separator: "/")) · q quit")
    }

    /// A detail's line for its image: "Poster: 17×9", or "Poster: failed" and why, wrapped, then
    /// the key that retries it when it failed and there is one ("r retry").
    mutating func addImage(_ image: ScreenImage, named name: String, indent: String = "", retryKey: String? = nil) {
        var line: Line = [.plain("\(name): \(image.summary)" + (image.problem.map { ". \($0)" } ?? ""))]
        if image.status == .failed, let retryKey {
            line += [.plain("  "), .bold("\(retryKey) retry")]
        }
        addWrapped(line, indent: indent)
    }
}

extension ScreenButton {
    /// "[Buy]", or "[Buy: disabled]" when a tap does nothing.
    var label: String { isEnabled ? "[\(title)]" : "[\(title): disabled]" }

    /// A heart button beside a title: "♥ favorite" or "♡ not a favorite".
    func heartLabel(isFavorite: Bool) -> String { "\(title) \(isFavorite ? "favorite" : "not a favorite")" }
}

extension ScreenImage {
    /// The image in a row: "image 17×9", "image loading", "image failed", or "no image".
    var label: String { status == .placeholder ? summary : "image \(summary)" }
}

extension ScreenPin {
    /// "32.95374, -96.83582".
    var degrees: String { String(format: "%.5f, %.5f", latitude, longitude) }

    /// The pin as a map's row: "32.95374, -96.83582  Chuy's".
    var row: TerminalFrame.Line { [.plain("\(degrees)  \(title)")] }
}
